import { and, eq, gt, lt, sql } from "drizzle-orm";
import { v7 as uuidv7 } from "uuid";
import { AUTH_MESSAGES } from "../../../lib/auth-messages";
import type { Database } from "../../db/database";
import { outbox, passwordResets, spentPasswordLinks } from "../../db/schema";
import { ServiceError } from "../errors";
import type { AccountMailPayload } from "../mail/account-mail";
import { emailAddressSchema } from "../mail/email-address";
import type { MailConfig } from "../mail/mailer";
import { queueMail } from "../mail/send-mail";
import { deleteUserSessions } from "./sessions";
import { generateSecret, hashSecret } from "./tokens";
import { findUser, normaliseEmail, setPassword, type UserRecord } from "./users";

/** How long a reset link works. */
export const PASSWORD_RESET_LIFETIME_MS = 60 * 60 * 1000;

/**
 * Days a used or expired link is remembered after it stopped working, so
 * that opening it again says which (see `password-link-status.ts`).
 */
export const LINK_MEMORY_DAYS = 30;

/** Path of the page a reset link opens; the token follows it. */
export const PASSWORD_RESET_PATH = "/reset/";

/** Message for a reset link that is unknown, used or expired. */
export const RESET_LINK_INVALID = AUTH_MESSAGES["reset-invalid"].text;

/** The answer of "Forgot your password?" on a server that cannot send mail. */
export const FORGOT_NOT_CONFIGURED =
  "Email is not configured on this server: ask an owner to reset your password";

/** What a one-time link is for: a reset, or an invitation to set a first password. */
export type PasswordLinkPurpose = "reset" | "invite";

/** A link just made; `token` is returned this once (only its SHA-256 is stored). */
export interface IssuedLink {
  token: string;
  path: string;
  expiresAt: Date;
  /** The outbox mail carrying it, when it was emailed. */
  mailId: string | null;
}

/**
 * Makes a one-time link for a user, replacing (voiding) every earlier link
 * of theirs, and queues the mail carrying it when `mail` is given. Run it in
 * a transaction with the caller's other writes.
 */
export async function issuePasswordLink(
  tx: Database,
  input: {
    userId: string;
    purpose: PasswordLinkPurpose;
    lifetimeMs: number;
    path: string;
    now: Date;
    /** Email the link to this address through the outbox. */
    mail?: { config: MailConfig | null; to: string; invitedBy?: string | null };
  },
): Promise<IssuedLink> {
  const token = generateSecret();
  const expiresAt = new Date(input.now.getTime() + input.lifetimeMs);
  const path = `${input.path}${token}`;
  await tx.delete(passwordResets).where(eq(passwordResets.userId, input.userId));
  let mailId: string | null = null;
  if (input.mail) {
    const payload: AccountMailPayload = {
      template: "account-link",
      purpose: input.purpose,
      to: [input.mail.to],
      path,
      expiresAt: expiresAt.toISOString(),
      invitedBy: input.mail.invitedBy ?? null,
    };
    mailId = (await queueMail(tx, { mail: input.mail.config, payload })).id;
  }
  await tx.insert(passwordResets).values({
    id: hashSecret(token),
    userId: input.userId,
    expiresAt,
    purpose: input.purpose,
    mailId,
  });
  return { token, path, expiresAt, mailId };
}

/**
 * Makes a one-time reset link for a user: the token is returned this once
 * (only its SHA-256 is stored), works for an hour, and replaces any earlier
 * link of that user. With `mail`, the link is emailed to the user instead
 * (through the outbox) and `token` is still returned to the caller only for
 * tests and the CLI; the API does not show it.
 */
export async function createPasswordReset(
  db: Database,
  userId: string,
  options: { mail?: MailConfig | null; now?: Date } = {},
): Promise<IssuedLink & { user: UserRecord }> {
  const user = await findUser(db, userId);
  if (!user) throw new ServiceError("NOT_FOUND", "User not found");
  const link = await db.transaction((tx) =>
    issuePasswordLink(tx as unknown as Database, {
      userId: user.id,
      purpose: "reset",
      lifetimeMs: PASSWORD_RESET_LIFETIME_MS,
      path: PASSWORD_RESET_PATH,
      now: options.now ?? new Date(),
      mail: options.mail === undefined ? undefined : { config: options.mail, to: user.email },
    }),
  );
  return { ...link, user };
}

