// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { createChallenge, verifySolution } from "altcha-lib/v1";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSubmission } from "../public-form/use-submission";
import { resetCaptchaAnswers, sendWithCaptcha } from "./captcha-answers";

const hmacKey = "a-test-key-that-is-long-enough-to-sign";

afterEach(() => {
  vi.unstubAllGlobals();
  resetCaptchaAnswers();
});

const graphql = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { "content-type": "application/graphql-response+json" },
  });

const captchaRequired = () =>
  graphql({
    data: null,
    errors: [{ message: "This form needs its check", extensions: { code: "CAPTCHA_REQUIRED" } }],
  });

const accepted = () => graphql({ data: { submitForm: { submissionId: "s-1", fieldErrors: [] } } });

/** The page's requests: challenges from the challenge route, then the API's answers in turn. */
function stubServer(answers: Array<() => Response>) {
  const sent: string[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (String(url).endsWith("/challenge")) {
      const challenge = await createChallenge({ hmacKey, maxnumber: 5_000 });
      return new Response(JSON.stringify(challenge), { status: 200 });
    }
    sent.push(JSON.parse(String(init?.body)).variables.captcha);
    return (answers.shift() ?? captchaRequired)();
  });
  vi.stubGlobal("fetch", fetch);
  return sent;
}

function protectedSubmission() {
  return renderHook(() =>
    useSubmission("contact", undefined, {
      sendVia: (ask) => sendWithCaptcha("contact", ask),
    }),
  );
}

describe("sending a protected form", () => {
  it("sends the answer to a challenge it solved itself with the answers", async () => {
    const sent = stubServer([accepted]);
    const { result } = protectedSubmission();
    let state: Awaited<ReturnType<typeof result.current.submit>> | undefined;
    await act(async () => {
      state = await result.current.submit({ fullName: "Ada" });
    });
    expect(state).toMatchObject({ status: "accepted", submissionId: "s-1" });
    expect(sent).toHaveLength(1);
    expect(await verifySolution(sent[0] ?? "", hmacKey)).toBe(true);
  });

  it("solves a new challenge and sends again, once, when the server says CAPTCHA_REQUIRED", async () => {
    const sent = stubServer([captchaRequired, accepted]);
    const { result } = protectedSubmission();
    let state: Awaited<ReturnType<typeof result.current.submit>> | undefined;
    await act(async () => {
      state = await result.current.submit({ fullName: "Ada" });
    });
    expect(state).toMatchObject({ status: "accepted" });
    expect(sent).toHaveLength(2);
    expect(sent[1]).not.toBe(sent[0]);
    expect(await verifySolution(sent[1] ?? "", hmacKey)).toBe(true);
  });

  it("says why when the server refuses the new one too, and keeps the answers for a retry", async () => {
    const sent = stubServer([]);
    const { result } = protectedSubmission();
    let state: Awaited<ReturnType<typeof result.current.submit>> | undefined;
    await act(async () => {
      state = await result.current.submit({ fullName: "Ada" });
    });
    expect(state).toMatchObject({ status: "failed", message: "This form needs its check" });
    expect(sent).toHaveLength(2);
  });
});
