import { describe, expect, it } from "vitest";
import { newTotpSecret, totpCode, totpCodeStep, totpStep, totpUri } from "./totp";

/** RFC 6238's test key ("12345678901234567890") in base32. */
const RFC_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";

describe("TOTP codes", () => {
  it("are RFC 6238's codes (SHA-1, 30 s steps, the last 6 digits)", () => {
    // The RFC's table gives 8 digits: 94287082 at 59 s, 07081804 at 1111111109 s.
    expect(totpCode(RFC_SECRET, 59_000)).toBe("287082");
    expect(totpCode(RFC_SECRET, 1_111_111_109_000)).toBe("081804");
  });

  it("name the step they belong to, for a clock up to one step off either way", () => {
    const now = 1_800_000_000_000;
    const step = totpStep(now);
    const code = totpCode(RFC_SECRET, now);
    expect(totpCodeStep({ secret: RFC_SECRET, code, now })).toBe(step);
    expect(totpCodeStep({ secret: RFC_SECRET, code, now: now + 30_000 })).toBe(step);
    expect(totpCodeStep({ secret: RFC_SECRET, code, now: now - 30_000 })).toBe(step);
  });

  it("refuse a code two steps away, another key's code and text that is not six digits", () => {
    const now = 1_800_000_000_000;
    const code = totpCode(RFC_SECRET, now);
    expect(totpCodeStep({ secret: RFC_SECRET, code, now: now + 60_000 })).toBeNull();
    expect(totpCodeStep({ secret: "JBSWY3DPEHPK3PXP", code, now })).toBeNull();
    for (const typed of ["", "12345", "1234567", "12 345", "abcdef"]) {
      expect(totpCodeStep({ secret: RFC_SECRET, code: typed, now })).toBeNull();
    }
  });

  it("makes 160-bit keys in base32 and an otpauth address apps read", () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    expect(totpUri({ secret, email: "ed@example.com" })).toBe(
      `otpauth://totp/Formwright:ed%40example.com?issuer=Formwright&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
  });
});
