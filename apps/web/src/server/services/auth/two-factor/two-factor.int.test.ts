import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../../../db/database";
import { twoFactor, twoFactorRecoveryCodes } from "../../../db/schema";
import { databaseTargets } from "../../../testing/databases";
import { ServiceError } from "../../errors";
import { createUser } from "../users";
import {
  attemptChallenge,
  CHALLENGE_LIFETIME_MS,
  CHALLENGE_MAX_ATTEMPTS,
  createChallenge,
  deleteExpiredChallenges,
} from "./challenges";
import { normaliseRecoveryCode, recoveryCodeHash } from "./recovery-codes";
import { totpCode } from "./totp";
import {
  confirmTwoFactorSetup,
  isTwoFactorEnabled,
  removeTwoFactor,
  startTwoFactorSetup,
  TWO_FACTOR_CODE_WRONG,
  takeSecondFactor,
  twoFactorStatus,
} from "./two-factor";

/** Opening PGlite (migrations included) can take minutes on a busy machine. */
const OPEN_TIMEOUT_MS = 300_000;

/** The clock of these tests: codes are made and checked at times the test sets. */
const T0 = Date.UTC(2026, 10, 28, 12, 0, 0);
const STEP_MS = 30_000;

describe.each(databaseTargets)("two-factor sign-in on $name", ({ open }) => {
  let connection: DatabaseConnection;
  beforeAll(async () => {
    connection = await open();
  }, OPEN_TIMEOUT_MS);
  afterAll(async () => {
    await connection?.close();
  });

  let count = 0;
  async function newUser() {
    count += 1;
    return createUser(connection.db, {
      email: `two-factor-${count}-${Math.random().toString(36).slice(2)}@example.com`,
      password: "correct horse battery",
      role: "editor",
    });
  }

  /** A user with two-factor sign-in on at T0, its key and recovery codes. */
  async function enabledUser() {
    const user = await newUser();
    const { key } = await startTwoFactorSetup(connection.db, {
      userId: user.id,
      email: user.email,
    });
    const codes = await confirmTwoFactorSetup(connection.db, {
      userId: user.id,
      code: totpCode(key, T0),
      now: T0,
    });
    return { user, key, codes };
  }

  it("is off until set-up gets a first code of the new key; the QR address carries the key", async () => {
    const { db } = connection;
    const user = await newUser();
    const setup = await startTwoFactorSetup(db, { userId: user.id, email: user.email });
    expect(setup.uri).toContain(`secret=${setup.key}`);
    expect(setup.uri.startsWith("otpauth://totp/Formwright:")).toBe(true);
    expect(await isTwoFactorEnabled(db, user.id)).toBe(false);
    // Nothing to take while only set up.
    expect(
      await takeSecondFactor(db, { userId: user.id, code: totpCode(setup.key, T0), now: T0 }),
    ).toBe("wrong");

    await expect(
      confirmTwoFactorSetup(db, { userId: user.id, code: "000000", now: T0 }),
    ).rejects.toThrow(TWO_FACTOR_CODE_WRONG);
    expect(await isTwoFactorEnabled(db, user.id)).toBe(false);

    const codes = await confirmTwoFactorSetup(db, {
      userId: user.id,
      code: totpCode(setup.key, T0),
      now: T0,
    });
    expect(codes).toHaveLength(10);
    expect(await twoFactorStatus(db, user.id)).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    await expect(startTwoFactorSetup(db, { userId: user.id, email: user.email })).rejects.toThrow(
      ServiceError,
    );
  });

  it("a set-up started again replaces the key: the first key's code no longer confirms", async () => {
    const { db } = connection;
    const user = await newUser();
    const first = await startTwoFactorSetup(db, { userId: user.id, email: user.email });
    const second = await startTwoFactorSetup(db, { userId: user.id, email: user.email });
    expect(second.key).not.toBe(first.key);
    await expect(
      confirmTwoFactorSetup(db, { userId: user.id, code: totpCode(first.key, T0), now: T0 }),
    ).rejects.toThrow(TWO_FACTOR_CODE_WRONG);
    await confirmTwoFactorSetup(db, { userId: user.id, code: totpCode(second.key, T0), now: T0 });
    expect(await isTwoFactorEnabled(db, user.id)).toBe(true);
  });

  it("takes a code once: the code that confirmed set-up, and any code of a used step, are refused", async () => {
    const { db } = connection;
    const { user, key } = await enabledUser();
    // The confirming code's step is spent.
    expect(
      await takeSecondFactor(db, { userId: user.id, code: totpCode(key, T0), now: T0 + 5_000 }),
    ).toBe("used");
    const later = T0 + 2 * STEP_MS;
    const code = totpCode(key, later);
    expect(await takeSecondFactor(db, { userId: user.id, code, now: later })).toBe("totp");
    // The same code again within its step: a replay.
    expect(await takeSecondFactor(db, { userId: user.id, code, now: later + 10_000 })).toBe("used");
    // The previous step's code, still inside the window, is older than the last used one.
    const previous = totpCode(key, later - STEP_MS);
    expect(await takeSecondFactor(db, { userId: user.id, code: previous, now: later })).toBe(
      "used",
    );
    // The next step's code works.
    const next = later + STEP_MS;
    expect(
      await takeSecondFactor(db, { userId: user.id, code: totpCode(key, next), now: next }),
    ).toBe("totp");
  });

  it("gives one yes to two requests with the same code at once", async () => {
    const { db } = connection;
    const { user, key } = await enabledUser();
    const now = T0 + 10 * STEP_MS;
    const code = totpCode(key, now);
    const outcomes = await Promise.all([
      takeSecondFactor(db, { userId: user.id, code, now }),
      takeSecondFactor(db, { userId: user.id, code, now }),
    ]);
    expect(outcomes.sort()).toEqual(["totp", "used"]);
  });

  it("refuses a wrong code and a code from too far away", async () => {
    const { db } = connection;
    const { user, key } = await enabledUser();
    const now = T0 + 20 * STEP_MS;
    const right = totpCode(key, now);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, "0");
    expect(await takeSecondFactor(db, { userId: user.id, code: wrong, now })).toBe("wrong");
    expect(
      await takeSecondFactor(db, { userId: user.id, code: right, now: now + 3 * STEP_MS }),
    ).toBe("wrong");
    expect(await takeSecondFactor(db, { userId: user.id, code: "not a code", now })).toBe("wrong");
  });

  it("keeps recovery codes only hashed, and takes each once, however typed", async () => {
    const { db } = connection;
    const { user, codes } = await enabledUser();
    const stored = await db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    const plain = codes.map((c) => normaliseRecoveryCode(c));
    for (const row of stored) {
      expect(plain).not.toContain(row.codeHash);
      expect(codes.some((c) => row.codeHash.includes(c.replace(/-/g, "")))).toBe(false);
    }
    expect(stored.map((r) => r.codeHash).sort()).toEqual(
      plain.map((code) => recoveryCodeHash({ userId: user.id, code: code! })).sort(),
    );

    const [first = "", second = ""] = codes;
    expect(await takeSecondFactor(db, { userId: user.id, code: first, now: T0 })).toBe("recovery");
    expect(await takeSecondFactor(db, { userId: user.id, code: first, now: T0 })).toBe("used");
    expect(
      await takeSecondFactor(db, {
        userId: user.id,
        code: ` ${second.toUpperCase().replace(/-/g, " ")} `,
        now: T0,
      }),
    ).toBe("recovery");
    expect(await twoFactorStatus(db, user.id)).toEqual({ enabled: true, recoveryCodesLeft: 8 });
    // Another user's code is nobody's here.
    const other = await enabledUser();
    expect(
      await takeSecondFactor(db, { userId: user.id, code: other.codes[0] ?? "", now: T0 }),
    ).toBe("wrong");
  });

  it("turns off for good: key, recovery codes and waiting sign-ins go", async () => {
    const { db } = connection;
    const { user, codes } = await enabledUser();
    const challenge = await createChallenge(db, { userId: user.id, now: T0 });
    expect(await removeTwoFactor(db, user.id)).toBe(true);
    expect(await isTwoFactorEnabled(db, user.id)).toBe(false);
    expect(await db.select().from(twoFactor).where(eq(twoFactor.userId, user.id))).toEqual([]);
    expect(await takeSecondFactor(db, { userId: user.id, code: codes[0] ?? "", now: T0 })).toBe(
      "wrong",
    );
    expect(await attemptChallenge(db, { token: challenge.token, now: T0 })).toBeNull();
    expect(await removeTwoFactor(db, user.id)).toBe(false);
  });

  it("a waiting sign-in is bound to its user, lasts minutes and takes a few attempts", async () => {
    const { db } = connection;
    const user = await newUser();
    const challenge = await createChallenge(db, { userId: user.id, now: T0 });
    expect(challenge.expiresAt.getTime()).toBe(T0 + CHALLENGE_LIFETIME_MS);
    for (let i = 0; i < CHALLENGE_MAX_ATTEMPTS; i++) {
      expect(await attemptChallenge(db, { token: challenge.token, now: T0 + 1_000 })).toEqual({
        userId: user.id,
      });
    }
    expect(await attemptChallenge(db, { token: challenge.token, now: T0 + 1_000 })).toBeNull();

    const late = await createChallenge(db, { userId: user.id, now: T0 });
    expect(
      await attemptChallenge(db, { token: late.token, now: T0 + CHALLENGE_LIFETIME_MS }),
    ).toBeNull();
    expect(
      await attemptChallenge(db, { token: "not-a-challenge-token-at-all", now: T0 }),
    ).toBeNull();
    expect(await deleteExpiredChallenges(db, T0 + CHALLENGE_LIFETIME_MS)).toBeGreaterThanOrEqual(2);
  });
});
