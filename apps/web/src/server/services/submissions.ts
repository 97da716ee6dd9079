import { formAvailability, isStorableText, slugSchema } from "@formwright/core";
import { and, count, eq, lt, or, type SQL, sql } from "drizzle-orm";
import { v7 as uuidv7 } from "uuid";
import { type Database, preparedStatement } from "../db/database";
import { submissions } from "../db/schema";
import { closedNoticeIn } from "./closed-notice-in";
import { DRAFT_DONE_CTE, deleteDraftByHash } from "./drafts/draft-done";
import { draftTokenHash, isResumeTokenShape } from "./drafts/drafts";
import {
  DEFAULT_VERSION_GRACE_HOURS,
  earlierVersionInGrace,
  wasEverPublished,
} from "./earlier-version";
import { FORM_CLOSED, FORM_NOT_FOUND, RateLimitedError, ServiceError } from "./errors";
import { loadFormHistory } from "./form-history";
import { formLanguageOf } from "./form-language";
import { findFormBySlug } from "./forms";
import { holdForReview } from "./hold-for-review";
import { outboxCtes } from "./outbox/enqueue";
import {
  guessPublishedForm,
  loadVersion,
  type PublishedForm,
  rememberPublishedForm,
} from "./published-forms";
import { COUNT_EVENT_SQL, type Limiter } from "./rate-limits";
import {
  claimRespondentFiles,
  rebindRespondentFiles,
  releaseRespondentFiles,
} from "./respondent-files/claim-respondent-files";
import { judgeSignals, type SpamSignals, spamReason } from "./spam-reason";
import {
  IDEMPOTENCY_KEY_REUSED,
  keyReused,
  storedForKey,
  storeSubmission,
} from "./stored-submissions";

export { IDEMPOTENCY_KEY_REUSED };

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

/**
 * The message for a `submissions(search:)` term with a NUL or a lone
 * surrogate half: no stored answer can hold one, and the database refuses
 * to compare text with a NUL at all.
 */
export const SEARCH_UNSUPPORTED = "search contains characters that cannot be searched for";

export { type SpamSignals, spamReason } from "./spam-reason";

/**
 * The one round trip of a submission: counts it against the rate limit (when
 * `$2` names a key), reads the slug's live version, and stores the answers
 * (when `$9` holds them) only if the live version is still the one they were
 * validated against (`$7`, `$8`) and the count is within the limit (`$5`).
 * It answers the live pointer, the count, and the stored or earlier id, with
 * whether the earlier row holds the same answers (jsonb equality ignores key
 * order and whitespace, so the comparison is canonical).
 * The webhook deliveries and mails of a stored submission are queued in the
 * outbox by the same statement (see outbox/enqueue.ts), and the draft it
 * finishes (`$11`, the hash of its resume token) is deleted by it. `$12` is the
 * time the respondent took (ms from the served page), for the completion funnel.
 * `$13` is the form's `maxSubmissions` (null: no limit): at it nothing is stored
 * and `is_full` says so. (On PostgreSQL, submits arriving in the same instant
 * each count the submissions their statement sees, so the last few may pass the
 * limit together; PGlite runs one statement at a time.) `$14` is the language
 * the form was filled in.
 */
const SUBMIT_SQL = `with
  live as (select id, published_version from forms where slug = $1::text),
  counted as (${COUNT_EVENT_SQL.replaceAll("$KEY", "$2").replaceAll("$EXPIRE", "$3").replaceAll("$NOW", "$4")}),
  stored as (
    insert into submissions (id, form_id, version, data, idempotency_key, fill_ms, language)
    select $6::uuid, live.id, live.published_version, $9::jsonb, $10::text, $12::int, $14::text from live
    where $9::jsonb is not null and live.id = $7::uuid and live.published_version = $8::int
      and coalesce((select points from counted), 0) <= $5::int
      and ($13::int is null or (select count(*) from submissions s where s.form_id = live.id) < $13::int)
    on conflict (form_id, idempotency_key) do nothing
    returning id, form_id, version, data, created_at
  ),
  ${DRAFT_DONE_CTE},
  ${outboxCtes("stored", "submission.created")}
select live.id as form_id, live.published_version as version,
  counted.points, counted.expire_ms,
  (select id from stored) as inserted_id,
  $13::int is not null and (select count(*) from submissions s where s.form_id = live.id) >= $13::int as is_full,
  earlier.id as existing_id, earlier.same_answers as existing_same
from (select 1) as one left join live on true left join counted on true
  left join lateral (
    select s.id, s.data = $9::jsonb as same_answers from submissions s
    where s.form_id = live.id and s.idempotency_key = $10::text
  ) as earlier on $9::jsonb is not null and not exists (select 1 from stored)`;

