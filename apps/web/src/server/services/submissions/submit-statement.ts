import { type Database, preparedStatement } from "../../db/database";
import { DRAFT_DONE_CTE } from "../drafts/draft-done";
import { outboxCtes } from "../outbox/enqueue";
import { PARTIAL_DONE_CTE } from "../partial-responses/partial-done";
import { COUNT_EVENT_SQL } from "../rate-limits";
import { batchable, submitInBatch } from "./submit-batch";

/** What the submit statement is given, by name (see {@link SUBMIT_PARAMETER_ORDER} for positions). */
export interface SubmitParameters {
  /** The form's slug: which form's live version is read. */
  slug: string;
  /** The rate-limit row key, or null: nothing is counted. */
  countKey: string | null;
  /** When a new rate-limit window ends (now + window), ISO text. */
  countExpire: string | null;
  /** Now, ISO text: a window ended before it starts again at 1. */
  countNow: string | null;
  /** Most points within the window; over it nothing is stored. */
  pointsLimit: number;
  /** The id of the new submission; null when nothing is to be stored. */
  newId: string | null;
  /** The form the answers were validated against. */
  formId: string | null;
  /** The version the answers were validated against: stored only while it is live. */
  version: number | null;
  /** The validated answers as JSON text; null: store nothing. */
  answers: string | null;
  /** The idempotency key; null when it was refused. */
  idempotencyKey: string | null;
  /** The hash of the resume token of the draft these answers finish. */
  draftHash: string | null;
  /** The time (ms) the respondent took from the served page, for the completion funnel. */
  fillMs: number | null;
  /** The form's `maxSubmissions`; null: no limit. */
  maxSubmissions: number | null;
  /** The language (BCP 47) the form was filled in. */
  language: string | null;
  /** The form's variables computed from the answers (issue 32), a JSON object as text; null with no answers. */
  variables: string | null;
  /** The id of the ending the answers chose; null when none. */
  ending: string | null;
  /** The hash of the respondent's unfinished-answers token: its partial answers go with the submission. */
  partialHash?: string | null;
  /** The address the answers' verified email field was verified for (issue 33 §2); null when none. */
  verifiedEmail: string | null;
  /**
   * What the answers owe (issue 36), in minor units, computed on the server;
   * null when the form takes no payment. With an amount the statement also
   * writes the pending payment, and queues no event: the mails and webhooks
   * go out once Stripe says it is paid (services/payments).
   */
  paymentAmount?: number | null;
  /** The payment's currency (ISO 4217); null without a payment. */
  paymentCurrency?: string | null;
}

/**
 * The positions of the parameters: `$1` is the first name, `$2` the second,
 * and so on. The one place a name becomes a number.
 */
export const SUBMIT_PARAMETER_ORDER = [
  "slug",
  "countKey",
  "countExpire",
  "countNow",
  "pointsLimit",
  "newId",
  "formId",
  "version",
  "answers",
  "idempotencyKey",
  "draftHash",
  "fillMs",
  "maxSubmissions",
  "language",
  "variables",
  "ending",
  "partialHash",
  "verifiedEmail",
  "paymentAmount",
  "paymentCurrency",
] as const satisfies ReadonlyArray<keyof SubmitParameters>;

// Fails to compile when a parameter is left out of the order.
type Unordered = Exclude<keyof SubmitParameters, (typeof SUBMIT_PARAMETER_ORDER)[number]>;
const everyParameterOrdered: [Unordered] extends [never] ? true : never = true;
void everyParameterOrdered;

/** The placeholder (`$n`) of each named parameter. */
const $ = Object.fromEntries(
  SUBMIT_PARAMETER_ORDER.map((name, index) => [name, `$${index + 1}`]),
) as Record<keyof SubmitParameters, string>;

/** The form behind the slug with its live version (no row: unknown or unpublished). */
const LIVE_CTE = `live as (select id, published_version from forms where slug = ${$.slug}::text)`;

/** Counts this attempt against the rate limit when a key is given, whatever its outcome. */
const COUNTED_CTE = `counted as (${COUNT_EVENT_SQL.replaceAll("$KEY", $.countKey)
  .replaceAll("$EXPIRE", $.countExpire)
  .replaceAll("$NOW", $.countNow)})`;

/**
 * Stores the answers only if the version they were validated against is still
 * live, the count is within the limit and the form is not full; an idempotency
 * key already stored stores nothing (the earlier row is read below). `capped`:
 * the form has a `maxSubmissions` (its count is read); without one the
 * statement reads no count, so its plan does not depend on how many rows
 * the form has and PostgreSQL (and PGlite) keep one generic plan for it
 * instead of planning every call again.
 */
