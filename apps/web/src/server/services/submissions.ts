import { and, count, desc, eq, lt, or } from "drizzle-orm";
import { v7 as uuidv7 } from "uuid";
import type { Database } from "../db/database";
import { submissions } from "../db/schema";
import { FORM_NOT_FOUND, ServiceError } from "./errors";
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

/**
 * Validates a submission against the live version of the form and stores it.
 * The same idempotency key twice yields the same submission id and one row.
 * Field errors are returned as data; nothing is stored when there are any.
 */
export async function submitForm(
  db: Database,
  input: { slug: string; data: unknown; idempotencyKey: string },
): Promise<SubmitResult> {
  const key = input.idempotencyKey.trim();
  if (key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    throw new ServiceError(
      "BAD_USER_INPUT",
      `idempotencyKey must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters`,
    );
  }
  const form = await getPublishedForm(db, input.slug);
  if (!form) throw new ServiceError("NOT_FOUND", FORM_NOT_FOUND);

  const result = form.validate(input.data);
  if (!result.success) return { submissionId: null, fieldErrors: result.fieldErrors };

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

/** Reads submissions of a form, newest first, with an opaque cursor. */
export async function listSubmissions(
  db: Database,
  input: { formSlug: string; first?: number | null; after?: string | null },
): Promise<SubmissionPage> {
  const first = input.first ?? 20;
  if (!Number.isInteger(first) || first < 1 || first > SUBMISSIONS_PAGE_MAX) {
    throw new ServiceError("BAD_USER_INPUT", `first must be 1 to ${SUBMISSIONS_PAGE_MAX}`);
  }
  const form = await findFormBySlug(db, input.formSlug);
  if (!form) throw new ServiceError("NOT_FOUND", FORM_NOT_FOUND);

  const cursor = input.after ? decodeCursor(input.after) : null;
  const ofForm = eq(submissions.formId, form.id);
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
      .orderBy(desc(submissions.createdAt), desc(submissions.id))
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
