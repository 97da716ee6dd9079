import { EMAIL_MAX_LENGTH, isEmailAddress } from "@formwright/core";
import { hash, verify } from "@node-rs/argon2";
import { asc, count, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { users } from "../../db/schema";
import { ServiceError } from "../errors";
import type { Role } from "./roles";

/** A user as the API shows it: never the password hash. */
export interface UserRecord {
  id: string;
  email: string;
  role: Role;
  createdAt: Date;
  /** Invited and has not set a password yet: cannot sign in. */
  isPending: boolean;
}

/** Shortest password accepted (NIST SP 800-63B minimum). */
export const PASSWORD_MIN_LENGTH = 8;
/** Longest password accepted, to bound hashing work. */
export const PASSWORD_MAX_LENGTH = 256;

function toRecord(row: typeof users.$inferSelect): UserRecord {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    createdAt: row.createdAt,
    isPending: row.passwordHash === null,
  };
}

/** The one email definition (core's, as the form's `email` rule), capped before anything reads it. */
export function normaliseEmail(email: string): string {
  // Room for surrounding spaces, but never a megabyte to trim.
  const trimmed = email.length > EMAIL_MAX_LENGTH * 2 ? "" : email.trim().toLowerCase();
  if (!isEmailAddress(trimmed)) {
    throw new ServiceError("BAD_USER_INPUT", "Enter a valid email address");
  }
  return trimmed;
}

function checkPassword(password: string): void {
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw new ServiceError(
      "BAD_USER_INPUT",
      `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
    );
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    throw new ServiceError(
      "BAD_USER_INPUT",
      `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
    );
  }
}

/** How many users exist; `/setup` is open only while this is 0. */
export async function countUsers(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return Number(row?.n ?? 0);
}

/** Creates a user with an argon2id password hash. */
export async function createUser(
  db: Database,
  input: { email: string; password: string; role: Role },
): Promise<UserRecord> {
  const email = normaliseEmail(input.email);
  checkPassword(input.password);
  const passwordHash = await hash(input.password);
  const [row] = await db
    .insert(users)
    .values({ email, passwordHash, role: input.role })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!row) throw new ServiceError("CONFLICT", `A user with the email ${email} already exists`);
  return toRecord(row);
}

// Verifying against a real hash when the email is unknown keeps the answer
// time the same, so response times do not reveal which emails have accounts.
let dummyHash: Promise<string> | undefined;

/** The user with these credentials, or null. */
export async function verifyCredentials(
  db: Database,
  input: { email: string; password: string },
): Promise<UserRecord | null> {
  const email = input.email.trim().toLowerCase();
  const [row] = await db.select().from(users).where(eq(users.email, email));
  // An invited user without a password yet cannot sign in, like an unknown one.
  if (!row?.passwordHash || input.password.length > PASSWORD_MAX_LENGTH) {
    dummyHash ??= hash("formwright-timing-equaliser");
    await verify(await dummyHash, input.password.slice(0, PASSWORD_MAX_LENGTH));
    return null;
  }
  return (await verify(row.passwordHash, input.password)) ? toRecord(row) : null;
}

/** Every user, oldest first. */
export async function listUsers(db: Database): Promise<UserRecord[]> {
  const rows = await db.select().from(users).orderBy(asc(users.createdAt), asc(users.email));
  return rows.map(toRecord);
}

/** One user by id, or null. */
export async function findUser(db: Database, id: string): Promise<UserRecord | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ? toRecord(row) : null;
}

/**
 * Runs `work` in a transaction that first locks every owner row (SELECT ...
 * FOR UPDATE) and hands it the ids of the owners. Two owners demoting or
 * deleting each other at once are thereby served one after the other, and
 * the second sees what the first left.
 */
async function withOwnersLocked<T>(
  db: Database,
  work: (tx: Database, ownerIds: string[]) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const owners = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, "owner"))
      .for("update");
    return work(
      tx as unknown as Database,
      owners.map((o) => o.id),
    );
  });
}

/** Message when the only owner would stop being one. */
export const ONLY_OWNER_DEMOTE =
  "The last owner cannot be given another role: make another user an owner first";
