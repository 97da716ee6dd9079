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
}

/** Shortest password accepted (NIST SP 800-63B minimum). */
export const PASSWORD_MIN_LENGTH = 8;
/** Longest password accepted, to bound hashing work. */
export const PASSWORD_MAX_LENGTH = 256;

function toRecord(row: typeof users.$inferSelect): UserRecord {
  return { id: row.id, email: row.email, role: row.role, createdAt: row.createdAt };
}

/** The one email definition (core's, as the form's `email` rule), capped before anything reads it. */
function normaliseEmail(email: string): string {
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
  if (!row || input.password.length > PASSWORD_MAX_LENGTH) {
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

async function ownerCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.role, "owner"));
  return Number(row?.n ?? 0);
}

/** Changes a user's role; the last owner cannot be demoted. */
export async function changeUserRole(
  db: Database,
  input: { id: string; role: Role },
): Promise<UserRecord> {
  const user = await findUser(db, input.id);
  if (!user) throw new ServiceError("NOT_FOUND", "User not found");
  if (user.role === "owner" && input.role !== "owner" && (await ownerCount(db)) <= 1) {
    throw new ServiceError("BAD_USER_INPUT", "The last owner cannot be given another role");
  }
  const [row] = await db
    .update(users)
    .set({ role: input.role })
    .where(eq(users.id, input.id))
    .returning();
  if (!row) throw new ServiceError("NOT_FOUND", "User not found");
  return toRecord(row);
}

/** Deletes a user and their sessions; the last owner cannot be deleted. */
export async function deleteUser(db: Database, id: string): Promise<void> {
  const user = await findUser(db, id);
  if (!user) throw new ServiceError("NOT_FOUND", "User not found");
  if (user.role === "owner" && (await ownerCount(db)) <= 1) {
    throw new ServiceError("BAD_USER_INPUT", "The last owner cannot be deleted");
  }
  await db.delete(users).where(eq(users.id, id));
}

/** Sets a new password. */
export async function setPassword(db: Database, input: { id: string; password: string }) {
  checkPassword(input.password);
  const passwordHash = await hash(input.password);
  await db.update(users).set({ passwordHash }).where(eq(users.id, input.id));
}

/**
 * Creates the first owner, atomically: when two setups race, or a user
 * already exists, it returns null and creates nothing.
 */
export async function createFirstOwner(
  db: Database,
  input: { email: string; password: string },
): Promise<UserRecord | null> {
  const email = normaliseEmail(input.email);
  checkPassword(input.password);
  const passwordHash = await hash(input.password);
  type Row = { id: string; email: string; role: Role; created_at: string | Date };
  // Both drivers answer a raw statement with `{ rows }`.
  const result = (await db.execute(
    sql`insert into users (email, password_hash, role)
        select ${email}, ${passwordHash}, 'owner'
        where not exists (select 1 from users)
        returning id, email, role, created_at`,
  )) as unknown as { rows: Row[] };
  const row = result.rows[0];
  if (!row) return null;
  return { id: row.id, email: row.email, role: row.role, createdAt: new Date(row.created_at) };
}
