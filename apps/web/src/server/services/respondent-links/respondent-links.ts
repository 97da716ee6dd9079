import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { v7 as uuidv7 } from "uuid";
import type { Database } from "../../db/database";
import { forms, respondentLinks } from "../../db/schema";
import { ServiceError } from "../errors";
import { emailAddressSchema } from "../mail/email-address";
import { UUID } from "../submissions/uuid-shape";

/** Most links one `createRespondentLinks` makes. */
export const MAX_LINKS_PER_CALL = 1000;

/** The query parameter of a single-use link: `/f/<slug>?invite=<token>`. */
export const INVITE_PARAM = "invite";

/** The submit error code of a link that has already taken its submission. */
export const INVITE_USED = "INVITE_USED";
/** The submit error code of an unknown or revoked link. */
export const INVITE_INVALID = "INVITE_INVALID";
/** The submit error code of a form with `limits.invitesOnly` sent without a link. */
export const INVITE_REQUIRED = "INVITE_REQUIRED";

/** What the respondent reads about a link that takes no answers. */
export const INVITE_MESSAGES = {
  used: "This invitation link has already been used.",
  revoked: "This invitation link has been revoked.",
  unknown: "This invitation link is not valid.",
  required: "This form takes answers only through an invitation link.",
} as const;

/** Where a link stands. */
export type RespondentLinkStatus = "valid" | "used" | "revoked" | "unknown";

/** A single-use link as the editor sees it; `url` only in the answer that made it. */
export interface RespondentLink {
  id: string;
  url: string | null;
  email: string | null;
  createdAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
  submissionId: string | null;
}

/** The stored hash of a link's token (sha256, as the other tokens of respondents). */
export function inviteTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** A new token: 192 random bits, url-safe. */
function newToken(): string {
  return randomBytes(24).toString("base64url");
}

/** The token as given, when it has a token's shape (else it cannot be one of ours). */
function tokenShape(token: string | null | undefined): string | null {
  const trimmed = token?.trim() ?? "";
  return /^[A-Za-z0-9_-]{16,128}$/.test(trimmed) ? trimmed : null;
}

async function formSlugOf(db: Database, formId: string): Promise<string> {
  if (!UUID.test(formId)) throw new ServiceError("NOT_FOUND", "Form not found");
  const [row] = await db.select({ slug: forms.slug }).from(forms).where(eq(forms.id, formId));
  if (!row) throw new ServiceError("NOT_FOUND", "Form not found");
  return row.slug;
}

/** The addresses to make links for: trimmed, lower case, each once; refused when one is not an address. */
function addressesOf(emails: readonly string[]): string[] {
  const addresses = new Set<string>();
  for (const [index, email] of emails.entries()) {
    const parsed = emailAddressSchema.safeParse(email.trim());
    if (!parsed.success) {
      throw new ServiceError(
        "BAD_USER_INPUT",
        `emails[${index}]: "${email.slice(0, 100)}" is not an email address`,
      );
    }
    addresses.add(parsed.data.toLowerCase());
  }
  return [...addresses];
}

/**
 * Makes single-use links for a form (issue 33 §3): `count` anonymous ones, or
 * one per address of `emails` (an address listed twice gets one link). Only
 * each token's hash is stored, so the answer is the only place the urls are.
 */
export async function createRespondentLinks(
  db: Database,
  input: {
    formId: string;
    count?: number | null;
    emails?: readonly string[] | null;
    /** The site's public origin, e.g. `https://forms.example.com`. */
    publicUrl: string;
  },
): Promise<RespondentLink[]> {
  const hasCount = input.count !== null && input.count !== undefined;
  const hasEmails = input.emails !== null && input.emails !== undefined;
  if (hasCount === hasEmails) {
    throw new ServiceError(
      "BAD_USER_INPUT",
      "Give either count (anonymous links) or emails (one link per address), not both and not neither",
    );
  }
  const count = input.count ?? 0;
  if (hasCount && (!Number.isInteger(count) || count < 1 || count > MAX_LINKS_PER_CALL)) {
    throw new ServiceError(
      "BAD_USER_INPUT",
      `count: must be a whole number from 1 to ${MAX_LINKS_PER_CALL}, got ${count}`,
    );
  }
  const emails = hasEmails ? addressesOf(input.emails ?? []) : [];
  if (hasEmails && emails.length === 0) {
    throw new ServiceError("BAD_USER_INPUT", "emails: give at least one address");
  }
  if (emails.length > MAX_LINKS_PER_CALL) {
    throw new ServiceError(
      "BAD_USER_INPUT",
      `emails: at most ${MAX_LINKS_PER_CALL} addresses at a time, got ${emails.length}`,
    );
  }
  const slug = await formSlugOf(db, input.formId);
  const recipients: Array<string | null> = hasEmails ? emails : Array(count).fill(null);
  const made = recipients.map((email) => ({ id: uuidv7(), token: newToken(), email }));
  const rows = await db
    .insert(respondentLinks)
    .values(
      made.map((link) => ({
        id: link.id,
        formId: input.formId,
        tokenHash: inviteTokenHash(link.token),
        email: link.email,
      })),
    )
    .returning();
  const tokens = new Map(made.map((link) => [link.id, link.token]));
  return rows
    .map((row) => ({
      ...toLink(row),
      url: `${input.publicUrl}/f/${encodeURIComponent(slug)}?${INVITE_PARAM}=${tokens.get(row.id)}`,
    }))
    .sort((a, b) => a.id.localeCompare(b.id));
}

