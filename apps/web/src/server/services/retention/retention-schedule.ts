import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import type { FileStorage } from "../../storage/file-storage";
import { DEFAULT_AUDIT_RETENTION_DAYS, deleteExpiredAuditEvents } from "../audit/audit-log";
import { rowsOf } from "../field-summaries/answer-names";
import { applyRetention } from "./apply-retention";

/** How often each instance asks whether the day's run is due. */
export const RETENTION_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The least time between two runs. A little under a day, so hourly checks
 * run it once a day rather than drifting an hour later each day.
 */
export const RETENTION_RUN_EVERY_MS = 23 * 60 * 60 * 1000;

/** The `settings` row that says when the last run started, shared by every instance. */
export const RETENTION_LAST_RUN_KEY = "retention.last_run_at";

/**
 * Claims today's run for this instance: one statement that stamps `now` as
 * the last run unless a run started within {@link RETENTION_RUN_EVERY_MS}.
 * On one PostgreSQL, of instances claiming at once exactly one is answered
 * true (the upsert waits on the row and re-checks the stamp), so the day's
 * run happens once across every instance.
 *
 * @example
 * if (await claimRetentionRun(db, new Date())) await applyRetention(db, storage);
 */
export async function claimRetentionRun(db: Database, now: Date): Promise<boolean> {
  const due = new Date(now.getTime() - RETENTION_RUN_EVERY_MS).toISOString();
  const rows = rowsOf<{ key: string }>(
    await db.execute(sql`insert into settings (key, value)
      values (${RETENTION_LAST_RUN_KEY}, ${now.toISOString()})
      on conflict (key) do update set value = excluded.value
        where settings.value::timestamptz <= ${due}::timestamptz
      returning key`),
  );
  return rows.length > 0;
}

/**
 * Runs retention once a day in the server process: checks now and every
 * {@link RETENTION_CHECK_INTERVAL_MS} whether the day's run is due, and runs
 * it when this instance claims it: each form's retention, then the audit
 * events older than `auditRetentionDays` (FORMWRIGHT_AUDIT_RETENTION_DAYS). The timer does not keep the process alive.
 */
export function startRetention(
  db: Database,
  storage: FileStorage,
  log: (line: string) => void,
  options: { auditRetentionDays?: number } = {},
): { stop: () => void } {
  const auditDays = options.auditRetentionDays ?? DEFAULT_AUDIT_RETENTION_DAYS;
  let isRunning = false;
  const check = async () => {
    if (isRunning) return;
    isRunning = true;
    try {
      if (!(await claimRetentionRun(db, new Date()))) return;
      for (const form of await applyRetention(db, storage)) {
        const counts = Object.entries(form.deleted)
          .filter(([, n]) => n > 0)
          .map(([name, n]) => `${n} ${name}`)
          .join(", ");
        log(
          `retention: form ${form.slug} (answers kept ${form.deleteAfterDays} days): deleted ${counts}, ${form.files} files`,
        );
      }
      const auditEvents = await deleteExpiredAuditEvents(db, { days: auditDays });
      if (auditEvents > 0) {
        log(`retention: deleted ${auditEvents} audit events older than ${auditDays} days`);
      }
    } catch (error) {
      log(`retention run failed: ${error}`);
    } finally {
      isRunning = false;
    }
  };
  void check();
  const timer = setInterval(() => void check(), RETENTION_CHECK_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
