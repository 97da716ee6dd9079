import { isStorableText, slugSchema } from "@formwright/core";
import { and, count, eq, lt, or, type SQL, sql } from "drizzle-orm";
import { v7 as uuidv7 } from "uuid";
import { type Database, preparedStatement } from "../db/database";
import { spamSubmissions, submissions } from "../db/schema";
import { FORM_NOT_FOUND, RateLimitedError, ServiceError } from "./errors";
import { fillTokenSecret, readFillToken } from "./fill-token";
import { loadFormHistory } from "./form-history";
import { findFormBySlug } from "./forms";
import {
  guessPublishedForm,
  loadVersion,
  type PublishedForm,
  rememberPublishedForm,
} from "./published-forms";
import { COUNT_EVENT_SQL, type Limiter } from "./rate-limits";

/** A problem with one answer, shown at its field. */
export interface FieldError {
  name: string;
  message: string;
}

/** What `submitForm` answers: an id when stored, or the field errors. */
export interface SubmitResult {
  submissionId: string | null;
  fieldErrors: FieldError[];
}

/** Longest idempotency key accepted. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

/** The message for a key with a NUL or a lone surrogate half. */
export const IDEMPOTENCY_KEY_UNSUPPORTED =
  "idempotencyKey contains characters that cannot be stored";

/** What the browser sends to tell people from bots. */
export interface SpamSignals {
  /** The hidden honeypot field: people leave it empty. */
  honeypot?: string | null;
  /** The signed token the page was rendered with (see fill-token.ts). */
  fillToken?: string | null;
  /** Filling faster than this (ms) is taken for a bot. */
  minFillMs: number;
  now?: number;
}

/**
 * Why a submission is taken for spam, or null. A submission without a fill
 * token (an API client) is judged by the honeypot alone.
 */
export async function spamReason(
  db: Database,
  input: { slug: string; signals: SpamSignals },
): Promise<string | null> {
  const { honeypot, fillToken, minFillMs, now = Date.now() } = input.signals;
  if (honeypot && honeypot.trim() !== "") return "honeypot";
  if (!fillToken) return null;
  const issuedAt = readFillToken({
    secret: await fillTokenSecret(db),
    slug: input.slug,
    token: fillToken,
  });
  if (issuedAt === null) return "forged-fill-token";
  return now - issuedAt < minFillMs ? "filled-too-fast" : null;
}

/**
 * The one round trip of a submission: counts it against the rate limit (when
 * `$2` names a key), reads the slug's live version, and stores the answers
 * (when `$9` holds them) only if the live version is still the one they were
 * validated against (`$7`, `$8`) and the count is within the limit (`$5`).
 * It answers the live pointer, the count, and the stored or earlier id.
 */
const SUBMIT_SQL = `with
  live as (select id, published_version from forms where slug = $1::text),
  counted as (${COUNT_EVENT_SQL.replaceAll("$KEY", "$2").replaceAll("$EXPIRE", "$3").replaceAll("$NOW", "$4")}),
  stored as (
    insert into submissions (id, form_id, version, data, idempotency_key)
    select $6::uuid, live.id, live.published_version, $9::jsonb, $10::text from live
    where $9::jsonb is not null and live.id = $7::uuid and live.published_version = $8::int
      and coalesce((select points from counted), 0) <= $5::int
    on conflict (form_id, idempotency_key) do nothing
    returning id
  )
select live.id as form_id, live.published_version as version,
  counted.points, counted.expire_ms,
  (select id from stored) as inserted_id,
  case when $9::jsonb is not null and not exists (select 1 from stored) then
    (select s.id from submissions s where s.form_id = live.id and s.idempotency_key = $10::text)
  end as existing_id
from (select 1) as one left join live on true left join counted on true`;

interface SubmitRow {
  form_id: string | null;
  version: number | null;
  points: number | null;
  expire_ms: number | null;
  inserted_id: string | null;
  existing_id: string | null;
}

