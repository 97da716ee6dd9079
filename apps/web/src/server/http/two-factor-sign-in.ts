import type { IncomingMessage } from "node:http";
import { parse as parseCookie, serialize } from "cookie";
import type { AuthErrorCode } from "../../lib/auth-messages";
import { TWO_FACTOR_STEP } from "../../lib/two-factor";
import type { Database } from "../db/database";
import { clearSignInFailures, reserveSignInAttempt } from "../services/auth/sign-in-backoff";
import {
  attemptChallenge,
  CHALLENGE_LIFETIME_MS,
  createChallenge,
  endChallenge,
} from "../services/auth/two-factor/challenges";
import {
  isTwoFactorEnabled,
  takeSecondFactor,
  twoFactorBackoffKey,
} from "../services/auth/two-factor/two-factor";
import { isHttps } from "./proxy-headers";
import { safeNext } from "./safe-next";

/**
 * The cookie of a sign-in waiting for its code (`__Host-` and Secure over
 * HTTPS). It holds a challenge token, not a session: nothing but the code
 * step of `POST /api/auth/sign-in` reads it. A right password or a single
 * sign-on sets it.
 */
export const TWO_FACTOR_COOKIE = "fw_two_factor";
const SECURE_TWO_FACTOR_COOKIE = `__Host-${TWO_FACTOR_COOKIE}`;

/** The cookie that carries a challenge token for its lifetime; an empty token clears it. */
export function twoFactorCookie(req: IncomingMessage, token: string): string {
  const secure = isHttps(req);
  return serialize(secure ? SECURE_TWO_FACTOR_COOKIE : TWO_FACTOR_COOKIE, token, {
    httpOnly: true,
    // Only our own sign-in form posts the code.
    sameSite: "strict",
    secure,
    path: "/",
    maxAge: token ? CHALLENGE_LIFETIME_MS / 1000 : 0,
  });
}

function challengeTokenFrom(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  const cookies = parseCookie(cookieHeader);
  return cookies[SECURE_TWO_FACTOR_COOKIE] ?? cookies[TWO_FACTOR_COOKIE];
}

/**
 * After a right password or a single sign-on: the challenge token for the
 * code step when the user has two-factor sign-in on, or null when a session
 * may start at once.
 */
export async function codeStepFor(
  db: Database,
  input: { userId: string; now: number },
): Promise<string | null> {
  if (!(await isTwoFactorEnabled(db, input.userId))) return null;
  const challenge = await createChallenge(db, input);
  return challenge.token;
}

/** The page asked for, with `?step=two-factor`: the sign-in form there asks for the code. */
export function codeStepPage(next: string | undefined): string {
  const page = safeNext(next, "/admin");
  return `${page}${page.includes("?") ? "&" : "?"}${TWO_FACTOR_STEP.param}=${TWO_FACTOR_STEP.value}`;
}

/** How the code step of a sign-in ended. */
export type CodeStepOutcome =
  | { kind: "signed-in"; userId: string }
  | { kind: "refused"; code: Extract<AuthErrorCode, `two-factor-${string}`> }
  | { kind: "wait"; retryAfterSeconds: number };

/**
 * The code step: the challenge of the request's cookie (counted, at most a
 * few attempts, minutes old) names the user; their code attempts are counted
 * by the sign-in backoff before the code is checked (as passwords are); then
 * the code is taken (once). On success the challenge ends and the user's code
 * failures are forgotten.
 */
export async function signInWithCode(
  db: Database,
  input: { req: IncomingMessage; code: string; now: number },
): Promise<CodeStepOutcome> {
  const token = challengeTokenFrom(input.req.headers.cookie);
  const challenge = token ? await attemptChallenge(db, { token, now: input.now }) : null;
  if (!token || !challenge) return { kind: "refused", code: "two-factor-expired" };
  const key = twoFactorBackoffKey(challenge.userId);
  const decision = await reserveSignInAttempt(db, key);
  if (!decision.allowed) return { kind: "wait", retryAfterSeconds: decision.retryAfterSeconds };
  const taken = await takeSecondFactor(db, { ...challenge, code: input.code, now: input.now });
  if (taken === "wrong") return { kind: "refused", code: "two-factor-failed" };
  if (taken === "used") return { kind: "refused", code: "two-factor-used" };
  await Promise.all([endChallenge(db, token), clearSignInFailures(db, key)]);
  return { kind: "signed-in", userId: challenge.userId };
}
