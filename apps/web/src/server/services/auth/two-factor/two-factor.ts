import { and, count, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import { AUTH_MESSAGES } from "../../../../lib/auth-messages";
import type { Database } from "../../../db/database";
import { twoFactor, twoFactorChallenges, twoFactorRecoveryCodes } from "../../../db/schema";
import { ServiceError } from "../../errors";
import { newRecoveryCodes, normaliseRecoveryCode, recoveryCodeHash } from "./recovery-codes";
import { isTotpCodeShape, newTotpSecret, totpCodeStep, totpUri } from "./totp";

/** A user's two-factor sign-in as their account page shows it. */
export interface TwoFactorStatus {
  enabled: boolean;
  /** Recovery codes not used yet (0 when off). */
  recoveryCodesLeft: number;
}

/** What set-up shows: the key as text and the address the QR code carries. */
export interface TwoFactorSetup {
  key: string;
  uri: string;
}

/** How a second factor was taken, or why not. */
export type SecondFactorOutcome = "totp" | "recovery" | "used" | "wrong";

/** Message when a code (or recovery code) is not right. */
export const TWO_FACTOR_CODE_WRONG = AUTH_MESSAGES["two-factor-failed"].text;
/** Message when a code was taken already (the same 30 s step, or a spent recovery code). */
export const TWO_FACTOR_CODE_USED = AUTH_MESSAGES["two-factor-used"].text;

/**
 * The key of the sign-in backoff (`sign-in-backoff.ts`) that counts a user's
 * code attempts, apart from their password attempts (counted by email).
 */
export function twoFactorBackoffKey(userId: string): string {
  return `two-factor:${userId}`;
}

/** Whether a user signs in with a code after the password. */
export async function isTwoFactorEnabled(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: twoFactor.userId })
    .from(twoFactor)
    .where(and(eq(twoFactor.userId, userId), isNotNull(twoFactor.enabledAt)));
  return row !== undefined;
}

/** Whether two-factor sign-in is on for a user, and how many recovery codes are left. */
export async function twoFactorStatus(db: Database, userId: string): Promise<TwoFactorStatus> {
  if (!(await isTwoFactorEnabled(db, userId))) return { enabled: false, recoveryCodesLeft: 0 };
  const [row] = await db
    .select({ n: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return { enabled: true, recoveryCodesLeft: Number(row?.n ?? 0) };
}

/**
 * Makes a new key for a user who has two-factor sign-in off (replacing a
 * set-up not confirmed); it is on only once {@link confirmTwoFactorSetup}
 * gets a code of it.
 */
export async function startTwoFactorSetup(
  db: Database,
  input: { userId: string; email: string },
): Promise<TwoFactorSetup> {
  if (await isTwoFactorEnabled(db, input.userId)) {
    throw new ServiceError(
      "CONFLICT",
      "Two-factor sign-in is already on: turn it off first to set it up again",
    );
  }
  const secret = newTotpSecret();
  await db
    .insert(twoFactor)
    .values({ userId: input.userId, secret })
    .onConflictDoUpdate({
      target: twoFactor.userId,
      set: { secret, enabledAt: null, lastUsedStep: null },
      // A set-up confirmed meanwhile (another tab) is not replaced.
      setWhere: isNull(twoFactor.enabledAt),
    });
  return { key: secret, uri: totpUri({ secret, email: input.email }) };
}

/**
 * Turns two-factor sign-in on with the first code of the key set-up made,
 * and returns the {@link newRecoveryCodes}: shown this once, only their
 * hashes are kept. The code counts as used.
 */
export async function confirmTwoFactorSetup(
  db: Database,
  input: { userId: string; code: string; now: number },
): Promise<string[]> {
  const [pending] = await db
    .select({ secret: twoFactor.secret, enabledAt: twoFactor.enabledAt })
    .from(twoFactor)
    .where(eq(twoFactor.userId, input.userId));
  if (!pending) {
    throw new ServiceError(
      "BAD_USER_INPUT",
      "No set-up is waiting for a code: start with Set up two-factor sign-in",
    );
  }
  if (pending.enabledAt) {
    throw new ServiceError("CONFLICT", "Two-factor sign-in is already on");
  }
  const code = input.code.replace(/\s/g, "");
  const step = totpCodeStep({ secret: pending.secret, code, now: input.now });
  if (step === null) throw new ServiceError("BAD_USER_INPUT", TWO_FACTOR_CODE_WRONG);
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    const [enabled] = await tx
      .update(twoFactor)
      .set({ enabledAt: new Date(input.now), lastUsedStep: step })
      .where(
        and(
          eq(twoFactor.userId, input.userId),
          eq(twoFactor.secret, pending.secret),
          isNull(twoFactor.enabledAt),
        ),
      )
      .returning({ userId: twoFactor.userId });
    if (!enabled) {
      throw new ServiceError(
        "CONFLICT",
        "The set-up changed meanwhile (another window?): start it again",
      );
    }
    await replaceRecoveryCodes(tx as unknown as Database, { userId: input.userId, codes });
  });
  return codes;
}

