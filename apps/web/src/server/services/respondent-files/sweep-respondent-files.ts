import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import type { FileStorage } from "../../storage/file-storage";

/** How long an upload may wait for its submission before it is removed. */
export const UNSENT_FILE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** How often the server sweeps unsent uploads. */
export const FILE_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Removes the uploads never sent with a submission (or whose submission was
 * deleted, or never stored) that are older than a day at `now`: their rows,
 * then their bytes in the storage. Answers how many were removed.
 *
 * @example
 * await sweepRespondentFiles(db, storage, new Date()); // 3
 */
export async function sweepRespondentFiles(
  db: Database,
  storage: FileStorage,
  now: Date = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - UNSENT_FILE_MAX_AGE_MS).toISOString();
  const result = (await db.execute(sql`
    delete from respondent_files rf
    where rf.created_at < ${before}::timestamptz
      and (rf.submission_id is null
        or not exists (select 1 from submissions s where s.id = rf.submission_id))
    returning rf.storage_key`)) as unknown as { rows: Array<{ storage_key: string }> };
  for (const row of result.rows) await storage.delete(row.storage_key);
  return result.rows.length;
}

/**
 * Sweeps unsent uploads now and every {@link FILE_SWEEP_INTERVAL_MS}; the
 * timer does not keep the process alive.
 */
export function startFileSweep(
  db: Database,
  storage: FileStorage,
  log: (line: string) => void,
): { stop: () => void } {
  const sweep = () => {
    sweepRespondentFiles(db, storage).catch((error: unknown) =>
      log(`sweep of unsent uploads failed: ${error}`),
    );
  };
  sweep();
  const timer = setInterval(sweep, FILE_SWEEP_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
