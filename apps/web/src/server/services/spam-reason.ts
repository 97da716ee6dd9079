import type { Database } from "../db/database";
import { fillTokenSecret, readFillToken } from "./fill-token";

/** What the browser sends to tell people from bots. */
export interface SpamSignals {
  /** The hidden honeypot field: people leave it empty. */
  honeypot?: string | null;
  /** The signed token the page was rendered with (see fill-token.ts). */
  fillToken?: string | null;
  /** Sent sooner than this (ms) after the page was served: held for review. */
  minFillMs: number;
  now?: number;
}

/**
 * Why a submission is held for review as possible spam, or null. A
 * submission without a fill token (an API client) is judged by the honeypot
 * alone. Nothing judged here is thrown away: it goes to the spam review list
 * (see spam.ts), from which an editor moves it to the submissions in one click.
 */
export async function spamReason(
  db: Database,
  input: { slug: string; signals: SpamSignals },
): Promise<string | null> {
  const { honeypot, fillToken, minFillMs, now = Date.now() } = input.signals;
  if (honeypot && honeypot.trim() !== "") return "honeypot";
  if (!fillToken) return null;
  const issuedAt = readFillToken({
    secret: await fillTokenSecret(db),
    slug: input.slug,
    token: fillToken,
  });
  if (issuedAt === null) return "forged-fill-token";
  return now - issuedAt < minFillMs ? "filled-too-fast" : null;
}