const storedCte = (capped: boolean) => `stored as (
    insert into submissions (id, form_id, version, data, idempotency_key, fill_ms, language, variables, ending, verified_email)
    select ${$.newId}::uuid, live.id, live.published_version, ${$.answers}::jsonb, ${$.idempotencyKey}::text, ${$.fillMs}::int, ${$.language}::text, ${$.variables}::jsonb, ${$.ending}::text, ${$.verifiedEmail}::text from live
    where ${$.answers}::jsonb is not null and live.id = ${$.formId}::uuid and live.published_version = ${$.version}::int
      and coalesce((select points from counted), 0) <= ${$.pointsLimit}::int
      and ${capped ? `(select count(*) from submissions s where s.form_id = live.id) < ${$.maxSubmissions}::int` : `${$.maxSubmissions}::int is null`}
    on conflict (form_id, idempotency_key) do nothing
    returning id, form_id, version, data, created_at
  )`;

/** Deletes the draft the submission finishes, once it is stored (see drafts/draft-done.ts). */
const RESUMED_CTE = DRAFT_DONE_CTE.replaceAll("$DRAFT_HASH", $.draftHash);

/** Deletes the respondent's unfinished answers, once the submission is stored (see partial-responses/partial-done.ts). */
const PARTIAL_CTE = PARTIAL_DONE_CTE.replaceAll("$PARTIAL_HASH", $.partialHash);

/**
 * Answers that owe a payment (issue 36) are stored with it pending, and their
 * events wait for it (see services/payments/stripe-events.ts).
 */
const PAYMENT_CTES = `pending_payment as (
    insert into submission_payments (submission_id, form_id, amount, currency)
    select id, form_id, ${$.paymentAmount}::int, ${$.paymentCurrency}::text from stored
    where ${$.paymentAmount}::int is not null
    returning submission_id
  ),
  announced as (select * from stored where ${$.paymentAmount}::int is null)`;

/** Queues the webhook deliveries and mails of the stored submission (see outbox/enqueue.ts). */
const OUTBOX_CTES = outboxCtes("announced", "submission.created");

/**
 * The answer: the live pointer, the count, the stored id, whether the form is
 * full, and the row stored earlier under the same key with whether it holds
 * the same answers (jsonb equality ignores key order and whitespace, so the
 * comparison is canonical).
 */
const answerSelect = (
  capped: boolean,
) => `select live.id as form_id, live.published_version as version,
  counted.points, counted.expire_ms,
  (select id from stored) as inserted_id,
  ${capped ? `(select count(*) from submissions s where s.form_id = live.id) >= ${$.maxSubmissions}::int` : `${$.maxSubmissions}::int is not null and false`} as is_full,
  earlier.id as existing_id, earlier.same_answers as existing_same
from (select 1) as one left join live on true left join counted on true
  left join lateral (
    select s.id, s.data = ${$.answers}::jsonb as same_answers from submissions s
    where s.form_id = live.id and s.idempotency_key = ${$.idempotencyKey}::text
  ) as earlier on ${$.answers}::jsonb is not null and not exists (select 1 from stored)`;

/**
 * The one round trip of a submission: counts it against the rate limit, reads
 * the slug's live version, stores the answers, queues their outbox rows and
 * deletes the draft they finish. (On PostgreSQL, submits arriving in the same
 * instant each count the submissions their statement sees, so the last few may
 * pass `maxSubmissions` together; PGlite runs one statement at a time.)
 */
const submitSql = (capped: boolean) => `with
  ${LIVE_CTE},
  ${COUNTED_CTE},
  ${storedCte(capped)},
  ${RESUMED_CTE},
  ${PARTIAL_CTE},
  ${PAYMENT_CTES},
  ${OUTBOX_CTES}
${answerSelect(capped)}`;

/** The statement for a form without `maxSubmissions` (`maxSubmissions` must be null). */
export const SUBMIT_SQL = submitSql(false);

/** The statement for a form with `maxSubmissions`. */
export const SUBMIT_CAPPED_SQL = submitSql(true);

/** The row the submit statement answers. */
export interface SubmitRow {
  form_id: string | null;
  version: number | null;
  points: number | null;
  expire_ms: number | null;
  inserted_id: string | null;
  existing_id: string | null;
  existing_same: boolean | null;
  is_full: boolean | null;
}

const uncapped = preparedStatement<SubmitRow>(
  "fw_submit_v10",
  SUBMIT_SQL,
  SUBMIT_PARAMETER_ORDER.length,
);

const capped = preparedStatement<SubmitRow>(
  "fw_submit_capped_v10",
  SUBMIT_CAPPED_SQL,
  SUBMIT_PARAMETER_ORDER.length,
);

/**
 * Runs the submit statement (one prepared statement, fixed text) with its
 * parameters bound by name. Submissions that arrive together are stored
 * together (submit-batch.ts).
 *
 * @example
 * const [row] = await runSubmitStatement(db, { slug: "contact", countKey: null, ... });
 */
export function runSubmitStatement(
  db: Database,
  parameters: SubmitParameters,
): Promise<SubmitRow[]> {
  if (batchable(db, parameters)) {
    return submitInBatch(db, parameters, (one) => runSingle(db, one));
  }
  return runSingle(db, parameters);
}

function runSingle(db: Database, parameters: SubmitParameters): Promise<SubmitRow[]> {
  const run = parameters.maxSubmissions === null ? uncapped : capped;
  return run(
    db,
    SUBMIT_PARAMETER_ORDER.map((name) => parameters[name] ?? null),
  );
}