/** Message when the only owner would be deleted. */
export const ONLY_OWNER_DELETE =
  "The last owner cannot be deleted: make another user an owner first";

/** Changes a user's role; the only owner cannot be demoted, even by two requests at once. */
export async function changeUserRole(
  db: Database,
  input: { id: string; role: Role },
): Promise<UserRecord> {
  if (!/^[0-9a-f-]{36}$/i.test(input.id)) throw new ServiceError("NOT_FOUND", "User not found");
  return withOwnersLocked(db, async (tx, ownerIds) => {
    const isOwner = ownerIds.includes(input.id);
    if (isOwner && input.role !== "owner" && ownerIds.length <= 1) {
      throw new ServiceError("BAD_USER_INPUT", ONLY_OWNER_DEMOTE);
    }
    const [row] = await tx
      .update(users)
      .set({ role: input.role })
      .where(eq(users.id, input.id))
      .returning();
    if (!row) throw new ServiceError("NOT_FOUND", "User not found");
    return toRecord(row);
  });
}

/** Deletes a user and their sessions; the only owner cannot be deleted. */
export async function deleteUser(db: Database, id: string): Promise<void> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new ServiceError("NOT_FOUND", "User not found");
  await withOwnersLocked(db, async (tx, ownerIds) => {
    if (ownerIds.includes(id) && ownerIds.length <= 1) {
      throw new ServiceError("BAD_USER_INPUT", ONLY_OWNER_DELETE);
    }
    const gone = await tx.delete(users).where(eq(users.id, id)).returning({ id: users.id });
    if (gone.length === 0) throw new ServiceError("NOT_FOUND", "User not found");
  });
}

/** Sets a new password (checked for length first). */
export async function setPassword(db: Database, input: { id: string; password: string }) {
  checkPassword(input.password);
  const passwordHash = await hash(input.password);
  await db.update(users).set({ passwordHash }).where(eq(users.id, input.id));
}

/** Message when the current password given to change it is wrong. */
export const CURRENT_PASSWORD_WRONG = "Your current password is incorrect";

/**
 * Changes a signed-in user's own password after checking the current one.
 * Ending their other sessions is the caller's part (see `changeOwnPassword`).
 */
export async function changePassword(
  db: Database,
  input: { id: string; currentPassword: string; newPassword: string },
): Promise<void> {
  checkPassword(input.newPassword);
  const [row] = await db.select().from(users).where(eq(users.id, input.id));
  if (!row) throw new ServiceError("NOT_FOUND", "User not found");
  const isCurrent =
    row.passwordHash !== null &&
    input.currentPassword.length <= PASSWORD_MAX_LENGTH &&
    (await verify(row.passwordHash, input.currentPassword));
  if (!isCurrent) throw new ServiceError("BAD_USER_INPUT", CURRENT_PASSWORD_WRONG);
  await setPassword(db, { id: input.id, password: input.newPassword });
}

/** One user by email (any case), or null. */
export async function findUserByEmail(db: Database, email: string): Promise<UserRecord | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return row ? toRecord(row) : null;
}

/** Names the advisory lock that serialises first-owner creation (any 31-bit number). */
const FIRST_OWNER_LOCK_ID = 720_311_002;

/**
 * Creates the first owner, atomically: when two setups race (on one instance
 * or several), or a user already exists, it returns null and creates
 * nothing. A transaction-scoped advisory lock serialises the check and the
 * insert; the second setup then sees the first one's owner.
 */
export async function createFirstOwner(
  db: Database,
  input: { email: string; password: string },
): Promise<UserRecord | null> {
  const email = normaliseEmail(input.email);
  checkPassword(input.password);
  const passwordHash = await hash(input.password);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_OWNER_LOCK_ID})`);
    const [existing] = await tx.select({ id: users.id }).from(users).limit(1);
    if (existing) return null;
    const [row] = await tx.insert(users).values({ email, passwordHash, role: "owner" }).returning();
    return row ? toRecord(row) : null;
  });
}
