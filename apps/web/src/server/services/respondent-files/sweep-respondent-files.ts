import { inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { respondentFiles } from "../../db/schema";
import type { FileStorage } from "../../storage/file-storage";
import { RESPONDENT_KEY_PREFIX } from "./save-respondent-file";

/** How long an upload may wait for its submission before it is removed. */
export const UNSENT_FILE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * How old a stored respondent file that no row names must be before the
 * sweeper removes it. An upload is written to the storage before its row is
 * inserted, so a young file without a row may be one on its way.
 */
export const UNNAMED_FILE_GRACE_MS = 24 * 60 * 60 * 1000;

/** How often the server sweeps unsent uploads. */
export const FILE_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Storage keys looked up in the database at once. */
const KEYS_PER_LOOKUP = 500;

/**
 * Removes, at `now`, the respondent files nobody will ask for, and answers
 * how many:
 *
 * - uploads older than a day that no submission holds: never sent, sent with
 *   a submission since deleted, or bound to one never stored. A submission
 *   held for spam review holds its files until the review decides ("Not
 *   spam" moves them with it);
 * - stored files (keys `respondent-…`) that no row names at all, once
 *   {@link UNNAMED_FILE_GRACE_MS} old: what a deleted form left when its
 *   files could not be removed, or an upload interrupted between its bytes
 *   and its row. Editor images are not touched: a form document may name
 *   one without a row.
 *
 * @example
 * await sweepRespondentFiles(db, storage, new Date()); // 3
 */
export async function sweepRespondentFiles(
  db: Database,
  storage: FileStorage,
  now: Date = new Date(),
): Promise<number> {
  return (await sweepUnsentFiles(db, storage, now)) + (await sweepUnnamedFiles(db, storage, now));
}

/** The first part of {@link sweepRespondentFiles}: rows (and their files) no submission holds. */
export async function sweepUnsentFiles(
  db: Database,
  storage: FileStorage,
  now: Date = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - UNSENT_FILE_MAX_AGE_MS).toISOString();
  const result = (await db.execute(sql`
    delete from respondent_files rf
    where rf.created_at < ${before}::timestamptz
      and (rf.submission_id is null
        or (not exists (select 1 from submissions s where s.id = rf.submission_id)
          and not exists (select 1 from spam_submissions h where h.id = rf.submission_id)))
    returning rf.storage_key`)) as unknown as { rows: Array<{ storage_key: string }> };
  for (const row of result.rows) await storage.delete(row.storage_key);
  return result.rows.length;
}

/**
 * The second part of {@link sweepRespondentFiles}: stored respondent files no
 * row names, older than the grace period at `now`. It lists the storage, so
 * the server runs it once a day rather than at every sweep.
 */
export async function sweepUnnamedFiles(
  db: Database,
  storage: FileStorage,
  now: Date = new Date(),
): Promise<number> {
  const cutoff = now.getTime() - UNNAMED_FILE_GRACE_MS;
  let removed = 0;
  let batch: string[] = [];
  const sweepBatch = async () => {
    const named = await db
      .select({ key: respondentFiles.storageKey })
      .from(respondentFiles)
      .where(inArray(respondentFiles.storageKey, batch));
    const kept = new Set(named.map((row) => row.key));
    for (const key of batch) {
      if (kept.has(key)) continue;
      await storage.delete(key);
      removed++;
    }
    batch = [];
  };
  for await (const file of storage.list(RESPONDENT_KEY_PREFIX)) {
    if (file.modifiedAt.getTime() >= cutoff) continue;
    batch.push(file.key);
    if (batch.length >= KEYS_PER_LOOKUP) await sweepBatch();
  }
  if (batch.length > 0) await sweepBatch();
  return removed;
}

/** How many sweeps of unsent uploads there are to one of stored files no row names: one a day. */
const SWEEPS_PER_UNNAMED_SWEEP = Math.round(UNNAMED_FILE_GRACE_MS / FILE_SWEEP_INTERVAL_MS);

/**
 * Sweeps unsent uploads now and every {@link FILE_SWEEP_INTERVAL_MS}, and
 * stored files no row names now and once a day; the timer does not keep the
 * process alive.
 */
export function startFileSweep(
  db: Database,
  storage: FileStorage,
  log: (line: string) => void,
): { stop: () => void } {
  let sweeps = 0;
  const sweep = async () => {
    await sweepUnsentFiles(db, storage).catch((error: unknown) =>
      log(`sweep of unsent uploads failed: ${error}`),
    );
    if (sweeps++ % SWEEPS_PER_UNNAMED_SWEEP !== 0) return;
    await sweepUnnamedFiles(db, storage)
      .then((removed) => {
        if (removed > 0) log(`removed ${removed} stored respondent files that no row names`);
      })
      .catch((error: unknown) => log(`sweep of stored files no row names failed: ${error}`));
  };
  void sweep();
  const timer = setInterval(() => void sweep(), FILE_SWEEP_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
