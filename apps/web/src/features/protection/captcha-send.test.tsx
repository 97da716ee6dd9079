// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSubmission } from "../public-form/use-submission";

afterEach(() => {
  vi.unstubAllGlobals();
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { "content-type": "application/graphql-response+json" },
  });

const captchaRequired = () =>
  json({
    data: null,
    errors: [{ message: "This form needs its check", extensions: { code: "CAPTCHA_REQUIRED" } }],
  });

const accepted = () => json({ data: { submitForm: { submissionId: "s-1", fieldErrors: [] } } });

const sentCaptcha = (call: unknown[] | undefined) =>
  JSON.parse(String((call?.[1] as RequestInit | undefined)?.body)).variables.captcha;

describe("sending a protected form", () => {
  it("sends the CAPTCHA answer solved in the background with the answers", async () => {
    const fetch = vi.fn().mockResolvedValueOnce(accepted());
    vi.stubGlobal("fetch", fetch);
    const captcha = vi.fn(async (renew: boolean) => (renew ? "renewed" : "solved"));
    const { result } = renderHook(() => useSubmission("contact", undefined, { captcha }));
    let state: Awaited<ReturnType<typeof result.current.submit>> | undefined;
    await act(async () => {
      state = await result.current.submit({ fullName: "Ada" });
    });
    expect(state).toMatchObject({ status: "accepted", submissionId: "s-1" });
    expect(sentCaptcha(fetch.mock.calls[0])).toBe("solved");
    expect(captcha).toHaveBeenCalledTimes(1);
  });

  it("solves a new one and sends again, once, when the server says CAPTCHA_REQUIRED", async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(captchaRequired())
      .mockResolvedValueOnce(accepted());
    vi.stubGlobal("fetch", fetch);
    const captcha = vi.fn(async (renew: boolean) => (renew ? "renewed" : "used"));
    const { result } = renderHook(() => useSubmission("contact", undefined, { captcha }));
    let state: Awaited<ReturnType<typeof result.current.submit>> | undefined;
    await act(async () => {
      state = await result.current.submit({ fullName: "Ada" });
    });
    expect(state).toMatchObject({ status: "accepted" });
    expect(fetch.mock.calls.map(sentCaptcha)).toEqual(["used", "renewed"]);
  });

  it("says why when the server refuses the new one too, and keeps the answers for a retry", async () => {
    const fetch = vi.fn(async () => captchaRequired());
    vi.stubGlobal("fetch", fetch);
    const captcha = vi.fn(async () => "bad");
    const { result } = renderHook(() => useSubmission("contact", undefined, { captcha }));
    let state: Awaited<ReturnType<typeof result.current.submit>> | undefined;
    await act(async () => {
      state = await result.current.submit({ fullName: "Ada" });
    });
    expect(state).toMatchObject({ status: "failed", message: "This form needs its check" });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
