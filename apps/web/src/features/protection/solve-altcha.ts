import { sha256Hex } from "./sha256";

/** An ALTCHA challenge as `GET /api/forms/<slug>/challenge` answers it. */
export interface AltchaChallenge {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber: number;
}

/** Longest the solver computes before it lets the page handle input (ms). */
const SLICE_MS = 8;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Finds the number n (0 ≤ n ≤ maxnumber) whose SHA-256(salt + n) is the
 * challenge, in slices of a few milliseconds, so the page stays responsive
 * while the respondent types. Null when no number fits or `signal` aborted it.
 *
 * @example
 * const number = await solveAltcha(challenge);
 */
export async function solveAltcha(
  challenge: AltchaChallenge,
  { signal }: { signal?: AbortSignal } = {},
): Promise<number | null> {
  if (challenge.algorithm !== "SHA-256") return null;
  const { salt, maxnumber } = challenge;
  let started = Date.now();
  for (let number = 0; number <= maxnumber; number++) {
    if (sha256Hex(salt + number) === challenge.challenge) return number;
    if (number % 500 === 0 && Date.now() - started >= SLICE_MS) {
      await nextTask();
      if (signal?.aborted) return null;
      started = Date.now();
    }
  }
  return null;
}

/**
 * The `captcha` argument of a solved challenge: base64 of the JSON payload
 * the ALTCHA widget sends (`algorithm`, `challenge`, `number`, `salt`, `signature`).
 */
export function altchaPayload(challenge: AltchaChallenge, number: number): string {
  const { algorithm, salt, signature } = challenge;
  return btoa(
    JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }),
  );
}

/** When a challenge expires (ms since the epoch, from its salt's `expires`), or null. */
export function altchaExpiry(challenge: Pick<AltchaChallenge, "salt">): number | null {
  const query = challenge.salt.split("?")[1] ?? "";
  const expires = Number(new URLSearchParams(query).get("expires"));
  return Number.isFinite(expires) && expires > 0 ? expires * 1000 : null;
}