const submitStatement = preparedStatement<SubmitRow>("fw_submit_v1", SUBMIT_SQL, 10);

/** Largest value of a PostgreSQL integer: "no limit" for `$5`. */
const NO_LIMIT = 2_147_483_647;

/** A slug whose live version changes this often under one submission is broken. */
const MAX_VERSION_CHANGES = 5;

/**
 * Validates a submission against the live version of the form and stores it.
 * The same idempotency key twice yields the same submission id and one row.
 * Field errors are returned as data; nothing is stored when there are any.
 * Spam (see {@link spamReason}) is stored apart and answered like a success,
 * so a bot learns nothing. With `limit`, the submission is counted first
 * (whatever its outcome) and refused with {@link RateLimitedError} over it.
 *
 * One round trip in the usual case: the answers are validated against the
 * version this process last saw live, and the statement that stores them
 * checks that it still is; when another version went live meanwhile (on any
 * instance), they are validated again against it and stored then.
 */
export async function submitForm(
  db: Database,
  input: {
    slug: string;
    data: unknown;
    idempotencyKey: string;
    signals?: SpamSignals;
    limit?: { limiter: Limiter; key: string };
  },
): Promise<SubmitResult> {
  const key = input.idempotencyKey.trim();
  let keyProblem: ServiceError | null = null;
  if (key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    keyProblem = new ServiceError(
      "BAD_USER_INPUT",
      `idempotencyKey must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters`,
    );
  } else if (!isStorableText(key)) {
    // The database cannot hold a NUL, and the driver turns a lone surrogate into
    // U+FFFD, which would make two different keys one (and drop the second answer).
    keyProblem = new ServiceError("BAD_USER_INPUT", IDEMPOTENCY_KEY_UNSUPPORTED);
  }
  // Not a slug, not a form; and text such as a NUL would make the query fail.
  if (!slugSchema.safeParse(input.slug).success) {
    throw keyProblem ?? new ServiceError("NOT_FOUND", FORM_NOT_FOUND);
  }

  const counter = input.limit?.limiter.shared ?? null;
  let countKey = counter && input.limit ? counter.storageKey(input.limit.key) : null;
  if (counter && countKey) {
    const remembered = counter.refusedInMemory(countKey, Date.now());
    if (remembered && !remembered.allowed) throw new RateLimitedError(remembered.retryAfterSeconds);
  }
  if (keyProblem && !countKey) throw keyProblem;

  let form = keyProblem ? undefined : guessPublishedForm(db, input.slug);
  for (let changes = 0; ; changes++) {
    if (changes > MAX_VERSION_CHANGES)
      throw new Error(`the live version of ${input.slug} keeps changing`);
    const checked = form?.validate(input.data);
    const reason =
      checked?.success && input.signals
        ? await spamReason(db, { slug: input.slug, signals: input.signals })
        : null;
    const answers = checked?.success && !reason ? checked.values : null;
    const now = Date.now();
    const [row] = await submitStatement(db, [
      input.slug,
      countKey,
      countKey && counter ? new Date(now + counter.durationMs).toISOString() : null,
      countKey ? new Date(now).toISOString() : null,
      counter?.points ?? NO_LIMIT,
      answers ? uuidv7() : null,
      form?.formId ?? null,
      form?.version ?? null,
      answers ? JSON.stringify(answers) : null,
      keyProblem ? null : key,
    ]);
    if (!row) throw new Error("the submit statement answered no row");
    if (counter && countKey) {
      const decision = counter.decide(countKey, Number(row.points), Number(row.expire_ms), now);
      countKey = null;
      if (!decision.allowed) throw new RateLimitedError(decision.retryAfterSeconds);
    }
    if (keyProblem) throw keyProblem;
    if (row.form_id === null || row.version === null) {
      rememberPublishedForm(db, input.slug, null);
      throw new ServiceError("NOT_FOUND", FORM_NOT_FOUND);
    }
    if (form && checked && form.formId === row.form_id && form.version === row.version) {
      if (!checked.success) return { submissionId: null, fieldErrors: checked.fieldErrors };
      if (reason) return storeSpam(db, { form, values: checked.values, key, reason });
      const submissionId =
        row.inserted_id ?? row.existing_id ?? (await storedIdForKey(db, form.formId, key));
      return { submissionId, fieldErrors: [] };
    }
    // Another version is live (or this process had not seen the form yet).
    const live = await loadVersion(db, {
      formId: row.form_id,
      slug: input.slug,
      version: Number(row.version),
    });
    if (!live) throw new ServiceError("NOT_FOUND", FORM_NOT_FOUND);
    rememberPublishedForm(db, input.slug, live);
    form = live;
  }
}

