import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "../../db/database";
import { outbox, passwordResets, users } from "../../db/schema";
import { ServiceError } from "../errors";
import type { MailConfig } from "../mail/mailer";
import { type IssuedLink, issuePasswordLink, type PasswordLinkPurpose } from "./password-resets";
import type { Role } from "./roles";
import { findUser, normaliseEmail, type UserRecord } from "./users";

/** How long an invitation link works: 72 hours. */
export const INVITE_LIFETIME_MS = 72 * 60 * 60 * 1000;

/** Path of the page an invitation link opens; the token follows it. */
export const INVITE_PATH = "/invite/";

/** An invitation just made. */
export interface Invitation extends IssuedLink {
  user: UserRecord;
  /** Whether the link was queued to be emailed (email configured). */
  isEmailed: boolean;
}

/**
 * Invites someone by email: creates their account without a password (they
 * cannot sign in yet) and a one-time link, valid 72 hours, that sets it.
 * With email configured the link is queued to be mailed to them; otherwise
 * the caller shows it once. Inviting a user who is still pending issues a new
 * link (the old one stops working) with the role given; inviting someone
 * who already has a password is refused.
 *
 * @example
 * const invite = await inviteUser(db, { email: "ed@example.com", role: "editor", mail: config.mail, invitedBy: "owner@example.com" });
 */
export async function inviteUser(
  db: Database,
  input: {
    email: string;
    role: Role;
    mail: MailConfig | null;
    invitedBy: string | null;
    now?: Date;
  },
): Promise<Invitation> {
  const email = normaliseEmail(input.email);
  const now = input.now ?? new Date();
  const { userId, link } = await db.transaction(async (raw) => {
    const tx = raw as unknown as Database;
    const [created] = await tx
      .insert(users)
      .values({ email, passwordHash: null, role: input.role })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    let id = created?.id;
    if (!id) {
      const [pending] = await tx
        .update(users)
        .set({ role: input.role })
        .where(and(eq(users.email, email), isNull(users.passwordHash)))
        .returning({ id: users.id });
      if (!pending) {
        throw new ServiceError("CONFLICT", `A user with the email ${email} already exists`);
      }
      id = pending.id;
    }
    const issued = await issuePasswordLink(tx, {
      userId: id,
      purpose: "invite",
      lifetimeMs: INVITE_LIFETIME_MS,
      path: INVITE_PATH,
      now,
      mail: input.mail ? { config: input.mail, to: email, invitedBy: input.invitedBy } : undefined,
    });
    return { userId: id, link: issued };
  });
  const user = await findUser(db, userId);
  if (!user) throw new ServiceError("NOT_FOUND", "User not found");
  return { ...link, user, isEmailed: link.mailId !== null };
}

/** A user's outstanding one-time link, as the users page shows it (never the token). */
export interface PasswordLinkState {
  purpose: PasswordLinkPurpose;
  expiresAt: Date;
  /** The mail that carries it, or null when it was shown to an owner instead. */
  mail: { status: "pending" | "delivered" | "failed"; lastError: string | null } | null;
}

/** The outstanding link of each of these users (at most one each), by user id. */
export async function passwordLinksOf(
  db: Database,
  userIds: readonly string[],
): Promise<Map<string, PasswordLinkState>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      userId: passwordResets.userId,
      purpose: passwordResets.purpose,
      expiresAt: passwordResets.expiresAt,
      mailStatus: outbox.status,
      mailError: outbox.lastError,
    })
    .from(passwordResets)
    .leftJoin(outbox, eq(outbox.id, passwordResets.mailId))
    .where(inArray(passwordResets.userId, [...userIds]))
    .orderBy(desc(passwordResets.createdAt));
  const links = new Map<string, PasswordLinkState>();
  for (const row of rows) {
    if (links.has(row.userId)) continue;
    links.set(row.userId, {
      purpose: row.purpose,
      expiresAt: row.expiresAt,
      mail: row.mailStatus
        ? {
            status: row.mailStatus as "pending" | "delivered" | "failed",
            lastError: row.mailError,
          }
        : null,
    });
  }
  return links;
}
