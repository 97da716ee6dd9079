import { slugSchema } from "@formwright/core";
import { and, eq, gt, lte, sql } from "drizzle-orm";
import { v7 as uuidv7 } from "uuid";
import type { Database } from "../../db/database";
import { drafts } from "../../db/schema";
import { generateSecret, hashSecret } from "../auth/tokens";
import { earlierVersionInGrace, wasEverPublished } from "../earlier-version";
import { FORM_CLOSED, FORM_NOT_FOUND, RateLimitedError, ServiceError } from "../errors";
import { getPublishedForm, type PublishedForm } from "../published-forms";
import type { Limiter } from "../rate-limits";
import { checkDraftAnswers, pageCount } from "./draft-answers";

/** Days a saved draft can be resumed unless FORMWRIGHT_DRAFT_MAX_AGE_DAYS says otherwise. */
export const DEFAULT_DRAFT_MAX_AGE_DAYS = 30;

/** What the respondent is told when a resume link is unknown or past its expiry. */
export const DRAFT_LINK_INVALID = "This saved link has expired or is not valid";

/** A resume token: 32 random bytes, base64url (43 characters). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Whether text has the shape of a resume token (anything else is never looked up). */
export function isResumeTokenShape(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}

/** The stored form of a resume token: its SHA-256, hex (the token itself is never stored). */
export function draftTokenHash(token: string): string {
  return hashSecret(token);
}

/** What saving a draft answers: the token to build the resume link with, and when it ends. */
export interface SavedDraft {
  resumeToken: string;
  expiresAt: Date;
}

/**
 * The published version a respondent may still save answers against: the
 * live one, or the one they started on while it is within the version grace
 * period (VERSION_EXPIRED after it). A closed form gives FORM_CLOSED. Also
 * what unfinished answers (partial-responses) are saved against.
 */
export async function acceptedVersion(
  db: Database,
  input: { slug: string; version: number; graceMs: number },
): Promise<PublishedForm> {
  if (!slugSchema.safeParse(input.slug).success) {
    throw new ServiceError("NOT_FOUND", FORM_NOT_FOUND);
  }
  const live = await getPublishedForm(db, input.slug);
  if (!live) {
    const formId = await formIdOfSlug(db, input.slug);
    if (formId && (await wasEverPublished(db, formId))) {
      throw new ServiceError("FORM_CLOSED", FORM_CLOSED);
    }
    throw new ServiceError("NOT_FOUND", FORM_NOT_FOUND);
  }
  if (input.version === live.version) return live;
  const older = await earlierVersionInGrace(db, {
    formId: live.formId,
    slug: input.slug,
    version: input.version,
    liveVersion: live.version,
    graceMs: input.graceMs,
  });
  if (!older) {
    throw new ServiceError(
      "BAD_USER_INPUT",
      `version ${input.version} is not a published version of this form`,
    );
  }
  return older;
}

async function formIdOfSlug(db: Database, slug: string): Promise<string | null> {
  const result = (await db.execute(
    sql`select id from forms where slug = ${slug}::text`,
  )) as unknown as { rows: Array<{ id: string }> };
  return result.rows[0]?.id ?? null;
}

/**
 * Saves a respondent's answers to finish later, on any device. Partial
 * answers are fine (see {@link checkDraftAnswers}); the same `resumeToken`
 * again updates that draft and keeps its link, and each save moves the
 * expiry `maxAgeMs` ahead. A token that is unknown, expired or of another
 * form starts a new draft with a new token. With `limit`, the save is
 * counted first and refused with {@link RateLimitedError} over it.
 *
 * @example
 * const { resumeToken } = await saveDraft(db, { slug: "contact", version: 1, answers: { name: "Ada" }, maxAgeMs, graceMs });
 */
