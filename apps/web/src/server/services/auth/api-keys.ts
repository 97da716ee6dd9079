import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { apiKeys } from "../../db/schema";
import { ServiceError } from "../errors";
import type { Role } from "./roles";
import { generateSecret, hashSecret } from "./tokens";

/** Every key starts with this, so a leaked key is recognisable in logs and scanners. */
export const API_KEY_PREFIX = "fwk_";

/** An API key as listed: never the key itself. */
export interface ApiKeyRecord {
  id: string;
  name: string;
  prefix: string;
  role: Role;
  createdAt: Date;
  lastUsedAt: Date | null;
  revoked: boolean;
  /** The workspace the key acts in (issue 34 §1). */
  workspaceId: string;
}

function toRecord(row: typeof apiKeys.$inferSelect): ApiKeyRecord {
  const { keyHash: _hash, createdBy: _by, ...record } = row;
  return record;
}

/** Creates a key; the returned `key` is shown once and only its hash is kept. */
export async function createApiKey(
  db: Database,
  input: { name: string; role: Role; createdBy: string | null; workspaceId: string },
): Promise<{ key: string; apiKey: ApiKeyRecord }> {
  const name = input.name.trim();
  if (name.length === 0 || name.length > 100) {
    throw new ServiceError("BAD_USER_INPUT", "Name the key (1 to 100 characters)");
  }
  const key = generateSecret(API_KEY_PREFIX);
  const [row] = await db
    .insert(apiKeys)
    .values({
      name,
      prefix: key.slice(0, API_KEY_PREFIX.length + 6),
      keyHash: hashSecret(key),
      role: input.role,
      createdBy: input.createdBy,
      workspaceId: input.workspaceId,
    })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return { key, apiKey: toRecord(row) };
}

/** The role a presented key acts with, or null when unknown or revoked. */
export async function authenticateApiKey(
  db: Database,
  key: string,
): Promise<{ id: string; role: Role; workspaceId: string } | null> {
  if (!key.startsWith(API_KEY_PREFIX) || key.length > 100) return null;
  const [row] = await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(apiKeys.keyHash, hashSecret(key)), eq(apiKeys.revoked, false)))
    .returning({ id: apiKeys.id, role: apiKeys.role, workspaceId: apiKeys.workspaceId });
  return row ?? null;
}

/** Every key, newest first; `workspaceIds` (when not null) keeps only those workspaces' keys. */
export async function listApiKeys(
  db: Database,
  workspaceIds: readonly string[] | null = null,
): Promise<ApiKeyRecord[]> {
  if (workspaceIds && workspaceIds.length === 0) return [];
  const rows = await db
    .select()
    .from(apiKeys)
    .where(workspaceIds ? inArray(apiKeys.workspaceId, [...workspaceIds]) : undefined)
    .orderBy(desc(apiKeys.createdAt));
  return rows.map(toRecord);
}

/** Revokes a key: it stops working at once, on every instance. */
export async function revokeApiKey(db: Database, id: string): Promise<ApiKeyRecord> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new ServiceError("NOT_FOUND", "API key not found");
  const [row] = await db
    .update(apiKeys)
    .set({ revoked: true })
    .where(eq(apiKeys.id, id))
    .returning();
  if (!row) throw new ServiceError("NOT_FOUND", "API key not found");
  return toRecord(row);
}