async function storeSpam(
  db: Database,
  input: { form: PublishedForm; values: unknown; key: string; reason: string },
): Promise<SubmitResult> {
  const [spam] = await db
    .insert(spamSubmissions)
    .values({
      id: uuidv7(),
      formId: input.form.formId,
      version: input.form.version,
      data: input.values,
      idempotencyKey: input.key,
      reason: input.reason,
    })
    .onConflictDoUpdate({
      target: [spamSubmissions.formId, spamSubmissions.idempotencyKey],
      set: { reason: input.reason },
    })
    .returning({ id: spamSubmissions.id });
  return { submissionId: spam?.id ?? null, fieldErrors: [] };
}

/**
 * The id stored under an idempotency key: for a key that another request
 * stored after this one's statement began (its snapshot could not see it).
 */
async function storedIdForKey(db: Database, formId: string, key: string): Promise<string> {
  const [existing] = await db
    .select({ id: submissions.id })
    .from(submissions)
    .where(and(eq(submissions.formId, formId), eq(submissions.idempotencyKey, key)));
  if (!existing) throw new Error("idempotency conflict without a stored row");
  return existing.id;
}

/** One stored submission. */
export interface SubmissionRecord {
  id: string;
  createdAt: Date;
  version: number;
  data: unknown;
}

