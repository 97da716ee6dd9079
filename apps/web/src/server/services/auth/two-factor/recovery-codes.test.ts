import { describe, expect, it } from "vitest";
import {
  newRecoveryCodes,
  normaliseRecoveryCode,
  RECOVERY_CODE_COUNT,
  recoveryCodeHash,
} from "./recovery-codes";

describe("recovery codes", () => {
  it("come ten at a time, each three groups of four, all different", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(RECOVERY_CODE_COUNT).toBe(10);
    for (const code of codes)
      expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{4}(-[0-9a-hjkmnp-tv-z]{4}){2}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("are read whatever the case, spaces and hyphens, with I, L and O read as 1, 1 and 0", () => {
    expect(normaliseRecoveryCode(" 7KQ2 M9XD-4HFA ")).toBe("7kq2m9xd4hfa");
    expect(normaliseRecoveryCode("ilo0-aaaa-bbbb")).toBe("1100aaaabbbb");
    expect(normaliseRecoveryCode("7kq2-m9xd")).toBeNull();
    expect(normaliseRecoveryCode("123456")).toBeNull();
    expect(normaliseRecoveryCode("uuuu-uuuu-uuuu")).toBeNull();
  });

  it("are stored as a hash salted by the user, never as typed", () => {
    const code = "7kq2m9xd4hfa";
    const a = recoveryCodeHash({ userId: "user-a", code });
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(a).not.toContain(code);
    expect(recoveryCodeHash({ userId: "user-b", code })).not.toBe(a);
    expect(recoveryCodeHash({ userId: "user-a", code })).toBe(a);
  });
});
