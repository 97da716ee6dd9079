import { describe, expect, it } from "vitest";
import { ADMIN_TOKEN_MIN_LENGTH, loadConfig } from "./config";

describe("loadConfig", () => {
  it("stops start-up on a FORMWRIGHT_ADMIN_TOKEN shorter than 32 characters, naming it", () => {
    expect(() =>
      loadConfig({ NODE_ENV: "test", FORMWRIGHT_ADMIN_TOKEN: "e2e-admin-token" }),
    ).toThrow(/FORMWRIGHT_ADMIN_TOKEN: must be at least 32 characters/);
  });

  it("accepts a token of 32 characters", () => {
    const token = "x".repeat(ADMIN_TOKEN_MIN_LENGTH);
    expect(loadConfig({ NODE_ENV: "test", FORMWRIGHT_ADMIN_TOKEN: token }).adminToken).toBe(token);
  });

  it("reads the session lifetime (30 days unless set) and the setup code", () => {
    expect(loadConfig({ NODE_ENV: "test" }).sessionMaxAgeDays).toBe(30);
    const config = loadConfig({
      NODE_ENV: "test",
      FORMWRIGHT_SESSION_MAX_AGE_DAYS: "7",
      FORMWRIGHT_SETUP_CODE: "a-setup-code-of-some-length",
    });
    expect(config.sessionMaxAgeDays).toBe(7);
    expect(config.setupCode).toBe("a-setup-code-of-some-length");
  });

  it("refuses a setup code too short to be secret, naming it", () => {
    expect(() => loadConfig({ NODE_ENV: "test", FORMWRIGHT_SETUP_CODE: "1234" })).toThrow(
      /FORMWRIGHT_SETUP_CODE/,
    );
  });

  it("reads how long a saved draft lasts (30 days unless set) and refuses a bad value, naming it", () => {
    expect(loadConfig({ NODE_ENV: "test" }).draftMaxAgeDays).toBe(30);
    expect(
      loadConfig({ NODE_ENV: "test", FORMWRIGHT_DRAFT_MAX_AGE_DAYS: "7" }).draftMaxAgeDays,
    ).toBe(7);
    for (const bad of ["0", "1.5", "soon"]) {
      expect(() => loadConfig({ NODE_ENV: "test", FORMWRIGHT_DRAFT_MAX_AGE_DAYS: bad })).toThrow(
        /FORMWRIGHT_DRAFT_MAX_AGE_DAYS/,
      );
    }
  });

  it("reads the response limit (10 MB unless set)", () => {
    expect(loadConfig({ NODE_ENV: "test" }).responseLimitBytes).toBe(10_000_000);
    const config = loadConfig({ NODE_ENV: "test", FORMWRIGHT_RESPONSE_LIMIT_BYTES: "4000000" });
    expect(config.responseLimitBytes).toBe(4_000_000);
  });

  it("refuses a response limit under twice the body limit, naming both", () => {
    expect(() =>
      loadConfig({ NODE_ENV: "test", FORMWRIGHT_RESPONSE_LIMIT_BYTES: "1500000" }),
    ).toThrow(
      /FORMWRIGHT_RESPONSE_LIMIT_BYTES must be at least twice FORMWRIGHT_BODY_LIMIT_BYTES \(2000000\)/,
    );
  });

  it("reads the anonymous read limit (300 a minute unless set; 0 turns it off)", () => {
    expect(loadConfig({ NODE_ENV: "test" }).anonymousReadLimitPerMinute).toBe(300);
    const config = loadConfig({
      NODE_ENV: "test",
      FORMWRIGHT_ANONYMOUS_READ_LIMIT_PER_MINUTE: "0",
    });
    expect(config.anonymousReadLimitPerMinute).toBe(0);
  });
});
