import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import {
  catalogueLanguageOf,
  type FieldBlock,
  fieldDocumentOf,
  getFieldBlocks,
  isFieldBlock,
  loadPageCatalogue,
  type PageCatalogue,
} from "@formwright/core";
import { and, desc, eq, isNull, lt, sql } from "drizzle-orm";
import { v7 as uuidv7 } from "uuid";
import type { Database } from "../../db/database";
import { emailVerifications, submissions } from "../../db/schema";
import { FORM_NOT_FOUND, RateLimitedError, ServiceError } from "../errors";
import { fillTokenSecret } from "../fill-token";
import { formLanguageOf } from "../form-language";
import { emailAddressSchema } from "../mail/email-address";
import { EMAIL_NOT_CONFIGURED, type MailConfig } from "../mail/mailer";
import { sendMail } from "../mail/send-mail";
import { getPublishedForm, type PublishedForm } from "../published-forms";
import type { Limiter } from "../rate-limits";

/** How long a mailed code works. */
export const EMAIL_CODE_TTL_MS = 10 * 60_000;
/** Wrong codes a respondent may enter; the next one is refused and the code is spent. */
export const EMAIL_CODE_MAX_ATTEMPTS = 5;
/** How long a verified address (the token the submit carries) stays good. */
export const EMAIL_VERIFIED_TTL_MS = 24 * 3_600_000;
/** Codes mailed to one address, per hour (every form). */
export const EMAIL_CODES_PER_ADDRESS_PER_HOUR = 5;
/** Codes asked for from one client address (IP), per hour (every form). */
export const EMAIL_CODES_PER_CLIENT_PER_HOUR = 20;

/** `extensions.reason` of a refused code (the error code is `BAD_USER_INPUT`). */
export type EmailCodeRefusal = "EMAIL_CODE_WRONG" | "EMAIL_CODE_EXPIRED" | "EMAIL_CODE_LOCKED";

/** The field error code of a submit whose address was not verified. */
export const EMAIL_NOT_VERIFIED = "EMAIL_NOT_VERIFIED";
/** The field error code of a verified address over `limits.perVerifiedEmail` (issue 33 §3). */
export const ALREADY_ANSWERED = "ALREADY_ANSWERED";

/** What `verifyEmailCode` answers: the token the submit carries. */
export interface EmailVerification {
  token: string;
  email: string;
  expiresAt: Date;
}

/** The rate limits of `requestEmailCode` (see {@link emailCodeLimiters}). */
export interface EmailCodeLimits {
  perAddress: Limiter;
  perClient: Limiter;
  clientAddress: string;
}

/**
 * The fields of a document whose address the respondent verifies (their
 * type's `verifiesEmailAddress`): top-level fields only.
 */
export function verifiedEmailFields(document: Parameters<typeof getFieldBlocks>[0]): FieldBlock[] {
  // Published documents are cached objects: read once per version, not per submit.
  const known = verifiedFieldsCache.get(document);
  if (known) return known;
  const fields = getFieldBlocks(document).filter(
    (block) => fieldDocumentOf(block.type).verifiesEmailAddress?.(block) === true,
  );
  verifiedFieldsCache.set(document, fields);
  return fields;
}

const verifiedFieldsCache = new WeakMap<object, FieldBlock[]>();

/**
 * Why a document's `verify` settings cannot be saved on this server: one
 * issue per block, by JSON path. A verified field needs mail (the code is
 * mailed), and one inside a group is not supported.
 *
 * @example
 * verifySettingIssues(document, null);
 * // [{ path: "blocks[2].verify", message: "verifying an address needs mail: set FORMWRIGHT_SMTP_URL and FORMWRIGHT_MAIL_FROM" }]
 */
export function verifySettingIssues(
  document: Parameters<typeof getFieldBlocks>[0],
  mail: MailConfig | null,
): Array<{ path: string; message: string }> {
  const issues: Array<{ path: string; message: string }> = [];
  document.blocks.forEach((block, index) => {
    if (!isFieldBlock(block)) return;
    const field: FieldBlock = block;
    if (fieldDocumentOf(field.type).verifiesEmailAddress?.(field) === true && !mail) {
      issues.push({
        path: `blocks[${index}].verify`,
        message:
          "verifying an address needs mail: set FORMWRIGHT_SMTP_URL and FORMWRIGHT_MAIL_FROM",
      });
    }
    if ("blocks" in field && Array.isArray(field.blocks)) {
      field.blocks.forEach((inner: FieldBlock, innerIndex: number) => {
        if (fieldDocumentOf(inner.type).verifiesEmailAddress?.(inner) === true) {
          issues.push({
            path: `blocks[${index}].blocks[${innerIndex}].verify`,
            message: "a field inside a group cannot be verified: move it out of the group",
          });
        }
      });
    }
  });
  return issues;
}

