// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSubmission } from "./use-submission";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The API's answer to a key already used for other answers (see services/submissions.ts). */
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
});
