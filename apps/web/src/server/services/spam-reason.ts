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

/** What the signals of one submission say: why to hold it for review, and how long it took. */
export interface SignalJudgement {
  reason: string | null;
  /**
   * Milliseconds from when the server served the page (its signed fill token)
   * to this submit: the time to complete, for the funnel. Null without a
   * valid token (API clients, forged tokens).
   */
  fillMs: number | null;
}

/** Longest time to complete kept (the largest PostgreSQL integer, about 24 days). */
const MAX_FILL_MS = 2_147_483_647;

/**
 * Reads the signals of a submission once: the spam reason (see
 * {@link spamReason}) and the time the respondent took.
 */
export async function judgeSignals(
  db: Database,
  input: { slug: string; signals: SpamSignals },
): Promise<SignalJudgement> {
  const { honeypot, fillToken, minFillMs, now = Date.now() } = input.signals;
  const issuedAt = fillToken
    ? readFillToken({ secret: await fillTokenSecret(db), slug: input.slug, token: fillToken })
    : null;
  const fillMs = issuedAt === null ? null : Math.min(Math.max(now - issuedAt, 0), MAX_FILL_MS);
  if (honeypot && honeypot.trim() !== "") return { reason: "honeypot", fillMs };
  if (!fillToken) return { reason: null, fillMs };
  if (issuedAt === null) return { reason: "forged-fill-token", fillMs };
  return { reason: now - issuedAt < minFillMs ? "filled-too-fast" : null, fillMs };
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
  return (await judgeSignals(db, input)).reason;
}
