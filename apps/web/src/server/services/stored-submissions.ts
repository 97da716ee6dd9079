import { and, eq } from "drizzle-orm";
import { v7 as uuidv7 } from "uuid";
import type { Database } from "../db/database";
import { spamSubmissions, submissions } from "../db/schema";

/**
 * Keeps a submission taken for spam in the review list, answering its id.
 * The same idempotency key again updates the reason, never adds a row.
 */
export async function storeSpam(
  db: Database,
  input: { formId: string; version: number; values: unknown; key: string; reason: string },
): Promise<string | null> {
  const [spam] = await db
    .insert(spamSubmissions)
    .values({
      id: uuidv7(),
      formId: input.formId,
      version: input.version,
      data: input.values,
      idempotencyKey: input.key,
      reason: input.reason,
    })
    .onConflictDoUpdate({
      target: [spamSubmissions.formId, spamSubmissions.idempotencyKey],
      set: { reason: input.reason },
    })
    .returning({ id: spamSubmissions.id });
  return spam?.id ?? null;
}

/**
 * The id stored under an idempotency key: for a key that another request
 * stored after this one's statement began (its snapshot could not see it).
 */
export async function storedIdForKey(db: Database, formId: string, key: string): Promise<string> {
  const [existing] = await db
    .select({ id: submissions.id })
    .from(submissions)
    .where(and(eq(submissions.formId, formId), eq(submissions.idempotencyKey, key)));
  if (!existing) throw new Error("idempotency conflict without a stored row");
  return existing.id;
}

/** Stores answers against a given version, once per idempotency key; answers the id. */
export async function storeSubmission(
  db: Database,
  input: { formId: string; version: number; values: unknown; key: string },
): Promise<string> {
  const [row] = await db
    .insert(submissions)
    .values({
      id: uuidv7(),
      formId: input.formId,
      version: input.version,
      data: input.values,
      idempotencyKey: input.key,
    })
    .onConflictDoNothing({ target: [submissions.formId, submissions.idempotencyKey] })
    .returning({ id: submissions.id });
  return row?.id ?? storedIdForKey(db, input.formId, input.key);
}
