import { describe, expect, test } from "vitest";
import { parseFormDocument } from "../document/parse-form-document";
import { messageAt, withBlocks } from "../test/document-issues";
import { altchaMaxNumber, CAPTCHA_MAX_NUMBERS } from "./protection-schema";

const withProtection = (protection: unknown) => ({ ...withBlocks([]), protection });

describe("protection", () => {
  test("accepts each CAPTCHA and each ALTCHA difficulty, and keeps them", () => {
    for (const protection of [
      { captcha: "altcha" },
      { captcha: "altcha", difficulty: "low" },
      { captcha: "altcha", difficulty: "medium" },
      { captcha: "altcha", difficulty: "high" },
      { captcha: "turnstile" },
      { captcha: "hcaptcha" },
    ]) {
      const result = parseFormDocument(withProtection(protection));
      expect(result.success && result.document.protection).toEqual(protection);
    }
  });

  test("refuses an unknown CAPTCHA, difficulty or key with the path named", () => {
    expect(messageAt(withProtection({ captcha: "recaptcha" }), "protection.captcha")).toBe(
      'must be "altcha", "turnstile" or "hcaptcha"',
    );
    expect(
      messageAt(
        withProtection({ captcha: "altcha", difficulty: "extreme" }),
        "protection.difficulty",
      ),
    ).toBe('must be "low", "medium" or "high"');
    expect(messageAt(withProtection({}), "protection.captcha")).toBe(
      'must be "altcha", "turnstile" or "hcaptcha"',
    );
    expect(messageAt(withProtection({ captcha: "altcha", level: 3 }), "protection.level")).toBe(
      'Unknown key "level"',
    );
  });

  test("refuses a difficulty on a third party's CAPTCHA", () => {
    expect(
      messageAt(
        withProtection({ captcha: "turnstile", difficulty: "low" }),
        "protection.difficulty",
      ),
    ).toBe('difficulty applies to "altcha" only (a third party sets its own)');
  });

  test("each difficulty hides a larger number, medium by default", () => {
    expect(CAPTCHA_MAX_NUMBERS.low).toBeLessThan(CAPTCHA_MAX_NUMBERS.medium);
    expect(CAPTCHA_MAX_NUMBERS.medium).toBeLessThan(CAPTCHA_MAX_NUMBERS.high);
    expect(altchaMaxNumber({ captcha: "altcha" })).toBe(CAPTCHA_MAX_NUMBERS.medium);
    expect(altchaMaxNumber({ captcha: "altcha", difficulty: "high" })).toBe(1_000_000);
  });
});
