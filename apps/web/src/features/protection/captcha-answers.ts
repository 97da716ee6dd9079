import { type AltchaChallenge, altchaExpiry, altchaPayload, solveAltcha } from "./solve-altcha";

/** Where a form's CAPTCHA stands in this page. */
export type CaptchaStatus = "idle" | "solving" | "ready" | "failed";

interface Entry {
  status: CaptchaStatus;
  answer: Promise<string> | null;
  /** A solved answer is renewed a little before its challenge expires. */
  freshUntil: number;
  listeners: Set<() => void>;
  /** A third party's widget hands its token here (see third-party-captcha.tsx). */
  tokenWaiters: Array<(token: string) => void>;
  token: string | null;
}

/** A solved challenge is solved again this long before it expires (a send takes a moment). */
const RENEW_BEFORE_MS = 60_000;

const entries = new Map<string, Entry>();

function entryOf(slug: string): Entry {
  let entry = entries.get(slug);
  if (!entry) {
    entry = {
      status: "idle",
      answer: null,
      freshUntil: 0,
      listeners: new Set(),
      tokenWaiters: [],
      token: null,
    };
    entries.set(slug, entry);
  }
  return entry;
}

function setStatus(entry: Entry, status: CaptchaStatus): void {
  entry.status = status;
  for (const listener of entry.listeners) listener();
}

async function fetchChallenge(slug: string): Promise<unknown> {
  const response = await fetch(`/api/forms/${encodeURIComponent(slug)}/challenge`, {
    cache: "no-store",
    credentials: "omit",
  });
  // The live version asks for no CAPTCHA (any more): the answers go without one.
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`challenge: HTTP ${response.status}`);
  return response.json();
}

function isAltchaChallenge(value: unknown): value is AltchaChallenge {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.algorithm === "string" &&
    typeof v.challenge === "string" &&
    typeof v.salt === "string" &&
    typeof v.signature === "string" &&
    typeof v.maxnumber === "number"
  );
}

async function solve(slug: string, entry: Entry): Promise<string> {
  const challenge = await fetchChallenge(slug);
  if (challenge === null) return "";
  if (!isAltchaChallenge(challenge)) {
    // A third party's CAPTCHA: its widget gives the token.
    if (entry.token) return entry.token;
    return new Promise<string>((resolve) => entry.tokenWaiters.push(resolve));
  }
  const number = await solveAltcha(challenge);
  if (number === null) throw new Error("challenge: no solution");
  entry.freshUntil = (altchaExpiry(challenge) ?? Number.POSITIVE_INFINITY) - RENEW_BEFORE_MS;
  return altchaPayload(challenge, number);
}

/**
 * The answer to a form's CAPTCHA for the next send: started at once (the
 * page calls it when the form shows, so it is solved while the respondent
 * types) and kept until it is sent. `renew`: the server refused the last one
 * (used or expired), so a new challenge is solved. A failure (no connection)
 * rejects, and the next call starts again.
 *
 * @example
 * const captcha = await captchaAnswer("contact");
 */
export function captchaAnswer(slug: string, { renew = false } = {}): Promise<string> {
  const entry = entryOf(slug);
  const isStale = entry.status === "ready" && Date.now() > entry.freshUntil;
  if (entry.answer && !renew && !isStale && entry.status !== "failed") return entry.answer;
  if (renew) entry.token = null;
  setStatus(entry, "solving");
  const answer = solve(slug, entry).then(
    (value) => {
      if (entry.answer === answer) setStatus(entry, "ready");
      return value;
    },
    (error: unknown) => {
      if (entry.answer === answer) setStatus(entry, "failed");
      throw error;
    },
  );
  // Failures are reported to the send that waits for it; nothing else is owed one.
  answer.catch(() => {});
  entry.answer = answer;
  return answer;
}

/** The code of the GraphQL error a send failed with (the query client's error), if any. */
function errorCode(error: unknown): unknown {
  if (!(error instanceof Error) || error.name !== "QueryClientError") return undefined;
  const { response } = error as Error & {
    response?: { errors?: Array<{ extensions?: { code?: unknown } }> };
  };
  return response?.errors?.[0]?.extensions?.code;
}

/**
 * Sends answers with the form's CAPTCHA answer (`ask` makes the request):
 * when the server refuses it (`CAPTCHA_REQUIRED`: used, or expired during a
 * long pause or in the offline outbox), solves a new challenge and sends
 * once more. Kept in this chunk, so forms without a CAPTCHA carry none of it.
 *
 * @example
 * const result = await sendWithCaptcha("contact", (captcha) => client.request(SUBMIT, { ...vars, captcha }));
 */
export async function sendWithCaptcha<T>(
  slug: string,
  ask: (captcha: string) => Promise<T>,
): Promise<T> {
  try {
    return await ask(await captchaAnswer(slug));
  } catch (error) {
    if (errorCode(error) !== "CAPTCHA_REQUIRED") throw error;
    return ask(await captchaAnswer(slug, { renew: true }));
  }
}

/** The status of a form's CAPTCHA, for the page to say. */
export function captchaStatus(slug: string): CaptchaStatus {
  return entryOf(slug).status;
}

/** Calls `listener` whenever the status of a form's CAPTCHA changes; returns the unsubscribe. */
export function subscribeCaptcha(slug: string, listener: () => void): () => void {
  const entry = entryOf(slug);
  entry.listeners.add(listener);
  return () => entry.listeners.delete(listener);
}

/** A third party's widget gave a token (or `null`: it expired). */
export function provideCaptchaToken(slug: string, token: string | null): void {
  const entry = entryOf(slug);
  entry.token = token;
  if (!token) {
    if (entry.status === "ready") {
      entry.answer = null;
      setStatus(entry, "idle");
    }
    return;
  }
  const waiters = entry.tokenWaiters.splice(0);
  for (const resolve of waiters) resolve(token);
  entry.freshUntil = Number.POSITIVE_INFINITY;
  if (!entry.answer) entry.answer = Promise.resolve(token);
  setStatus(entry, "ready");
}

/** Forgets every form's answer (tests). */
export function resetCaptchaAnswers(): void {
  entries.clear();
}