async function replaceRecoveryCodes(db: Database, input: { userId: string; codes: string[] }) {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, input.userId));
  await db.insert(twoFactorRecoveryCodes).values(
    input.codes.map((code) => ({
      userId: input.userId,
      codeHash: recoveryCodeHash({
        userId: input.userId,
        code: normaliseRecoveryCode(code) ?? code,
      }),
    })),
  );
}

/**
 * Takes a code of a user with two-factor sign-in on: a 6-digit code of
 * their app (once per 30-second step: the step is kept, and a code of that
 * step or an earlier one is `used`), or one of their recovery codes (once).
 * Each is taken by one statement, so two requests with one code get one yes.
 */
export async function takeSecondFactor(
  db: Database,
  input: { userId: string; code: string; now: number },
): Promise<SecondFactorOutcome> {
  const typed = input.code.replace(/\s/g, "");
  if (isTotpCodeShape(typed)) return takeTotpCode(db, { ...input, code: typed });
  const recovery = normaliseRecoveryCode(typed);
  if (!recovery || !(await isTwoFactorEnabled(db, input.userId))) return "wrong";
  const codeHash = recoveryCodeHash({ userId: input.userId, code: recovery });
  const mine = and(
    eq(twoFactorRecoveryCodes.codeHash, codeHash),
    eq(twoFactorRecoveryCodes.userId, input.userId),
  );
  const [taken] = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: new Date(input.now) })
    .where(and(mine, isNull(twoFactorRecoveryCodes.usedAt)))
    .returning({ codeHash: twoFactorRecoveryCodes.codeHash });
  if (taken) return "recovery";
  const [spent] = await db
    .select({ codeHash: twoFactorRecoveryCodes.codeHash })
    .from(twoFactorRecoveryCodes)
    .where(mine);
  return spent ? "used" : "wrong";
}

async function takeTotpCode(
  db: Database,
  input: { userId: string; code: string; now: number },
): Promise<SecondFactorOutcome> {
  const [row] = await db
    .select({ secret: twoFactor.secret, lastUsedStep: twoFactor.lastUsedStep })
    .from(twoFactor)
    .where(and(eq(twoFactor.userId, input.userId), isNotNull(twoFactor.enabledAt)));
  if (!row) return "wrong";
  const step = totpCodeStep({ secret: row.secret, code: input.code, now: input.now });
  if (step === null) return "wrong";
  const [taken] = await db
    .update(twoFactor)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(twoFactor.userId, input.userId),
        isNotNull(twoFactor.enabledAt),
        or(isNull(twoFactor.lastUsedStep), lt(twoFactor.lastUsedStep, step)),
      ),
    )
    .returning({ userId: twoFactor.userId });
  return taken ? "totp" : "used";
}

/**
 * Turns two-factor sign-in off for a user: the key, the recovery codes and
 * any sign-in waiting for a code go. Says whether it was on.
 */
export async function removeTwoFactor(db: Database, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
    await tx.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, userId));
    const gone = await tx
      .delete(twoFactor)
      .where(eq(twoFactor.userId, userId))
      .returning({ enabledAt: twoFactor.enabledAt });
    return gone.some((row) => row.enabledAt !== null);
  });
}
