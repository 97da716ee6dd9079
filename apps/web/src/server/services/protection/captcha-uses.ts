import { createHash } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { Database } from "../../db/database";
import { captchaUses } from "../../db/schema";

/** The digest a CAPTCHA answer is remembered by (never the answer itself). */
export function captchaDigest(kind: string, answer: string): string {
  return createHash("sha256").update(`${kind}:${answer}`).digest("hex");
}

/**
 * Takes a CAPTCHA answer for one submission: true when it was not used
 * before, or was used by this same submission (form and idempotency key: a
 * retry of a submission whose answer was lost on the way); false when another
 * submission used it. One statement, so two submits racing with one answer
 * get one true.
 */
export async function spendCaptcha(
  db: Database,
  input: { digest: string; formId: string; idempotencyKey: string; expiresAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(captchaUses)
    .values(input)
    .onConflictDoNothing()
    .returning({ digest: captchaUses.digest });
  if (inserted.length > 0) return true;
  return isSpentBy(db, input);
}

/** Whether this submission (form and idempotency key) already took this answer. */
export async function isSpentBy(
  db: Database,
  input: { digest: string; formId: string; idempotencyKey: string },
): Promise<boolean> {
  const [row] = await db
    .select({ digest: captchaUses.digest })
    .from(captchaUses)
    .where(
      and(
        eq(captchaUses.digest, input.digest),
        eq(captchaUses.formId, input.formId),
        eq(captchaUses.idempotencyKey, input.idempotencyKey),
      ),
    );
  return row !== undefined;
}

/** Deletes the used answers that have expired (they would be refused as expired anyway). */
export async function deleteExpiredCaptchaUses(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(captchaUses)
    .where(lt(captchaUses.expiresAt, now))
    .returning({ digest: captchaUses.digest });
  return deleted.length;
}

const CLEANUP_EVERY_MS = 60_000;
const lastCleanup = new WeakMap<Database, number>();

/** {@link deleteExpiredCaptchaUses} at most once a minute per database and process, after a use. */
export async function cleanUpNow(db: Database, now: number): Promise<void> {
  if (now - (lastCleanup.get(db) ?? 0) < CLEANUP_EVERY_MS) return;
  lastCleanup.set(db, now);
  await deleteExpiredCaptchaUses(db, new Date(now));
}