function toLink(row: typeof respondentLinks.$inferSelect): RespondentLink {
  return {
    id: row.id,
    url: null,
    email: row.email,
    createdAt: row.createdAt,
    usedAt: row.usedAt,
    revokedAt: row.revokedAt,
    submissionId: row.submissionId,
  };
}

/** A form's links, oldest first (their urls are not kept: `url` is null). */
export async function listRespondentLinks(db: Database, formId: string): Promise<RespondentLink[]> {
  await formSlugOf(db, formId);
  const rows = await db
    .select()
    .from(respondentLinks)
    .where(eq(respondentLinks.formId, formId))
    .orderBy(asc(respondentLinks.createdAt), asc(respondentLinks.id));
  return rows.map(toLink);
}

/**
 * Revokes a link: it takes no submission from now on (a submission it took
 * stays). Revoking it again changes nothing. Unknown: NOT_FOUND.
 */
export async function revokeRespondentLink(db: Database, id: string): Promise<RespondentLink> {
  const notFound = new ServiceError("NOT_FOUND", "Respondent link not found");
  if (!UUID.test(id)) throw notFound;
  await db
    .update(respondentLinks)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(respondentLinks.id, id), isNull(respondentLinks.revokedAt)));
  const [row] = await db.select().from(respondentLinks).where(eq(respondentLinks.id, id));
  if (!row) throw notFound;
  return toLink(row);
}

/**
 * Where the link `token` of the form stands, for the page (before the
 * respondent types anything) and for a submit. `idempotencyKey`: a used link
 * whose submission has this key is `valid` (the retry of that submission).
 */
export async function respondentLinkStatus(
  db: Database,
  input: { formId: string; token: string | null | undefined; idempotencyKey?: string },
): Promise<RespondentLinkStatus> {
  const token = tokenShape(input.token);
  if (!token) return "unknown";
  const result = (await db.execute(sql`
    select l.used_at, l.revoked_at, s.idempotency_key
    from respondent_links l left join submissions s on s.id = l.submission_id
    where l.token_hash = ${inviteTokenHash(token)} and l.form_id = ${input.formId}::uuid`)) as unknown as {
    rows: Array<{ used_at: unknown; revoked_at: unknown; idempotency_key: string | null }>;
  };
  const row = result.rows[0];
  if (!row) return "unknown";
  if (row.used_at !== null) {
    return input.idempotencyKey !== undefined && row.idempotency_key === input.idempotencyKey
      ? "valid"
      : "used";
  }
  return row.revoked_at !== null ? "revoked" : "valid";
}

/** The same, by the form's slug (the public page). Unknown form: `unknown`. */
export async function respondentLinkStatusBySlug(
  db: Database,
  input: { slug: string; token: string },
): Promise<RespondentLinkStatus> {
  const [form] = await db.select({ id: forms.id }).from(forms).where(eq(forms.slug, input.slug));
  if (!form) return "unknown";
  return respondentLinkStatus(db, { formId: form.id, token: input.token });
}

/**
 * Takes the link for the submission just stored, in the transaction that
 * stored it: true when it was unused and not revoked. Two transactions taking
 * one link: the second waits for the first's row lock and then finds it used.
 */
export async function claimRespondentLink(
  tx: Database,
  input: { formId: string; token: string; submissionId: string },
): Promise<boolean> {
  const taken = await tx
    .update(respondentLinks)
    .set({ usedAt: sql`now()`, submissionId: input.submissionId })
    .where(
      and(
        eq(respondentLinks.tokenHash, inviteTokenHash(input.token.trim())),
        eq(respondentLinks.formId, input.formId),
        isNull(respondentLinks.usedAt),
        isNull(respondentLinks.revokedAt),
      ),
    )
    .returning({ id: respondentLinks.id });
  return taken.length > 0;
}

/**
 * A person's request (`deleteRespondentData`): the links made for `email`
 * forget it. They keep working (a used one stays used), as anonymous links.
 */
export async function forgetLinkAddress(db: Database, email: string): Promise<number> {
  const forgotten = await db
    .update(respondentLinks)
    .set({ email: null })
    .where(eq(respondentLinks.email, email))
    .returning({ id: respondentLinks.id });
  return forgotten.length;
}

/** The error a submit gets for a link in `status` (not `valid`). */
export function inviteRefusal(status: Exclude<RespondentLinkStatus, "valid"> | "required") {
  if (status === "used") return new ServiceError(INVITE_USED, INVITE_MESSAGES.used);
  if (status === "required") return new ServiceError(INVITE_REQUIRED, INVITE_MESSAGES.required);
  return new ServiceError(INVITE_INVALID, INVITE_MESSAGES[status]);
}