interface SubmitRow {
  form_id: string | null;
  version: number | null;
  points: number | null;
  expire_ms: number | null;
  inserted_id: string | null;
  existing_id: string | null;
  existing_same: boolean | null;
  is_full: boolean | null;
}

const submitStatement = preparedStatement<SubmitRow>("fw_submit_v6", SUBMIT_SQL, 14);

/** Largest value of a PostgreSQL integer: "no limit" for `$5`. */
const NO_LIMIT = 2_147_483_647;

/** A slug whose live version changes this often under one submission is broken. */
const MAX_VERSION_CHANGES = 5;

/**
 * Validates a submission against the live version of the form and stores it.
 * The same idempotency key twice yields the same submission id and one row;
 * the same key with other answers is refused with `CONFLICT`
 * ({@link IDEMPOTENCY_KEY_REUSED}) and the first answers stay as they were.
 * Field errors are returned as data; nothing is stored when there are any.
 * Possible spam (see {@link spamReason}) is kept in the review list and
 * answered like a success, so a bot learns nothing and a person loses nothing. With `limit`, the submission is counted first
 * (whatever its outcome) and refused with {@link RateLimitedError} over it.
 *
 * One round trip in the usual case: the answers are validated against the
 * version this process last saw live, and the statement that stores them
 * checks that it still is; when another version went live meanwhile (on any
 * instance), they are validated again against it and stored then.
 *
 * `version` is the version the respondent started on: while it is live, the
 * usual path; once a newer one is live, the answers are validated and stored
 * against it for `versionGraceMs` after it was replaced (a slower path), and
 * refused with VERSION_EXPIRED after that. A form that was published and is
 * now unpublished answers FORM_CLOSED.
 */