export async function saveDraft(
  db: Database,
  input: {
    slug: string;
    version: number;
    answers: unknown;
    resumeToken?: string | null;
    step?: number | null;
    maxAgeMs: number;
    graceMs: number;
    limit?: { limiter: Limiter; key: string };
    now?: Date;
  },
): Promise<SavedDraft> {
  // No form has a slug outside the slug syntax; answering before counting keeps
  // hostile text (a NUL) out of the limiter's key column.
  if (!slugSchema.safeParse(input.slug).success) {
    throw new ServiceError("NOT_FOUND", FORM_NOT_FOUND);
  }
  if (input.limit) {
    const decision = await input.limit.limiter.consume(input.limit.key);
    if (!decision.allowed) throw new RateLimitedError(decision.retryAfterSeconds);
  }
  const form = await acceptedVersion(db, input);
  const step = input.step ?? 1;
  const lastPage = pageCount(form.document);
  if (!Number.isInteger(step) || step < 1 || step > lastPage) {
    throw new ServiceError("BAD_USER_INPUT", `step must be 1 to ${lastPage}`);
  }
  const checked = checkDraftAnswers(form.document, input.answers);
  if (!checked.success) {
    const [first] = checked.fieldErrors;
    throw new ServiceError(
      "BAD_USER_INPUT",
      `answers.${first?.name ?? ""}: ${first?.message ?? "not valid"}`,
      { fieldErrors: checked.fieldErrors },
    );
  }
  const now = input.now ?? new Date();
  const expiresAt = new Date(now.getTime() + input.maxAgeMs);
  const given = input.resumeToken?.trim() ?? "";
  if (isResumeTokenShape(given)) {
    const [updated] = await db
      .update(drafts)
      .set({
        version: form.version,
        answers: checked.values,
        step,
        updatedAt: now,
        expiresAt,
      })
      .where(
        and(
          eq(drafts.tokenHash, draftTokenHash(given)),
          eq(drafts.formId, form.formId),
          gt(drafts.expiresAt, now),
        ),
      )
      .returning({ id: drafts.id });
    if (updated) return { resumeToken: given, expiresAt };
  }
  const resumeToken = generateSecret();
  await db.insert(drafts).values({
    id: uuidv7(),
    formId: form.formId,
    version: form.version,
    answers: checked.values,
    step,
    tokenHash: draftTokenHash(resumeToken),
    createdAt: now,
    updatedAt: now,
    expiresAt,
  });
  // Now and then (each new draft), expired drafts go: the index makes it cheap.
  await deleteExpiredDrafts(db, now);
  return { resumeToken, expiresAt };
}

/** A draft found by its resume token. */
export interface ResumableDraft {
  id: string;
  formId: string;
  version: number;
  answers: Record<string, unknown>;
  step: number;
  updatedAt: Date;
  expiresAt: Date;
}

/**
 * The draft of form `slug` with this resume token, or null when there is
 * none: unknown token, another form's, or expired (an expired draft is
 * deleted as it is found).
 */
export async function findDraft(
  db: Database,
  input: { slug: string; resumeToken: string; now?: Date },
): Promise<ResumableDraft | null> {
  if (!slugSchema.safeParse(input.slug).success) return null;
  const token = input.resumeToken.trim();
  if (!isResumeTokenShape(token)) return null;
  const now = input.now ?? new Date();
  const result = (await db.execute(sql`select d.id, d.form_id, d.version, d.answers, d.step,
      d.updated_at, d.expires_at
    from drafts d join forms f on f.id = d.form_id
    where d.token_hash = ${draftTokenHash(token)}::text and f.slug = ${input.slug}::text`)) as unknown as {
    rows: Array<{
      id: string;
      form_id: string;
      version: number;
      answers: unknown;
      step: number;
      updated_at: Date | string;
      expires_at: Date | string;
    }>;
  };
  const row = result.rows[0];
  if (!row) return null;
  const expiresAt = new Date(row.expires_at);
  if (expiresAt.getTime() <= now.getTime()) {
    await db.delete(drafts).where(eq(drafts.id, row.id));
    return null;
  }
  const answers =
    typeof row.answers === "object" && row.answers !== null && !Array.isArray(row.answers)
      ? (row.answers as Record<string, unknown>)
      : {};
  return {
    id: row.id,
    formId: row.form_id,
    version: Number(row.version),
    answers,
    step: Number(row.step),
    updatedAt: new Date(row.updated_at),
    expiresAt,
  };
}

/** Deletes the drafts past their expiry; answers how many went. */
export async function deleteExpiredDrafts(db: Database, now: Date = new Date()): Promise<number> {
  const gone = await db
    .delete(drafts)
    .where(lte(drafts.expiresAt, now))
    .returning({ id: drafts.id });
  return gone.length;
}
