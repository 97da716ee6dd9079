import { and, eq, gt, min } from "drizzle-orm";
import type { Database } from "../db/database";
import { formVersions } from "../db/schema";
import { ServiceError, VERSION_EXPIRED } from "./errors";
import { loadVersion, type PublishedForm } from "./published-forms";

/** Hours a replaced version still takes submissions unless configured otherwise. */
export const DEFAULT_VERSION_GRACE_HOURS = 24;

/**
 * The version a respondent started on, when it is older than the live one
 * and was replaced less than `graceMs` ago; null when it is not an earlier
 * version at all (unknown, or not older than the live one), so the caller
 * uses the live version. Throws VERSION_EXPIRED past the grace period.
 */
export async function earlierVersionInGrace(
  db: Database,
  input: {
    formId: string;
    slug: string;
    version: number;
    liveVersion: number;
    graceMs: number;
    now?: number;
  },
): Promise<PublishedForm | null> {
  if (!Number.isSafeInteger(input.version) || input.version < 1) return null;
  if (input.version >= input.liveVersion) return null;
  const older = await loadVersion(db, {
    formId: input.formId,
    slug: input.slug,
    version: input.version,
  });
  if (!older) return null;
  const [next] = await db
    .select({ at: min(formVersions.publishedAt) })
    .from(formVersions)
    .where(and(eq(formVersions.formId, input.formId), gt(formVersions.version, input.version)));
  const replacedAt = next?.at ? new Date(next.at).getTime() : null;
  const now = input.now ?? Date.now();
  if (replacedAt !== null && now - replacedAt > input.graceMs) {
    throw new ServiceError("VERSION_EXPIRED", VERSION_EXPIRED, { version: input.version });
  }
  return older;
}

/** Whether the form was ever published (a closed form, rather than an unknown one). */
export async function wasEverPublished(db: Database, formId: string): Promise<boolean> {
  const [row] = await db
    .select({ version: formVersions.version })
    .from(formVersions)
    .where(eq(formVersions.formId, formId))
    .limit(1);
  return row !== undefined;
}