/** A page of submissions, newest first. */
export interface SubmissionPage {
  totalCount: number;
  nodes: SubmissionRecord[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
}

/** Most submissions one page returns. */
export const SUBMISSIONS_PAGE_MAX = 500;

/**
 * Matches submissions where any answer contains `term`, case-insensitively:
 * text answers, each element of a multi-choice answer, numbers as JSON writes
 * them, and a checkbox as the admin shows it ("Yes" or "No"). A choice also
 * matches when its option's label contains the term: `labelMatches` names,
 * per field, the values whose labels do (see {@link valuesWithLabelsContaining}).
 * Field names are not searched. `%`, `_` and `\` in the term are literal.
 */
export function answersContain(
  term: string,
  labelMatches: Readonly<Record<string, readonly string[]>> = {},
): SQL {
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const byLabel =
    Object.keys(labelMatches).length > 0
      ? sql` or jsonb_exists(coalesce(${JSON.stringify(labelMatches)}::jsonb -> answer.name, '[]'::jsonb), item.text)`
      : sql``;
  return sql`exists (
    select 1 from jsonb_each(${submissions.data}) as answer(name, value)
    cross join lateral jsonb_array_elements_text(
      case jsonb_typeof(answer.value)
        when 'array' then answer.value
        when 'boolean' then jsonb_build_array(case when answer.value = 'true'::jsonb then 'Yes'::text else 'No'::text end)
        else jsonb_build_array(answer.value)
      end
    ) as item(text)
    where item.text ilike ${pattern}${byLabel}
  )`;
}

/**
 * Per choice field, the option values whose label contains `term`
 * (case-insensitively), across every version of the form.
 *
 * @example
 * valuesWithLabelsContaining([{ name: "slot", options: [{ value: "option3", label: "Evening social" }] }], "evening");
 * // { slot: ["option3"] }
 */
export function valuesWithLabelsContaining(
  fields: ReadonlyArray<{
    name: string;
    type: string;
    options: ReadonlyArray<{ value: string; label: string }>;
  }>,
  term: string,
): Record<string, string[]> {
  const needle = term.toLowerCase();
  const matches: Record<string, string[]> = {};
  for (const field of fields) {
    if (field.type === "checkbox") continue; // "Yes"/"No" are matched as answers already
    const values = field.options
      .filter((option) => option.label.toLowerCase().includes(needle))
      .map((option) => option.value);
    if (values.length > 0) matches[field.name] = values;
  }
  return matches;
}

/**
 * Reads submissions of a form, newest first, with an opaque cursor. With
 * `search`, only submissions with an answer containing it (see
 * {@link answersContain}); `totalCount` counts those.
 */
export async function listSubmissions(
  db: Database,
  input: {
    formSlug: string;
    first?: number | null;
    after?: string | null;
    search?: string | null;
  },
): Promise<SubmissionPage> {
  const first = input.first ?? 20;
  if (!Number.isInteger(first) || first < 1 || first > SUBMISSIONS_PAGE_MAX) {
    throw new ServiceError("BAD_USER_INPUT", `first must be 1 to ${SUBMISSIONS_PAGE_MAX}`);
  }
  const form = await findFormBySlug(db, input.formSlug);
  if (!form) throw new ServiceError("NOT_FOUND", FORM_NOT_FOUND);

  const cursor = input.after ? decodeCursor(input.after) : null;
  const term = input.search?.trim();
  const labelMatches = term
    ? valuesWithLabelsContaining((await loadFormHistory(db, form.id)).fields, term)
    : {};
  const ofForm = and(
    eq(submissions.formId, form.id),
    term ? answersContain(term, labelMatches) : undefined,
  );
  const afterCursor = cursor
    ? or(
        lt(submissions.createdAt, cursor.createdAt),
        and(eq(submissions.createdAt, cursor.createdAt), lt(submissions.id, cursor.id)),
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: submissions.id,
        createdAt: submissions.createdAt,
        version: submissions.version,
        data: submissions.data,
      })
      .from(submissions)
      .where(and(ofForm, afterCursor))
      // "nulls last" as in the index, so the planner reads it in order (a bare
      // "desc" means nulls first, which the index cannot give without a sort).
      .orderBy(
        sql`${submissions.createdAt} desc nulls last`,
        sql`${submissions.id} desc nulls last`,
      )
      .limit(first + 1),
    db.select({ n: count() }).from(submissions).where(ofForm),
  ]);
  const hasNextPage = rows.length > first;
  const nodes = rows.slice(0, first);
  const last = nodes.at(-1);
  return {
    totalCount: Number(total?.n ?? 0),
    nodes,
    pageInfo: { endCursor: last ? encodeCursor(last) : null, hasNextPage },
  };
}

function encodeCursor(row: { createdAt: Date; id: string }): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString("base64url");
}

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [iso, id] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const createdAt = new Date(iso ?? "");
  if (!id || Number.isNaN(createdAt.getTime())) {
    throw new ServiceError("BAD_USER_INPUT", "after is not a valid cursor");
  }
  return { createdAt, id };
}

/**
 * Deletes one submission by id; an unknown id gives `Submission not found`.
 *
 * @example
 * await deleteSubmission(db, "01936b2e-7c1a-7d40-9a51-2f5e0c9b3f10");
 */
export async function deleteSubmission(db: Database, id: string): Promise<void> {
  if (!UUID.test(id)) throw new ServiceError("NOT_FOUND", SUBMISSION_NOT_FOUND);
  const deleted = await db
    .delete(submissions)
    .where(eq(submissions.id, id))
    .returning({ id: submissions.id });
  if (deleted.length === 0) throw new ServiceError("NOT_FOUND", SUBMISSION_NOT_FOUND);
}

/** The message for an unknown submission id. */
export const SUBMISSION_NOT_FOUND = "Submission not found";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
