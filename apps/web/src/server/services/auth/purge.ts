import type { Database } from "../../db/database";
import { deleteExpiredDrafts } from "../drafts/drafts";
import { sweepEmailVerifications } from "../email-verification/email-verification";
import { sweepEditLinks } from "../submission-edits/edit-links";
import { deleteExpiredPasswordResets } from "./password-resets";
import { deleteExpiredSessions } from "./sessions";
import { deleteExpiredChallenges } from "./two-factor/challenges";

/** How often expired sessions and reset links are removed. */
export const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Removes expired sessions, reset links, saved drafts, email codes, edit links
 * and sign-ins that waited too long for their code, once now and then every hour.
 */
export async function purgeExpired(db: Database): Promise<{
  sessions: number;
  resets: number;
  drafts: number;
  emailCodes: number;
  editLinks: number;
  twoFactorChallenges: number;
}> {
  const [sessions, resets, drafts, emailCodes, editLinks, twoFactorChallenges] = await Promise.all([
    deleteExpiredSessions(db),
    deleteExpiredPasswordResets(db),
    deleteExpiredDrafts(db),
    sweepEmailVerifications(db),
    sweepEditLinks(db),
    deleteExpiredChallenges(db),
  ]);
  return { sessions, resets, drafts, emailCodes, editLinks, twoFactorChallenges };
}

/**
 * Purges expired sessions and reset links every {@link PURGE_INTERVAL_MS}
 * (sign-in purges sessions too). The timer does not keep the process alive.
 */
export function startPurging(db: Database, log: (line: string) => void): { stop: () => void } {
  const timer = setInterval(() => {
    purgeExpired(db).catch((error: unknown) => log(`purge of expired sessions failed: ${error}`));
  }, PURGE_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
