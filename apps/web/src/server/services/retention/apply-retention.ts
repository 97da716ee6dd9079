import type { Database } from "../../db/database";
import type { FileStorage } from "../../storage/file-storage";
import { formsWithRetention } from "./form-retention";
import { removeStoredFiles } from "./remove-stored-files";
import { RETENTION_STEPS } from "./retention-steps";

/** Rows deleted per statement: small enough that intake never waits long behind one. */
export const RETENTION_BATCH_SIZE = 500;

const DAY_MS = 86_400_000;

/** What one run of retention deleted in one form. */
export interface FormRetentionResult {
  formId: string;
  slug: string;
  deleteAfterDays: number;
  /** Rows deleted per step (`submissions`, `spam_submissions`, `drafts`, `outbox`). */
  deleted: Record<string, number>;
  files: number;
}

/** Yields to the event loop, so requests waiting on the database go between two batches. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Deletes, in every form with a retention (`retention.deleteAfterDays` of
 * its newest published version), what respondents sent more than that many
 * days before `now`: submissions and held ones with their files, saved
 * drafts last saved before then, and the outbox's copies of the answers.
 * Each statement deletes at most `batchSize` rows and the files they name,
 * and the loop yields between statements, so a large deletion never holds
 * the database (PGlite runs one statement at a time) for more than one
 * batch: submissions keep being taken meanwhile. Safe to run on several
 * instances at once (rows are taken with `skip locked`). Answers what was
 * deleted, per form with anything deleted.
 *
 * @example
 * await applyRetention(db, storage, { now: new Date() });
 */
export async function applyRetention(
  db: Database,
  storage: FileStorage,
  options: { now?: Date; batchSize?: number } = {},
): Promise<FormRetentionResult[]> {
  const now = options.now ?? new Date();
  const limit = options.batchSize ?? RETENTION_BATCH_SIZE;
  const results: FormRetentionResult[] = [];
  for (const form of await formsWithRetention(db)) {
    const cutoff = new Date(now.getTime() - form.deleteAfterDays * DAY_MS);
    const result: FormRetentionResult = { ...form, deleted: {}, files: 0 };
    for (const step of RETENTION_STEPS) {
      let total = 0;
      for (;;) {
        const batch = await step.deleteBatch(db, { formId: form.formId, cutoff, limit });
        total += batch.deleted;
        result.files += batch.storageKeys.length;
        await removeStoredFiles(storage, batch.storageKeys);
        await breathe();
        if (batch.deleted < limit) break;
      }
      result.deleted[step.name] = total;
    }
    if (Object.values(result.deleted).some((n) => n > 0)) results.push(result);
  }
  return results;
}
