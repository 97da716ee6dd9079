import { desc, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { spamSubmissions } from "../db/schema";
import { FORM_NOT_FOUND, ServiceError } from "./errors";
import { findFormBySlug } from "./forms";

/** A submission caught as spam, with the reason. */
export interface SpamRecord {
  id: string;
  createdAt: Date;
  version: number;
  data: unknown;
  reason: string;
}

/** The newest submissions of a form caught as spam (at most `first`). */
export async function listSpamSubmissions(
  db: Database,
  input: { formSlug: string; first?: number | null },
): Promise<SpamRecord[]> {
  const first = Math.min(Math.max(input.first ?? 50, 1), 500);
  const form = await findFormBySlug(db, input.formSlug);
  if (!form) throw new ServiceError("NOT_FOUND", FORM_NOT_FOUND);
  return db
    .select({
      id: spamSubmissions.id,
      createdAt: spamSubmissions.createdAt,
      version: spamSubmissions.version,
      data: spamSubmissions.data,
      reason: spamSubmissions.reason,
    })
    .from(spamSubmissions)
    .where(eq(spamSubmissions.formId, form.id))
    .orderBy(desc(spamSubmissions.createdAt), desc(spamSubmissions.id))
    .limit(first);
}