/**
 * The limiters of `requestEmailCode`, one pair per database (the counts are
 * shared by every instance, see rate-limits.ts).
 */
export function emailCodeLimiters(
  createLimiter: (options: { prefix: string; points: number; durationS: number }) => Limiter,
): { perAddress: Limiter; perClient: Limiter } {
  return {
    perAddress: createLimiter({
      prefix: "email-code-per-email",
      points: EMAIL_CODES_PER_ADDRESS_PER_HOUR,
      durationS: 3600,
    }),
    perClient: createLimiter({
      prefix: "email-code-per-client",
      points: EMAIL_CODES_PER_CLIENT_PER_HOUR,
      durationS: 3600,
    }),
  };
}

async function verifiedFieldOf(
  db: Database,
  input: { slug: string; field: string },
): Promise<{ form: PublishedForm; block: FieldBlock }> {
  const form = await getPublishedForm(db, input.slug);
  if (!form) throw new ServiceError("NOT_FOUND", FORM_NOT_FOUND);
  const block = verifiedEmailFields(form.document).find((b) => b.name === input.field);
  if (!block) {
    throw new ServiceError(
      "BAD_USER_INPUT",
      `field: ${input.field} is not a field of this form whose address is verified`,
    );
  }
  return { form, block };
}

function normalizedEmail(email: string): string {
  const parsed = emailAddressSchema.safeParse(email);
  if (!parsed.success) {
    throw new ServiceError(
      "BAD_USER_INPUT",
      `email: ${parsed.error.issues[0]?.message ?? "not a valid address"}`,
    );
  }
  return parsed.data.toLowerCase();
}

function codeHash(secret: string, id: string, code: string): string {
  return createHmac("sha256", secret).update(`email-code:${id}:${code}`).digest("base64url");
}

function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/**
 * The server's texts in a language (a BCP 47 tag): the shipped catalogue
 * nearest to it, English without one.
 */
function pageTextsIn(language: string | null | undefined): Promise<PageCatalogue> {
  return loadPageCatalogue(catalogueLanguageOf(language || "en"));
}

/** The mail with the code, in the respondent's language. */
export function emailCodeMail(
  input: { title: string; code: string },
  texts: PageCatalogue,
): { subject: string; text: string } {
  return {
    subject: texts.verifyMailSubject(input),
    text: texts.verifyMailText({ ...input, minutes: EMAIL_CODE_TTL_MS / 60_000 }),
  };
}

/**
 * Mails a 6-digit code to `email` for a verified field of the live form
 * (through the outbox). A new code replaces the address's earlier unused
 * ones for that field. Refused without mail, for an unknown form or field, a
 * bad address, and over the limits (per client address, per email address).
 */
export async function requestEmailCode(
  db: Database,
  input: {
    slug: string;
    field: string;
    email: string;
    /** The page's language (BCP 47): the mail is written in it when the form has it. */
    language?: string | null;
    mail: MailConfig | null;
    limits?: EmailCodeLimits;
    now?: number;
  },
): Promise<void> {
  if (!input.mail) throw new ServiceError("BAD_USER_INPUT", EMAIL_NOT_CONFIGURED);
  const { form } = await verifiedFieldOf(db, input);
  const email = normalizedEmail(input.email);
  if (input.limits) {
    for (const [limiter, key] of [
      [input.limits.perClient, input.limits.clientAddress],
      [input.limits.perAddress, email],
    ] as const) {
      const decision = await limiter.consume(key);
      if (!decision.allowed) throw new RateLimitedError(decision.retryAfterSeconds);
    }
  }
  const now = input.now ?? Date.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const id = uuidv7();
  const secret = await fillTokenSecret(db);
  const texts = await pageTextsIn(
    formLanguageOf(form.document, input.language) ?? form.document.language,
  );
  await db.transaction(async (tx) => {
    await tx
      .delete(emailVerifications)
      .where(
        and(
          eq(emailVerifications.formId, form.formId),
          eq(emailVerifications.field, input.field),
          eq(emailVerifications.email, email),
          isNull(emailVerifications.verifiedAt),
        ),
      );
    await tx.insert(emailVerifications).values({
      id,
      formId: form.formId,
      field: input.field,
      email,
      codeHash: codeHash(secret, id, code),
      createdAt: new Date(now),
      expiresAt: new Date(now + EMAIL_CODE_TTL_MS),
    });
    await sendMail(tx, {
      mail: input.mail,
      message: { to: [email], ...emailCodeMail({ title: form.document.title, code }, texts) },
    });
  });
}

function refused(reason: EmailCodeRefusal, message: string, details: object = {}): ServiceError {
  return new ServiceError("BAD_USER_INPUT", message, { reason, ...details });
}

