import { and, eq, gt, lt, sql } from "drizzle-orm";
import { AUTH_MESSAGES } from "../../../features/admin/auth-messages";
import type { Database } from "../../db/database";
import { passwordResets } from "../../db/schema";
import { ServiceError } from "../errors";
import { deleteUserSessions } from "./sessions";
import { generateSecret, hashSecret } from "./tokens";
import { findUser, setPassword, type UserRecord } from "./users";

/** How long a reset link works. */
export const PASSWORD_RESET_LIFETIME_MS = 60 * 60 * 1000;

/** Path of the page a reset link opens; the token follows it. */
export const PASSWORD_RESET_PATH = "/reset/";

/** Message for a reset link that is unknown, used or expired. */
export const RESET_LINK_INVALID = AUTH_MESSAGES["reset-invalid"].text;

/**
 * Makes a one-time reset link for a user: the token is returned this once
 * (only its SHA-256 is stored), works for an hour, and replaces any earlier
 * link of that user.
 */
export async function createPasswordReset(
  db: Database,
  userId: string,
): Promise<{ token: string; path: string; expiresAt: Date; user: UserRecord }> {
  const user = await findUser(db, userId);
  if (!user) throw new ServiceError("NOT_FOUND", "User not found");
  const token = generateSecret();
  const expiresAt = new Date(Date.now() + PASSWORD_RESET_LIFETIME_MS);
  await db.transaction(async (tx) => {
    await tx.delete(passwordResets).where(eq(passwordResets.userId, user.id));
    await tx.insert(passwordResets).values({ id: hashSecret(token), userId: user.id, expiresAt });
  });
  return { token, path: `${PASSWORD_RESET_PATH}${token}`, expiresAt, user };
}

/**
 * Sets a new password with a reset token and uses the token up; every
 * session of the user ends (whoever held one may be who the reset shuts out).
 */
export async function resetPassword(
  db: Database,
  input: { token: string; password: string },
): Promise<UserRecord> {
  if (input.token.length < 20 || input.token.length > 100) {
    throw new ServiceError("NOT_FOUND", RESET_LINK_INVALID);
  }
  const id = hashSecret(input.token);
  // Spending the token and setting the password are one transaction: two
  // posts of one link cannot both count, and a refused password (too short)
  // rolls back, leaving the link working.
  const spent = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(passwordResets)
      .where(and(eq(passwordResets.id, id), gt(passwordResets.expiresAt, sql`now()`)))
      .returning({ userId: passwordResets.userId });
    if (!row) throw new ServiceError("NOT_FOUND", RESET_LINK_INVALID);
    await setPassword(tx as unknown as Database, { id: row.userId, password: input.password });
    return row;
  });
  await deleteUserSessions(db, { userId: spent.userId });
  const user = await findUser(db, spent.userId);
  if (!user) throw new ServiceError("NOT_FOUND", RESET_LINK_INVALID);
  return user;
}

/** Removes expired reset links. */
export async function deleteExpiredPasswordResets(db: Database): Promise<number> {
  const gone = await db
    .delete(passwordResets)
    .where(lt(passwordResets.expiresAt, sql`now()`))
    .returning({ id: passwordResets.id });
  return gone.length;
}
