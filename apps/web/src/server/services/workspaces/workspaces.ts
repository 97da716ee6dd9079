import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { apiKeys, forms, uploads, users, workspaceMembers, workspaces } from "../../db/schema";
import type { Role } from "../auth/roles";
import { normaliseEmail } from "../auth/users";
import { ServiceError } from "../errors";

/** A workspace as the API shows it. */
export interface WorkspaceRecord {
  id: string;
  name: string;
  createdAt: Date;
}

/** A member of a workspace, with their role there. */
export interface WorkspaceMemberRecord {
  workspaceId: string;
  userId: string;
  email: string;
  role: Role;
  createdAt: Date;
}

/** Longest workspace name accepted. */
export const WORKSPACE_NAME_MAX_LENGTH = 100;

/** The message for a workspace id that names none. */
export const WORKSPACE_NOT_FOUND = "Workspace not found";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` can name a row (a UUID); anything else must not reach the database as one. */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}

function checkName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length === 0 || trimmed.length > WORKSPACE_NAME_MAX_LENGTH) {
    throw new ServiceError(
      "BAD_USER_INPUT",
      `Name the workspace (1 to ${WORKSPACE_NAME_MAX_LENGTH} characters)`,
    );
  }
  return trimmed;
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === "23505" || e?.cause?.code === "23505";
}

function nameTaken(name: string): ServiceError {
  return new ServiceError("CONFLICT", `A workspace named "${name}" already exists`);
}

/** Workspaces by name; `ids` null lists every one, an array only those. */
export async function listWorkspaces(
  db: Database,
  ids: readonly string[] | null,
): Promise<WorkspaceRecord[]> {
  if (ids && ids.length === 0) return [];
  return db
    .select()
    .from(workspaces)
    .where(ids ? inArray(workspaces.id, [...ids]) : undefined)
    .orderBy(asc(sql`lower(${workspaces.name})`), asc(workspaces.id));
}

/** One workspace by id, or a NOT_FOUND error. */
export async function getWorkspace(db: Database, id: string): Promise<WorkspaceRecord> {
  if (!isUuid(id)) throw new ServiceError("NOT_FOUND", WORKSPACE_NOT_FOUND);
  const [row] = await db.select().from(workspaces).where(eq(workspaces.id, id));
  if (!row) throw new ServiceError("NOT_FOUND", WORKSPACE_NOT_FOUND);
  return row;
}

/** Creates a workspace; `ownerId`, when given, becomes its first owner. */
export async function createWorkspace(
  db: Database,
  input: { name: string; ownerId: string | null },
): Promise<WorkspaceRecord> {
  const name = checkName(input.name);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(workspaces).values({ name }).returning();
      if (!row) throw new Error("insert returned no row");
      if (input.ownerId) {
        await tx
          .insert(workspaceMembers)
          .values({ workspaceId: row.id, userId: input.ownerId, role: "owner" });
      }
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(name);
    throw error;
  }
}

/** Renames a workspace. */
export async function renameWorkspace(
  db: Database,
  input: { id: string; name: string },
): Promise<WorkspaceRecord> {
  await getWorkspace(db, input.id);
  const name = checkName(input.name);
  try {
    const [row] = await db
      .update(workspaces)
      .set({ name })
      .where(eq(workspaces.id, input.id))
      .returning();
    if (!row) throw new ServiceError("NOT_FOUND", WORKSPACE_NOT_FOUND);
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(name);
    throw error;
  }
}

/** What a workspace still holds: forms, images and API keys not revoked. */
export async function workspaceContents(
  db: Database,
  id: string,
): Promise<{ forms: number; uploads: number; apiKeys: number }> {
  const [f] = await db.select({ n: count() }).from(forms).where(eq(forms.workspaceId, id));
  const [u] = await db.select({ n: count() }).from(uploads).where(eq(uploads.workspaceId, id));
  const [k] = await db
    .select({ n: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.workspaceId, id), eq(apiKeys.revoked, false)));
  return { forms: Number(f?.n ?? 0), uploads: Number(u?.n ?? 0), apiKeys: Number(k?.n ?? 0) };
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * Deletes a workspace that is empty: no forms, no images, no API key still in
 * use (revoked keys and the memberships go with it). Otherwise a CONFLICT that
 * says what is left.
 */
export async function deleteWorkspace(db: Database, id: string): Promise<WorkspaceRecord> {
  const workspace = await getWorkspace(db, id);
  return db.transaction(async (tx) => {
    // Locks the row: a form created or moved in meanwhile waits, then fails its foreign key.
    await tx
      .select({ id: workspaces.id })
      .from(workspaces)
      .where(eq(workspaces.id, id))
      .for("update");
    const left = await workspaceContents(tx as unknown as Database, id);
    const parts = [
      left.forms > 0 ? plural(left.forms, "form", "forms") : null,
      left.uploads > 0 ? plural(left.uploads, "image", "images") : null,
      left.apiKeys > 0 ? plural(left.apiKeys, "API key", "API keys") : null,
    ].filter((p): p is string => p !== null);
    if (parts.length > 0) {
      throw new ServiceError(
        "CONFLICT",
        `The workspace "${workspace.name}" is not empty: it still has ${parts.join(", ")}. Move or delete them (revoke the keys) first.`,
        { forms: left.forms, uploads: left.uploads, apiKeys: left.apiKeys },
      );
    }
    await tx.delete(workspaces).where(eq(workspaces.id, id));
    return workspace;
  });
}

/** The members of a workspace, by email. */
export async function listWorkspaceMembers(
  db: Database,
  workspaceId: string,
): Promise<WorkspaceMemberRecord[]> {
  if (!isUuid(workspaceId)) return [];
  return db
    .select({
      workspaceId: workspaceMembers.workspaceId,
      userId: workspaceMembers.userId,
      email: users.email,
      role: workspaceMembers.role,
      createdAt: workspaceMembers.createdAt,
    })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .orderBy(asc(users.email));
}

/** Every workspace a user is a member of, with their role there. */
export async function membershipsOf(
  db: Database,
  userId: string,
): Promise<Array<{ workspaceId: string; role: Role }>> {
  return db
    .select({ workspaceId: workspaceMembers.workspaceId, role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.userId, userId));
}

async function memberRecord(
  db: Database,
  workspaceId: string,
  userId: string,
): Promise<WorkspaceMemberRecord | null> {
  const members = await listWorkspaceMembers(db, workspaceId);
  return members.find((m) => m.userId === userId) ?? null;
}

/**
 * Adds the person with `email` (they need an account: invite them first) to
 * a workspace with `role`.
 */
export async function addWorkspaceMember(
  db: Database,
  input: { workspaceId: string; email: string; role: Role },
): Promise<WorkspaceMemberRecord> {
  const workspace = await getWorkspace(db, input.workspaceId);
  const email = normaliseEmail(input.email);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) {
    throw new ServiceError(
      "NOT_FOUND",
      `No account has the email address ${email}: invite them on the Users page first`,
    );
  }
  const [row] = await db
    .insert(workspaceMembers)
    .values({ workspaceId: workspace.id, userId: user.id, role: input.role })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    throw new ServiceError("CONFLICT", `${email} is already a member of "${workspace.name}"`);
  }
  const record = await memberRecord(db, workspace.id, user.id);
  if (!record) throw new Error("the member just added is missing");
  return record;
}

/** The message when the last owner of a workspace would stop being one. */
export const LAST_WORKSPACE_OWNER =
  "A workspace keeps at least one owner: make another member an owner first";

/**
 * Runs `work` with the workspace's member rows locked, so two owners demoting
 * or removing each other at once are served one after the other.
 */
async function withMembersLocked<T>(
  db: Database,
  workspaceId: string,
  work: (tx: Database, owners: string[]) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ userId: workspaceMembers.userId, role: workspaceMembers.role })
      .from(workspaceMembers)
      .where(eq(workspaceMembers.workspaceId, workspaceId))
      .for("update");
    const owners = rows.filter((r) => r.role === "owner").map((r) => r.userId);
    return work(tx as unknown as Database, owners);
  });
}

function memberNotFound(): ServiceError {
  return new ServiceError("NOT_FOUND", "That user is not a member of this workspace");
}

/** Gives a member another role there; the last owner stays an owner. */
export async function setWorkspaceRole(
  db: Database,
  input: { workspaceId: string; userId: string; role: Role },
): Promise<WorkspaceMemberRecord> {
  await getWorkspace(db, input.workspaceId);
  if (!isUuid(input.userId)) throw memberNotFound();
  await withMembersLocked(db, input.workspaceId, async (tx, owners) => {
    if (input.role !== "owner" && owners.length === 1 && owners[0] === input.userId) {
      throw new ServiceError("CONFLICT", LAST_WORKSPACE_OWNER);
    }
    const [row] = await tx
      .update(workspaceMembers)
      .set({ role: input.role })
      .where(
        and(
          eq(workspaceMembers.workspaceId, input.workspaceId),
          eq(workspaceMembers.userId, input.userId),
        ),
      )
      .returning();
    if (!row) throw memberNotFound();
  });
  const record = await memberRecord(db, input.workspaceId, input.userId);
  if (!record) throw memberNotFound();
  return record;
}

/** Removes a member from a workspace (their account stays); not its last owner. */
export async function removeWorkspaceMember(
  db: Database,
  input: { workspaceId: string; userId: string },
): Promise<WorkspaceMemberRecord> {
  await getWorkspace(db, input.workspaceId);
  if (!isUuid(input.userId)) throw memberNotFound();
  const record = await memberRecord(db, input.workspaceId, input.userId);
  if (!record) throw memberNotFound();
  await withMembersLocked(db, input.workspaceId, async (tx, owners) => {
    if (owners.length === 1 && owners[0] === input.userId) {
      throw new ServiceError("CONFLICT", LAST_WORKSPACE_OWNER);
    }
    await tx
      .delete(workspaceMembers)
      .where(
        and(
          eq(workspaceMembers.workspaceId, input.workspaceId),
          eq(workspaceMembers.userId, input.userId),
        ),
      );
  });
  return record;
}

/**
 * On an instance with exactly one workspace, makes `userId` a member of it
 * with `role` (or gives them that role there): a new account, or an instance
 * role changed on the Users page, counts there as every account's role did
 * before workspaces. With several workspaces nothing changes: an owner adds
 * people where they belong.
 */
export async function setOnlyWorkspaceRole(
  db: Database,
  input: { userId: string; role: Role },
): Promise<void> {
  const rows = await db.select({ id: workspaces.id }).from(workspaces).limit(2);
  const only = rows.length === 1 ? rows[0] : undefined;
  if (!only) return;
  await db
    .insert(workspaceMembers)
    .values({ workspaceId: only.id, userId: input.userId, role: input.role })
    .onConflictDoUpdate({
      target: [workspaceMembers.workspaceId, workspaceMembers.userId],
      set: { role: input.role },
    });
}

/** Moves a form (with everything of it: submissions, drafts, webhooks, files) to another workspace. */
export async function moveForm(
  db: Database,
  input: { formId: string; workspaceId: string },
): Promise<void> {
  await getWorkspace(db, input.workspaceId);
  if (!isUuid(input.formId)) throw new ServiceError("NOT_FOUND", "Form not found");
  const [row] = await db
    .update(forms)
    .set({ workspaceId: input.workspaceId })
    .where(eq(forms.id, input.formId))
    .returning({ id: forms.id });
  if (!row) throw new ServiceError("NOT_FOUND", "Form not found");
}