/**
 * "Forgot your password?": emails a reset link when an account with a
 * password has this address, and does nothing otherwise; the caller answers
 * the same either way. Looking the account up, voiding its earlier links,
 * storing the new one and queueing the mail are one statement, so an address
 * with an account costs the same round trip as one without.
 *
 * @returns whether a mail was queued (for tests and logs, never for the asker)
 */
export async function requestPasswordReset(
  db: Database,
  input: { email: string; mail: MailConfig | null; now?: Date },
): Promise<boolean> {
  const email = normaliseEmail(input.email);
  // Refused before anything is looked up, whether an account exists or not.
  if (!input.mail) throw new ServiceError("BAD_USER_INPUT", FORGOT_NOT_CONFIGURED);
  // Core's rule is the sign-in rule; a mail also needs an address SMTP takes.
  if (!emailAddressSchema.safeParse(email).success) return false;
  const token = generateSecret();
  const now = input.now ?? new Date();
  const expiresAt = new Date(now.getTime() + PASSWORD_RESET_LIFETIME_MS);
  const mailId = uuidv7();
  const payload: AccountMailPayload = {
    template: "account-link",
    purpose: "reset",
    to: [email],
    path: `${PASSWORD_RESET_PATH}${token}`,
    expiresAt: expiresAt.toISOString(),
    invitedBy: null,
  };
  // Both drivers answer a raw statement with `{ rows }`.
  const result = (await db.execute(sql`with account as (
      select id from users where email = ${email} and password_hash is not null
    ), voided as (
      delete from password_resets where user_id in (select id from account)
    ), mail as (
      insert into ${outbox} (id, kind, event, payload)
      select ${mailId}::uuid, 'email', 'mail', ${JSON.stringify(payload)}::jsonb from account
      returning id
    ), link as (
      insert into ${passwordResets} (id, user_id, expires_at, purpose, mail_id)
      select ${hashSecret(token)}, account.id, ${expiresAt.toISOString()}::timestamptz, 'reset', mail.id
      from account cross join mail
      returning id
    )
    select count(*) as n from link`)) as unknown as { rows: Array<{ n: number | string }> };
  return Number(result.rows[0]?.n ?? 0) > 0;
}

/**
 * Sets a new password with a one-time link's token (a reset or an
 * invitation) and uses the token up, with every other link of the user;
 * every session of the user ends (whoever held one may be who the reset
 * shuts out).
 */
export async function resetPassword(
  db: Database,
  input: { token: string; password: string; now?: Date },
): Promise<UserRecord> {
  if (input.token.length < 20 || input.token.length > 100) {
    throw new ServiceError("NOT_FOUND", RESET_LINK_INVALID);
  }
  const id = hashSecret(input.token);
  const now = input.now ?? new Date();
  // Spending the token and setting the password are one transaction: two
  // posts of one link cannot both count, and a refused password (too short)
  // rolls back, leaving the link working.
  const spent = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(passwordResets)
      .where(and(eq(passwordResets.id, id), gt(passwordResets.expiresAt, now)))
      .returning({ userId: passwordResets.userId, purpose: passwordResets.purpose });
    if (!row) throw new ServiceError("NOT_FOUND", RESET_LINK_INVALID);
    await tx.delete(passwordResets).where(eq(passwordResets.userId, row.userId));
    // Remembered, so the link opened again says it was used.
    await tx
      .insert(spentPasswordLinks)
      .values({ id, purpose: row.purpose, spentAt: now })
      .onConflictDoNothing();
    await setPassword(tx as unknown as Database, { id: row.userId, password: input.password });
    return row;
  });
  await deleteUserSessions(db, { userId: spent.userId });
  const user = await findUser(db, spent.userId);
  if (!user) throw new ServiceError("NOT_FOUND", RESET_LINK_INVALID);
  return user;
}

/**
 * Forgets links that stopped working more than {@link LINK_MEMORY_DAYS}
 * days ago: expired ones (kept until then to say "expired" when opened; an
 * expired link never works) and used ones.
 */
export async function deleteExpiredPasswordResets(db: Database): Promise<number> {
  const before = sql`now() - make_interval(days => ${LINK_MEMORY_DAYS})`;
  const [gone] = await Promise.all([
    db
      .delete(passwordResets)
      .where(lt(passwordResets.expiresAt, before))
      .returning({ id: passwordResets.id }),
    db.delete(spentPasswordLinks).where(lt(spentPasswordLinks.spentAt, before)),
  ]);
  return gone.length;
}
