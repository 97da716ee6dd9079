"use client";

import type { QueryClientError } from "@formwright/query-client";
import { useCallback, useEffect, useRef, useState } from "react";
import { createIdempotencyKey } from "./idempotency-key";
import { waitOutMinFill } from "./min-fill-wait";

// The GraphQL client (with graphql's parser, 16 kB gzip) is not part of the page's first
// load: it is fetched when the respondent starts filling in the form, and at the latest on send.
const loadClient = () => import("../api/browser-client");

function isQueryClientError(error: unknown): error is QueryClientError {
  return error instanceof Error && error.name === "QueryClientError";
}

const SUBMIT_FORM = /* GraphQL */ `
  mutation SubmitForm(
    $slug: String!
    $data: JSON!
    $idempotencyKey: String!
    $honeypot: String
    $fillToken: String
    $version: Int
  ) {
    submitForm(
      slug: $slug
      data: $data
      idempotencyKey: $idempotencyKey
      honeypot: $honeypot
      fillToken: $fillToken
      version: $version
    ) {
      submissionId
      fieldErrors { name message }
    }
  }
`;

interface SubmitFormData {
  submitForm: {
    submissionId: string | null;
    fieldErrors: Array<{ name: string; message: string }>;
  };
}

/** Where one filling of a form stands. */
export type SubmissionState =
  | { status: "idle" }
  | { status: "sending" }
  | { status: "accepted"; submissionId: string }
  | { status: "rejected"; fieldErrors: Array<{ name: string; message: string }> }
  | {
      status: "failed";
      message: string;
      canRetry: boolean;
      /** The answers cannot be sent any more (the form closed): offer to copy them. */
      mustKeepAnswers?: boolean;
    };

/** Error codes after which the answers can only be kept, not sent. */
const KEEP_ANSWERS_CODES = new Set(["FORM_CLOSED", "VERSION_EXPIRED"]);

/**
 * Sends answers with one idempotency key per filling: a retry after a network
 * failure reuses it, so the server stores the answers once however often the
 * respondent presses the button. A second send while one is in flight is ignored.
 */
export function useSubmission(
  slug: string,
  /** Read at send time: the honeypot's content and the page's fill token. */
  spamSignals: () => { honeypot: string; fillToken: string | null } = () => ({
    honeypot: "",
    fillToken: null,
  }),
  /** The version the page shows, and the server's minimum fill time (ms). */
  served: { version?: number | null; minFillMs?: number } = {},
) {
  const [state, setState] = useState<SubmissionState>({ status: "idle" });
  const keyRef = useRef<string | null>(null);
  const inFlight = useRef(false);
  const [startedAt] = useState(() => (typeof performance === "undefined" ? 0 : performance.now()));
  const { version = null, minFillMs = 0 } = served;
  useEffect(() => {
    const warm = () => void loadClient();
    document.addEventListener("focusin", warm, { once: true });
    document.addEventListener("pointerdown", warm, { once: true });
    return () => {
      document.removeEventListener("focusin", warm);
      document.removeEventListener("pointerdown", warm);
    };
  }, []);

  const submit = useCallback(
    async (data: Record<string, unknown>): Promise<SubmissionState> => {
      if (inFlight.current) return { status: "sending" };
      inFlight.current = true;
      keyRef.current ??= createIdempotencyKey();
      setState({ status: "sending" });
      let next: SubmissionState;
      try {
        const [{ browserClient }] = await Promise.all([
          loadClient(),
          waitOutMinFill({ startedAt, minFillMs }),
        ]);
        const result = await browserClient().request<SubmitFormData>(SUBMIT_FORM, {
          slug,
          data,
          idempotencyKey: keyRef.current,
          ...spamSignals(),
          version,
        });
        const { submissionId, fieldErrors } = result.submitForm;
        next = submissionId
          ? { status: "accepted", submissionId }
          : { status: "rejected", fieldErrors };
      } catch (error) {
        next = toFailure(error);
        // The key's first answers are stored: a new send of the changed ones needs a new key.
        if (isKeyReused(error)) keyRef.current = null;
      } finally {
        inFlight.current = false;
      }
      setState(next);
      return next;
    },
    [slug, spamSignals, startedAt, minFillMs, version],
  );

  return { state, submit };
}

/** The server refused the key: it already stored other answers under it (`CONFLICT`). */
function isKeyReused(error: unknown): boolean {
  return (
    isQueryClientError(error) &&
    error.status === 200 &&
    error.response.errors?.[0]?.extensions?.code === "CONFLICT"
  );
}

function toFailure(error: unknown): SubmissionState {
  if (isKeyReused(error)) {
    return {
      status: "failed",
      message:
        "Your answers were already received before your last changes. To send the changed answers as well, send the form again.",
      canRetry: true,
    };
  }
  if (isQueryClientError(error) && error.status >= 400 && error.status < 500) {
    if (error.status === 413) {
      return {
        status: "failed",
        message: "Your answers are too long to send. Please shorten them.",
        canRetry: false,
      };
    }
    if (error.status === 429) {
      const seconds = Number(error.response.errors?.[0]?.extensions?.retryAfterSeconds);
      const wait = Number.isFinite(seconds)
        ? `${seconds} second${seconds === 1 ? "" : "s"}`
        : "a minute";
      return {
        status: "failed",
        message: `Too many submissions from your connection. Your answers are still here: try again in ${wait}.`,
        canRetry: true,
      };
    }
  }
  if (isQueryClientError(error) && error.status === 200) {
    const code = error.response.errors?.[0]?.extensions?.code;
    const mustKeepAnswers = typeof code === "string" && KEEP_ANSWERS_CODES.has(code);
    return { status: "failed", message: error.message, canRetry: false, mustKeepAnswers };
  }
  return {
    status: "failed",
    message:
      "We could not send your answers: the connection failed. Your answers are still here; check your connection and try again.",
    canRetry: true,
  };
}