export async function submitForm(
  db: Database,
  input: {
    slug: string;
    data: unknown;
    idempotencyKey: string;
    signals?: SpamSignals;
    limit?: { limiter: Limiter; key: string };
    /** The version the respondent started on (absent: the live one). */
    version?: number | null;
    /** How long (ms) a replaced version still takes submissions. */
    versionGraceMs?: number;
    /** The resume token of the draft these answers finish: deleted with the submission. */
    resumeToken?: string | null;
    /**
     * The language (BCP 47) the respondent filled the form in: messages come in it,
     * and it is stored with the answers when it is one of the form's languages.
     */
    language?: string | null;
  },
): Promise<SubmitResult> {
  const resumed = input.resumeToken?.trim() ?? "";
  const draftHash = isResumeTokenShape(resumed) ? draftTokenHash(resumed) : null;
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

  let startedOn = input.version ?? null;
  let form = keyProblem ? undefined : guessPublishedForm(db, input.slug);
  // Answers to another version are never stored against the live one on the fast path.
  if (form && startedOn !== null && form.version !== startedOn) form = undefined;
  for (let changes = 0; ; changes++) {
    if (changes > MAX_VERSION_CHANGES)
      throw new Error(`the live version of ${input.slug} keeps changing`);
    const language = form ? formLanguageOf(form.document, input.language) : null;
    const checked = form?.validate(input.data, language);
    const judged =
      checked?.success && input.signals
        ? await judgeSignals(db, { slug: input.slug, signals: input.signals })
        : null;
    const reason = judged?.reason ?? null;
    // Outside its opening times (or at its limit) a form stores nothing; the
    // statement still counts the attempt and says whether the guess was live.
    const state = form
      ? formAvailability(form.document.availability, { now: Date.now() })
      : ({ isOpen: true } as const);
    const answers = checked?.success && !reason && state.isOpen ? checked.values : null;
    const newId = answers ? uuidv7() : null;
    // Uploaded files the answers name are bound to the new id first (see claim-respondent-files.ts).
    const files =
      form && answers && newId
        ? await claimRespondentFiles(db, {
            form,
            values: answers,
            submissionId: newId,
            idempotencyKey: key,
          })
        : null;
    if (files && files.fieldErrors.length > 0) {
      return { submissionId: null, fieldErrors: files.fieldErrors };
    }
    const now = Date.now();
    const [row] = await submitStatement(db, [
      input.slug,
      countKey,
      countKey && counter ? new Date(now + counter.durationMs).toISOString() : null,
      countKey ? new Date(now).toISOString() : null,
      counter?.points ?? NO_LIMIT,
      newId,
      form?.formId ?? null,
      form?.version ?? null,
      answers ? JSON.stringify(answers) : null,
      keyProblem ? null : key,
      draftHash,
      judged?.fillMs ?? null,
      form?.document.availability?.maxSubmissions ?? null,
      language,
    ]).catch(async (error: unknown) => {
      if (files?.claimed && newId) await releaseRespondentFiles(db, newId);
      throw error;
    });
    if (files?.claimed && newId && row?.inserted_id !== newId) {
      await releaseRespondentFiles(db, newId);
    }
    // A retry stored after a copy was held for review takes the held copy's files.
    if (files?.heldId && newId && row?.inserted_id === newId) {
      await rebindRespondentFiles(db, { from: files.heldId, to: newId });
    }
    if (!row) throw new Error("the submit statement answered no row");
    if (counter && countKey) {
      const decision = counter.decide(countKey, Number(row.points), Number(row.expire_ms), now);
      countKey = null;
      if (!decision.allowed) throw new RateLimitedError(decision.retryAfterSeconds);
    }
    if (keyProblem) throw keyProblem;
    if (row.form_id === null || row.version === null) {
      rememberPublishedForm(db, input.slug, null);
      if (row.form_id !== null && (await wasEverPublished(db, row.form_id))) {
        throw new ServiceError("FORM_CLOSED", FORM_CLOSED);
      }
      throw new ServiceError("NOT_FOUND", FORM_NOT_FOUND);
    }
    if (form && checked && form.formId === row.form_id && form.version === row.version) {
      if (!checked.success) return { submissionId: null, fieldErrors: checked.fieldErrors };
      if (!state.isOpen) {
        // A resend of answers stored before the form closed still gets its submission.
        const earlier = await storedForKey(db, {
          formId: form.formId,
          key,
          answers: checked.values,
        }).catch(() => null);
        if (earlier?.isSame) return { submissionId: earlier.id, fieldErrors: [] };
        throw new ServiceError(
          "FORM_CLOSED",
          await closedNoticeIn({ document: form.document, reason: state.reason, language }),
        );
      }
      if (reason) {
        const values = checked.values;
        const held = await holdForReview(db, { form, values, key, reason, language });
        if (held.fieldErrors.length > 0) return held;
        if (draftHash) await deleteDraftByHash(db, { formId: form.formId, tokenHash: draftHash });
        return held;
      }
      if (row.inserted_id) return { submissionId: row.inserted_id, fieldErrors: [] };
      if (!row.existing_id && row.is_full) {
        const full = formAvailability(form.document.availability, {
          now: Date.now(),
          submissionCount: Number.POSITIVE_INFINITY,
        });
        throw new ServiceError(
          "FORM_CLOSED",
          full.isOpen
            ? FORM_CLOSED
            : await closedNoticeIn({ document: form.document, reason: full.reason, language }),
        );
      }
      const earlier = row.existing_id
        ? { id: row.existing_id, isSame: row.existing_same === true }
        : await storedForKey(db, { formId: form.formId, key, answers: checked.values });
      if (!earlier.isSame) throw keyReused();
      return { submissionId: earlier.id, fieldErrors: [] };
    }
    if (startedOn !== null && startedOn !== Number(row.version)) {
      const older = await earlierVersionInGrace(db, {
        formId: row.form_id,
        slug: input.slug,
        version: startedOn,
        liveVersion: Number(row.version),
        graceMs: input.versionGraceMs ?? DEFAULT_VERSION_GRACE_MS,
      });
      if (older) {
        return submitToVersion(db, { form: older, data: input.data, key, input, draftHash });
      }
      startedOn = null; // not an earlier version: answer the live one
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

/** A day: how long a replaced version takes submissions unless configured. */
const DEFAULT_VERSION_GRACE_MS = DEFAULT_VERSION_GRACE_HOURS * 3_600_000;

/** The slower path: answers validated and stored against a version that is no longer live. */
async function submitToVersion(
  db: Database,
  args: {
    form: PublishedForm;
    data: unknown;
    key: string;
    input: { slug: string; signals?: SpamSignals; language?: string | null };
    draftHash: string | null;
  },
): Promise<SubmitResult> {
  const { form, key, draftHash } = args;
  const language = formLanguageOf(form.document, args.input.language);
  const checked = form.validate(args.data, language);
  if (!checked.success) return { submissionId: null, fieldErrors: checked.fieldErrors };
  const reason = args.input.signals
    ? await spamReason(db, { slug: args.input.slug, signals: args.input.signals })
    : null;
  if (reason) {
    const held = await holdForReview(db, { form, values: checked.values, key, reason, language });
    if (held.fieldErrors.length === 0 && draftHash) {
      await deleteDraftByHash(db, { formId: form.formId, tokenHash: draftHash });
    }
    return held;
  }
  const target = { formId: form.formId, version: form.version, values: checked.values, key };
  const claimId = uuidv7();
  const files = await claimRespondentFiles(db, {
    form,
    values: checked.values,
    submissionId: claimId,
    idempotencyKey: key,
  });
  if (files.fieldErrors.length > 0) {
    return { submissionId: null, fieldErrors: files.fieldErrors };
  }
  const submissionId = await storeSubmission(db, { ...target, draftHash, language }).catch(
    async (error: unknown) => {
      if (files.claimed) await releaseRespondentFiles(db, claimId);
      throw error;
    },
  );
  if (files.claimed) {
    await rebindRespondentFiles(db, { from: claimId, to: submissionId });
    // A retry stored after a copy was held for review takes the held copy's files.
    if (files.heldId) await rebindRespondentFiles(db, { from: files.heldId, to: submissionId });
  }
  return { submissionId, fieldErrors: [] };
}

/** One stored submission. */
export interface SubmissionRecord {
  id: string;
  createdAt: Date;
  version: number;
  /** The language (BCP 47) the form was filled in; null when the client did not say. */
  language: string | null;
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
  if (term && !isStorableText(term)) throw new ServiceError("BAD_USER_INPUT", SEARCH_UNSUPPORTED);
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
        language: submissions.language,
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
  // The id goes into a uuid comparison: anything else would fail the query itself.
  if (!id || !UUID.test(id) || Number.isNaN(createdAt.getTime())) {
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
  // The deletion and its webhook deliveries are one statement (see outbox/enqueue.ts).
  const deleted = (await db.execute(sql`with
    deleted as (delete from submissions where id = ${id}::uuid
      returning id, form_id, version, data, created_at),
    ${sql.raw(outboxCtes("deleted", "submission.deleted"))}
    select id from deleted`)) as unknown as { rows: Array<{ id: string }> };
  if (deleted.rows.length === 0) throw new ServiceError("NOT_FOUND", SUBMISSION_NOT_FOUND);
}

/** The message for an unknown submission id. */
export const SUBMISSION_NOT_FOUND = "Submission not found";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
