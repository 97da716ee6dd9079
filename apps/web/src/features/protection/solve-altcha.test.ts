import { createChallenge, verifySolution } from "altcha-lib/v1";
import { describe, expect, it } from "vitest";
import { altchaExpiry, altchaPayload, solveAltcha } from "./solve-altcha";

const hmacKey = "a-test-key-that-is-long-enough-to-sign";

describe("solveAltcha", () => {
  it("solves a challenge altcha-lib made, and the server's check takes the payload", async () => {
    const expires = new Date(Date.now() + 60_000);
    const challenge = await createChallenge({
      hmacKey,
      maxnumber: 20_000,
      expires,
      params: { form: "f1" },
    });
    const number = await solveAltcha({ ...challenge, maxnumber: challenge.maxnumber ?? 0 });
    expect(number).not.toBeNull();
    const payload = altchaPayload({ ...challenge, maxnumber: 20_000 }, number ?? -1);
    expect(await verifySolution(payload, hmacKey)).toBe(true);
    expect(JSON.parse(atob(payload))).toEqual({
      algorithm: "SHA-256",
      challenge: challenge.challenge,
      number,
      salt: challenge.salt,
      signature: challenge.signature,
    });
    expect(altchaExpiry(challenge)).toBe(Math.floor(expires.getTime() / 1000) * 1000);
  });

  it("answers null when no number up to maxnumber fits, or for another algorithm", async () => {
    const challenge = await createChallenge({ hmacKey, maxnumber: 1000, number: 900 });
    expect(await solveAltcha({ ...challenge, maxnumber: 100 })).toBeNull();
    expect(await solveAltcha({ ...challenge, maxnumber: 1000, algorithm: "SHA-1" })).toBeNull();
  });
});
