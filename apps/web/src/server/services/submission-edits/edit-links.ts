import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { forms, submissionEditLinks, submissions } from "../../db/schema";
import { generateSecret, hashSecret } from "../auth/tokens";

/** What a respondent is told about an edit link that is past its time. */
export const EDIT_LINK_EXPIRED = "This edit link has expired.";

/** What a respondent is told about an edit link that names no submission of the form. */
export const EDIT_LINK_INVALID = "This edit link is not valid.";

/** An edit token: 32 random bytes (256 bits), base64url (43 characters). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const DAY_MS = 86_400_000;

/** Whether text has the shape of an edit token (anything else is never looked up). */
export function isEditTokenShape(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}

/**
 * The path of an edit link, `/f/<slug>?edit=<token>`: the caller puts the
 * public origin before it.
 *
 * @example
 * editPath("contact", token); // "/f/contact?edit=…"
 */
export function editPath(slug: string, token: string): string {
  return `/f/${slug}?edit=${encodeURIComponent(token)}`;
}

/**
 * The full edit link on the server's public origin (`FORMWRIGHT_PUBLIC_URL`,
 * never the request's Host).
 *
 * @example
 * editUrlOf("https://forms.example.org/", "/f/contact?edit=…"); // "https://forms.example.org/f/contact?edit=…"
 */
export function editUrlOf(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/$/, "")}${path}`;
}

/**
 * Makes a new edit link for a stored submission: a random token whose SHA-256
 * alone is stored, valid for `allowedForDays` days from the submit
 * (`submittedAt`), whenever the link is made. Answers the token.
 *
 * @example
 * const token = await issueEditToken(db, { submissionId, submittedAt, allowedForDays: 7 });
 */
export async function issueEditToken(
  db: Pick<Database, "insert">,
  input: { submissionId: string; submittedAt: Date; allowedForDays: number },
): Promise<string> {
  const token = generateSecret();
  await db.insert(submissionEditLinks).values({
    tokenHash: hashSecret(token),
    submissionId: input.submissionId,
    expiresAt: new Date(input.submittedAt.getTime() + input.allowedForDays * DAY_MS),
  });
  return token;
}

/** The submission an edit link names, with its form's slug. */
export interface EditLinkTarget {
  submissionId: string;
  formId: string;
  slug: string;
  version: number;
  data: Record<string, unknown>;
  idempotencyKey: string;
  language: string | null;
  verifiedEmail: string | null;
  createdAt: Date;
  expiresAt: Date;
}

/**
 * What an edit token stands for: the submission (`ok`), a link past its time
 * (`expired`), or nothing (`invalid`: unknown, malformed, or of another form
 * when `slug` is given).
 */
export type EditLinkLookup =
  | { status: "ok"; target: EditLinkTarget }
  | { status: "expired" }
  | { status: "invalid" };

/**
 * Finds the submission an edit token names (one indexed read).
 *
 * @example
 * const found = await findEditLink(db, { token, slug: "contact" });
 * if (found.status === "ok") found.target.data;
 */
export async function findEditLink(
  db: Database,
  input: { token: string; slug?: string; now?: Date },
): Promise<EditLinkLookup> {
  const token = input.token.trim();
  if (!isEditTokenShape(token)) return { status: "invalid" };
  const [row] = await db
    .select({
      submissionId: submissions.id,
      formId: submissions.formId,
      slug: forms.slug,
      version: submissions.version,
      data: submissions.data,
      idempotencyKey: submissions.idempotencyKey,
      language: submissions.language,
      verifiedEmail: submissions.verifiedEmail,
      createdAt: submissions.createdAt,
      expiresAt: submissionEditLinks.expiresAt,
    })
    .from(submissionEditLinks)
    .innerJoin(submissions, eq(submissions.id, submissionEditLinks.submissionId))
    .innerJoin(forms, eq(forms.id, submissions.formId))
    .where(and(eq(submissionEditLinks.tokenHash, hashSecret(token))));
  if (!row || (input.slug !== undefined && row.slug !== input.slug)) return { status: "invalid" };
  if (row.expiresAt.getTime() <= (input.now ?? new Date()).getTime()) return { status: "expired" };
  return { status: "ok", target: { ...row, data: row.data as Record<string, unknown> } };
}

/**
 * How long an expired edit link is kept before the sweep deletes it: until
 * then it still says "This edit link has expired." (after, "not valid").
 */
export const EXPIRED_EDIT_LINK_KEPT_MS = 30 * DAY_MS;

/** Deletes edit links expired longer than {@link EXPIRED_EDIT_LINK_KEPT_MS} ago (the hourly purge); answers how many. */
export async function sweepEditLinks(db: Database, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - EXPIRED_EDIT_LINK_KEPT_MS);
  const gone = await db
    .delete(submissionEditLinks)
    .where(sql`${submissionEditLinks.expiresAt} <= ${before.toISOString()}::timestamptz`)
    .returning({ tokenHash: submissionEditLinks.tokenHash });
  return gone.length;
}

/**
 * A stored submission's result with a new edit link (`editPath`) when its
 * form has `editing` (issue 33 §4): what `submitForm` answers for answers it
 * stored, or stored before under the same key. Never for answers held for
 * spam review, which the caller does not pass here.
 *
 * @example
 * return withEditLink(db, { submissionId, fieldErrors: [] }, form);
 */
export async function withEditLink<T extends { submissionId: string | null }>(
  db: Database,
  result: T,
  form: { formId: string; slug: string; document: { editing?: { allowedForDays: number } } },
): Promise<T & { editPath?: string }> {
  const editing = form.document.editing;
  if (!editing || !result.submissionId) return result;
  const [row] = await db
    .select({ createdAt: submissions.createdAt })
    .from(submissions)
    .where(and(eq(submissions.id, result.submissionId), eq(submissions.formId, form.formId)));
  if (!row) return result;
  const token = await issueEditToken(db, {
    submissionId: result.submissionId,
    submittedAt: row.createdAt,
    allowedForDays: editing.allowedForDays,
  });
  return { ...result, editPath: editPath(form.slug, token) };
}

/**
 * The edit link a respondent's mailed copy carries (issue 33 §4): a new link
 * of its own (the confirmation's token is never stored in full), on the
 * public origin, or null when the form version has no `editing` or the
 * submission is gone.
 */
export async function mailedEditUrl(
  db: Database,
  input: {
    formId: string;
    submissionId: string;
    document: { editing?: { allowedForDays: number } };
    publicUrl: string;
  },
): Promise<string | null> {
  if (!input.document.editing) return null;
  const [form] = await db
    .select({ slug: forms.slug })
    .from(forms)
    .where(eq(forms.id, input.formId));
  if (!form) return null;
  const linked = await withEditLink(
    db,
    { submissionId: input.submissionId },
    { formId: input.formId, slug: form.slug, document: input.document },
  );
  return linked.editPath ? editUrlOf(input.publicUrl, linked.editPath) : null;
}