/** The message of a code that expired (or was never asked for). */
export const EMAIL_CODE_EXPIRED_MESSAGE = "This code has expired: ask for a new one";
/** The message once the wrong code was entered {@link EMAIL_CODE_MAX_ATTEMPTS} times. */
export const EMAIL_CODE_LOCKED_MESSAGE = "Too many wrong codes: ask for a new one";

/**
 * Checks a code for `email` on a verified field of the live form. Right: the
 * address is verified, and the answer is a token the submit carries
 * (`submitForm(emailVerifications:)`), good for {@link EMAIL_VERIFIED_TTL_MS}.
 * Wrong: refused with how many tries are left; the fifth wrong one spends the
 * code. Only the newest code of the address works, for ten minutes.
 */
export async function verifyEmailCode(
  db: Database,
  input: { slug: string; field: string; email: string; code: string; now?: number },
): Promise<EmailVerification> {
  const { form } = await verifiedFieldOf(db, input);
  const email = normalizedEmail(input.email);
  const code = input.code.replace(/\s+/g, "");
  const now = input.now ?? Date.now();
  const [row] = await db
    .select()
    .from(emailVerifications)
    .where(
      and(
        eq(emailVerifications.formId, form.formId),
        eq(emailVerifications.field, input.field),
        eq(emailVerifications.email, email),
        isNull(emailVerifications.verifiedAt),
      ),
    )
    .orderBy(desc(emailVerifications.createdAt))
    .limit(1);
  if (!row || row.expiresAt.getTime() <= now) {
    throw refused("EMAIL_CODE_EXPIRED", EMAIL_CODE_EXPIRED_MESSAGE);
  }
  if (row.attempts >= EMAIL_CODE_MAX_ATTEMPTS) {
    throw refused("EMAIL_CODE_LOCKED", EMAIL_CODE_LOCKED_MESSAGE);
  }
  const expected = Buffer.from(row.codeHash);
  const given = Buffer.from(codeHash(await fillTokenSecret(db), row.id, code));
  if (!/^\d{6}$/.test(code) || !timingSafeEqual(expected, given)) {
    // Counted in the row, atomically: parallel guesses cannot pass the limit.
    const [counted] = await db
      .update(emailVerifications)
      .set({ attempts: sql`${emailVerifications.attempts} + 1` })
      .where(
        and(
          eq(emailVerifications.id, row.id),
          lt(emailVerifications.attempts, EMAIL_CODE_MAX_ATTEMPTS),
        ),
      )
      .returning({ attempts: emailVerifications.attempts });
    const left = EMAIL_CODE_MAX_ATTEMPTS - (counted?.attempts ?? EMAIL_CODE_MAX_ATTEMPTS);
    if (left <= 0) throw refused("EMAIL_CODE_LOCKED", EMAIL_CODE_LOCKED_MESSAGE);
    throw refused(
      "EMAIL_CODE_WRONG",
      `That code is not right: ${left} ${left === 1 ? "try" : "tries"} left`,
      { triesLeft: left },
    );
  }
  const token = randomBytes(32).toString("base64url");
  const [done] = await db
    .update(emailVerifications)
    .set({ verifiedAt: new Date(now), tokenHash: tokenHash(token) })
    .where(
      and(
        eq(emailVerifications.id, row.id),
        isNull(emailVerifications.verifiedAt),
        lt(emailVerifications.attempts, EMAIL_CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({ id: emailVerifications.id });
  if (!done) throw refused("EMAIL_CODE_EXPIRED", EMAIL_CODE_EXPIRED_MESSAGE);
  return { token, email, expiresAt: new Date(now + EMAIL_VERIFIED_TTL_MS) };
}

/** The message under a verified field whose address was not verified. */
export function notVerifiedMessage(label: string, texts: PageCatalogue): string {
  return texts.verifyNotConfirmed({ label });
}

/**
 * Checks the verified fields of the answers: each answered one needs a token
 * (from `verifyEmailCode`) for this form, field and address, verified within
 * {@link EMAIL_VERIFIED_TTL_MS}. Answers the field errors (code
 * `EMAIL_NOT_VERIFIED`) and the verified address (the first verified field's)
 * to store with the submission.
 */
export async function checkVerifiedEmails(
  db: Database,
  input: {
    form: Pick<PublishedForm, "formId" | "document">;
    values: Record<string, unknown>;
    tokens: readonly string[] | null | undefined;
    /** The submit's idempotency key: its own earlier row (a retry) is not counted against the limit. */
    idempotencyKey?: string;
    /** The answers' language (BCP 47, as the submit names it): messages come in it. */
    language?: string | null;
    now?: number;
  },
): Promise<{
  fieldErrors: Array<{ name: string; message: string; code: string }>;
  verifiedEmail: string | null;
}> {
  const fields = verifiedEmailFields(input.form.document);
  const fieldErrors: Array<{ name: string; message: string; code: string }> = [];
  let verifiedEmail: string | null = null;
  if (fields.length === 0) return { fieldErrors, verifiedEmail };
  const hashes = [...new Set((input.tokens ?? []).slice(0, 20).map((t) => tokenHash(t.trim())))];
  const now = input.now ?? Date.now();
  const rows =
    hashes.length === 0
      ? []
      : await db
          .select({
            field: emailVerifications.field,
            email: emailVerifications.email,
            verifiedAt: emailVerifications.verifiedAt,
            tokenHash: emailVerifications.tokenHash,
          })
          .from(emailVerifications)
          .where(
            and(
              eq(emailVerifications.formId, input.form.formId),
              sql`${emailVerifications.tokenHash} in (${sql.join(
                hashes.map((h) => sql`${h}`),
                sql`, `,
              )})`,
            ),
          );
  for (const block of fields) {
    const answer = input.values[block.name];
    if (typeof answer !== "string" || answer.trim() === "") continue;
    const email = answer.trim().toLowerCase();
    const ok = rows.some(
      (row) =>
        row.field === block.name &&
        row.email === email &&
        row.verifiedAt !== null &&
        row.verifiedAt.getTime() + EMAIL_VERIFIED_TTL_MS > now,
    );
    if (ok) {
      verifiedEmail ??= email;
    } else {
      fieldErrors.push({
        name: block.name,
        message: notVerifiedMessage(
          block.label,
          await pageTextsIn(input.language ?? input.form.document.language),
        ),
        code: EMAIL_NOT_VERIFIED,
      });
    }
  }
  const perPerson = input.form.document.limits?.perVerifiedEmail;
  if (perPerson !== undefined && verifiedEmail !== null && fieldErrors.length === 0) {
    // A quick answer before any work; checked again under a lock where the
    // submission is stored (overVerifiedLimit), as two submits may be here at once.
    const over = await overVerifiedLimit(db, {
      formId: input.form.formId,
      email: verifiedEmail,
      limit: perPerson,
      idempotencyKey: input.idempotencyKey ?? "",
    });
    if (over)
      fieldErrors.push(alreadyAnsweredError(input.form.document, input.values, verifiedEmail));
  }
  return { fieldErrors, verifiedEmail };
}

/**
 * Whether `email` has answered the form `limit` times already (its own
 * earlier row under `idempotencyKey`, a retry, not counted). Inside a
 * transaction it first takes a transaction-scoped advisory lock on form and
 * address, so two submits by one address count one after the other: the
 * second counts once the first has committed (`limits.perVerifiedEmail`).
 */
export async function overVerifiedLimit(
  db: Database,
  input: { formId: string; email: string; limit: number; idempotencyKey: string; lock?: boolean },
): Promise<boolean> {
  if (input.lock) {
    await db.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`per-verified-email:${input.formId}:${input.email}`}::text, 0))`,
    );
  }
  const earlier = await db.$count(
    submissions,
    and(
      eq(submissions.formId, input.formId),
      eq(submissions.verifiedEmail, input.email),
      sql`${submissions.idempotencyKey} <> ${input.idempotencyKey}`,
    ),
  );
  return earlier >= input.limit;
}

/** The field error of an address over `limits.perVerifiedEmail`, at the field that holds it. */
export function alreadyAnsweredError(
  document: PublishedForm["document"],
  values: Record<string, unknown>,
  email: string,
): { name: string; message: string; code: string } {
  const fields = verifiedEmailFields(document);
  const field = fields.find((block) => {
    const answer = values[block.name];
    return typeof answer === "string" && answer.trim().toLowerCase() === email;
  });
  return {
    name: field?.name ?? fields[0]?.name ?? "",
    message: alreadyAnsweredMessage(email, document.limits?.perVerifiedEmail ?? 1),
    code: ALREADY_ANSWERED,
  };
}

/** The message of a verified address that has answered as often as `limits.perVerifiedEmail` allows. */
export function alreadyAnsweredMessage(email: string, times: number): string {
  return times === 1
    ? `${email} has already answered this form`
    : `${email} has already answered this form ${times} times`;
}

/** Deletes codes and verifications past use (called with the hourly sweeps). */
export async function sweepEmailVerifications(db: Database, now = Date.now()): Promise<number> {
  const deleted = await db
    .delete(emailVerifications)
    // A verified row lives as long as its token (24 hours from the check); any other a day.
    .where(
      sql`coalesce(${emailVerifications.verifiedAt}, ${emailVerifications.createdAt}) < ${new Date(now - EMAIL_VERIFIED_TTL_MS)}`,
    )
    .returning({ id: emailVerifications.id });
  return deleted.length;
}
