import { isStorableText } from "@formwright/core";
import { and, count, eq, lt, or, type SQL, sql } from "drizzle-orm";
import { v7 as uuidv7 } from "uuid";
import type { Database } from "../db/database";
import { spamSubmissions, submissions } from "../db/schema";
import { FORM_NOT_FOUND, ServiceError } from "./errors";
import { fillTokenSecret, readFillToken } from "./fill-token";
import { findFormBySlug } from "./forms";
import { getPublishedForm } from "./published-forms";

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
 * Validates a submission against the live version of the form and stores it.
 * The same idempotency key twice yields the same submission id and one row.
 * Field errors are returned as data; nothing is stored when there are any.
 * Spam (see {@link spamReason}) is stored apart and answered like a success,
 * so a bot learns nothing.
 */
export async function submitForm(
  db: Database,
  input: { slug: string; data: unknown; idempotencyKey: string; signals?: SpamSignals },
): Promise<SubmitResult> {
  const key = input.idempotencyKey.trim();
  if (key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    throw new ServiceError(
      "BAD_USER_INPUT",
      `idempotencyKey must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters`,
    );
  }
  // The database cannot hold a NUL, and the driver turns a lone surrogate into
  // U+FFFD, which would make two different keys one (and drop the second answer).
  if (!isStorableText(key)) {
    throw new ServiceError("BAD_USER_INPUT", IDEMPOTENCY_KEY_UNSUPPORTED);
  }
  const form = await getPublishedForm(db, input.slug);
  if (!form) throw new ServiceError("NOT_FOUND", FORM_NOT_FOUND);

  const result = form.validate(input.data);
  if (!result.success) return { submissionId: null, fieldErrors: result.fieldErrors };

  const reason = input.signals
    ? await spamReason(db, { slug: input.slug, signals: input.signals })
    : null;
  if (reason) {
    const [spam] = await db
      .insert(spamSubmissions)
      .values({
        id: uuidv7(),
        formId: form.formId,
        version: form.version,
        data: result.values,
        idempotencyKey: key,
        reason,
      })
      .onConflictDoUpdate({
        target: [spamSubmissions.formId, spamSubmissions.idempotencyKey],
        set: { reason },
      })
      .returning({ id: spamSubmissions.id });
    return { submissionId: spam?.id ?? null, fieldErrors: [] };
  }

  const [inserted] = await db
    .insert(submissions)
    .values({
      // Time-ordered ids keep "newest first" exact within one millisecond.
      id: uuidv7(),
      formId: form.formId,
      version: form.version,
      data: result.values,
      idempotencyKey: key,
    })
    .onConflictDoNothing({ target: [submissions.formId, submissions.idempotencyKey] })
    .returning({ id: submissions.id });
  if (inserted) return { submissionId: inserted.id, fieldErrors: [] };

  const [existing] = await db
    .select({ id: submissions.id })
    .from(submissions)
    .where(and(eq(submissions.formId, form.formId), eq(submissions.idempotencyKey, key)));
  if (!existing) throw new Error("idempotency conflict without a stored row");
  return { submissionId: existing.id, fieldErrors: [] };
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
 * them, and a checkbox as the admin shows it ("Yes" or "No"). Field names are
 * not searched. `%`, `_` and `\` in the term are literal.
 */
export function answersContain(term: string): SQL {
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`exists (
    select 1 from jsonb_each(${submissions.data}) as answer(name, value)
    cross join lateral jsonb_array_elements_text(
      case jsonb_typeof(answer.value)
        when 'array' then answer.value
        when 'boolean' then jsonb_build_array(case when answer.value = 'true'::jsonb then 'Yes'::text else 'No'::text end)
        else jsonb_build_array(answer.value)
      end
    ) as item(text)
    where item.text ilike ${pattern}
  )`;
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
  const ofForm = and(eq(submissions.formId, form.id), term ? answersContain(term) : undefined);
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
