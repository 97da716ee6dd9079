// @vitest-environment jsdom
import { loadCatalogue } from "@formwright/core";
import { act, renderHook } from "@testing-library/react";
import { type ReactNode, Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LocalizedForm } from "./localized-form";
import { useSubmission } from "./use-submission";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The API's answer to a key already used for other answers (services/stored-submissions.ts). */
function keyReusedResponse(): Response {
  return new Response(
    JSON.stringify({
      data: null,
      errors: [
        {
          message: "This idempotency key was already used for a different submission",
          extensions: { code: "CONFLICT" },
        },
      ],
    }),
    { status: 200, headers: { "content-type": "application/graphql-response+json" } },
  );
}

function acceptedResponse(): Response {
  return new Response(
    JSON.stringify({ data: { submitForm: { submissionId: "s-2", fieldErrors: [] } } }),
    { status: 200, headers: { "content-type": "application/graphql-response+json" } },
  );
}

function sentKey(call: unknown[] | undefined): string {
  const init = call?.[1] as RequestInit | undefined;
  return JSON.parse(String(init?.body)).variables.idempotencyKey;
}

describe("useSubmission", () => {
  it("explains a reused key and sends the changed answers under a new key", async () => {
    const fetch = vi.fn().mockResolvedValueOnce(keyReusedResponse());
    fetch.mockResolvedValueOnce(acceptedResponse());
    vi.stubGlobal("fetch", fetch);
    const { result } = renderHook(() => useSubmission("contact"));

    let state: Awaited<ReturnType<typeof result.current.submit>> | undefined;
    await act(async () => {
      state = await result.current.submit({ fullName: "Grace" });
    });
    expect(state).toEqual({
      status: "failed",
      message: expect.stringContaining("already received before your last changes"),
      canRetry: true,
    });

    await act(async () => {
      state = await result.current.submit({ fullName: "Grace" });
    });
    expect(state).toEqual({ status: "accepted", submissionId: "s-2", data: { fullName: "Grace" } });
    expect(sentKey(fetch.mock.calls[1])).not.toBe(sentKey(fetch.mock.calls[0]));
  });

  it("says a failed send in the page's language", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    const german = ({ children }: { children: ReactNode }) => (
      <Suspense fallback={null}>
        <LocalizedForm language="de">{children}</LocalizedForm>
      </Suspense>
    );
    // The catalogue's chunk arrives as a promise: let React read it inside act.
    const { result } = await act(async () => {
      const rendered = renderHook(() => useSubmission("kontakt"), { wrapper: german });
      await loadCatalogue("de");
      return rendered;
    });
    let state: Awaited<ReturnType<typeof result.current.submit>> | undefined;
    await act(async () => {
      state = await result.current.submit({ name: "Ada" });
    });
    expect(state).toEqual({
      status: "failed",
      message:
        "Wir konnten Ihre Antworten nicht senden: Die Verbindung ist fehlgeschlagen. Ihre Antworten sind noch da; prüfen Sie Ihre Verbindung und versuchen Sie es erneut.",
      canRetry: true,
    });
  });

  it("keeps the English failure texts as they were", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn().mockResolvedValue(
        new Response(
          JSON.stringify({
            errors: [
              { message: "Too many", extensions: { code: "RATE_LIMITED", retryAfterSeconds: 1 } },
            ],
          }),
          { status: 429, headers: { "content-type": "application/graphql-response+json" } },
        ),
      ),
    );
    const { result } = renderHook(() => useSubmission("contact"));
    let state: Awaited<ReturnType<typeof result.current.submit>> | undefined;
    await act(async () => {
      state = await result.current.submit({ name: "Ada" });
    });
    expect(state).toMatchObject({
      message:
        "Too many submissions from your connection. Your answers are still here: try again in 1 second.",
    });
  });

  it("sends the single-use link the page carries, and keeps the answers when the link was used meanwhile", async () => {
    const fetch = vi.fn().mockResolvedValueOnce(
      new Response(
        JSON.stringify({
          data: null,
          errors: [
            {
              message: "This invitation link has already been used.",
              extensions: { code: "INVITE_USED" },
            },
          ],
        }),
        { status: 200, headers: { "content-type": "application/graphql-response+json" } },
      ),
    );
    vi.stubGlobal("fetch", fetch);
    const hidden = document.createElement("input");
    Object.assign(hidden, { type: "hidden", name: "fw:invite", value: "tok-123" });
    document.body.append(hidden);
    const { result } = renderHook(() => useSubmission("contact"));
    let state: Awaited<ReturnType<typeof result.current.submit>> | undefined;
    await act(async () => {
      state = await result.current.submit({ fullName: "Ada" });
    });
    hidden.remove();
    const init = fetch.mock.calls[0]?.[1] as RequestInit | undefined;
    expect(JSON.parse(String(init?.body)).variables.invite).toBe("tok-123");
    expect(state).toEqual({
      status: "failed",
      message: "This invitation link has already been used.",
      canRetry: false,
      mustKeepAnswers: true,
    });
  });
});
