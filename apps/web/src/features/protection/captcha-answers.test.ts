import { createChallenge, verifySolution } from "altcha-lib/v1";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  captchaAnswer,
  captchaStatus,
  resetCaptchaAnswers,
  subscribeCaptcha,
} from "./captcha-answers";

const hmacKey = "a-test-key-that-is-long-enough-to-sign";

afterEach(() => {
  vi.unstubAllGlobals();
  resetCaptchaAnswers();
});

const challengeResponse = async () =>
  new Response(JSON.stringify(await createChallenge({ hmacKey, maxnumber: 5_000 })), {
    status: 200,
    headers: { "content-type": "application/json" },
  });

describe("captchaAnswer", () => {
  it("fetches the form's challenge, solves it and keeps the answer for the send", async () => {
    const fetch = vi.fn(challengeResponse);
    vi.stubGlobal("fetch", fetch);
    const statuses: string[] = [];
    subscribeCaptcha("contact", () => statuses.push(captchaStatus("contact")));
    const answer = await captchaAnswer("contact");
    expect(await verifySolution(answer, hmacKey)).toBe(true);
    expect(fetch).toHaveBeenCalledWith("/api/forms/contact/challenge", expect.anything());
    expect(statuses).toEqual(["solving", "ready"]);
    // The send reads the same answer: no second challenge.
    expect(await captchaAnswer("contact")).toBe(answer);
    expect(fetch).toHaveBeenCalledTimes(1);
    // Refused by the server: a new challenge, a new answer.
    const renewed = await captchaAnswer("contact", { renew: true });
    expect(renewed).not.toBe(answer);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("fails when the challenge cannot be fetched, and starts again on the next call", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValueOnce(new TypeError("Failed to fetch")));
    await expect(captchaAnswer("contact")).rejects.toThrow("Failed to fetch");
    expect(captchaStatus("contact")).toBe("failed");
    vi.stubGlobal("fetch", vi.fn(challengeResponse));
    expect(await verifySolution(await captchaAnswer("contact"), hmacKey)).toBe(true);
  });

  it("answers nothing when the live version asks for no CAPTCHA any more", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}", { status: 404 })),
    );
    expect(await captchaAnswer("contact")).toBe("");
  });
});
