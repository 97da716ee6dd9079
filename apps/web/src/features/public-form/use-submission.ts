"use client";

import type { Catalogue } from "@formwright/core";
import type { QueryClientError } from "@formwright/query-client";
import { useCallback, useEffect, useRef, useState } from "react";
import type { SubmitFormMutation } from "../../graphql/operation-types";
import { emailVerificationsOf } from "./email-verifications";
import { createIdempotencyKey } from "./idempotency-key";
import { useCatalogue } from "./localized-form";
import { waitOutMinFill } from "./min-fill-wait";
import { type OutboxEntry, offlineOutbox } from "./offline-outbox";

// The GraphQL client (with graphql's parser, 16 kB gzip) and the submit's text are not part
// of the page's first load: fetched when the respondent starts filling in, at the latest on send.
const loadClient = () => import("./submit-request");

function isQueryClientError(error: unknown): error is QueryClientError {
  return error instanceof Error && error.name === "QueryClientError";
}

/** Makes the submit's request another way (see `useSubmission`'s `sendVia`); `ask` is the plain submit of `entry`. */
export type SendVia = (
  ask: (answer: string | null) => Promise<SubmitFormMutation>,
  entry: OutboxEntry,
) => Promise<SubmitFormMutation>;

/** Where one filling of a form stands. */
export type SubmissionState =
  | { status: "idle" }
  /** `isSaved`: sending answers that waited in this browser's outbox. */
  | { status: "sending"; isSaved?: boolean }
  | {
      status: "accepted";
      submissionId: string;
      data: Record<string, unknown>;
      /** Where the respondent pays (a form with a payment block, issue 36): the receipt goes there. */
      paymentUrl?: string | null;
    }
  | { status: "rejected"; fieldErrors: Array<{ name: string; message: string }> }
  | {
      status: "failed";
      message: string;
      canRetry: boolean;
      /** The answers cannot be sent any more (the form closed): offer to copy them. */
      mustKeepAnswers?: boolean;
    }
  /** Offline: kept in the outbox, sent when the connection returns. */
  | { status: "queued" };

/** Error codes after which the answers can only be kept, not sent (a single-use link's too). */
const KEEP_ANSWERS_CODES = new Set([
  "FORM_CLOSED",
  "VERSION_EXPIRED",
  "INVITE_USED",
  "INVITE_INVALID",
  "INVITE_REQUIRED",
]);

/** True for a failure that never reached the server (no connection, aborted request). */
function isNetworkFailure(error: unknown): boolean {
  return !isQueryClientError(error) || error.status === 0;
}

const isOffline = () => typeof navigator !== "undefined" && navigator.onLine === false;

/**
 * Sends answers with one idempotency key per filling: a retry after a network
 * failure reuses it, so the server stores the answers once however often the
 * respondent presses the button. A second send while one is in flight is ignored.
 *
 * With `useOutbox`, a send that never reached the server is kept in the
 * browser ({@link offlineOutbox}) with its key: offline, the state is
 * `queued` and it is sent when the browser is back online; an entry left by
 * a closed tab is sent when the form is opened again.
 */
export function useSubmission(
  slug: string,
  /** Read at send time: the honeypot's content and the page's fill token. */
  spamSignals: () => { honeypot: string; fillToken: string | null } = () => ({
    honeypot: "",
    fillToken: null,
  }),
  /**
   * The version the page shows, the server's minimum fill time (ms), whether to
   * keep unsent answers, and the language the form is shown in.
   */
  {
    version = null,
    minFillMs = 0,
    useOutbox = false,
    language = null,
    sendVia,
  }: {
    version?: number | null;
    minFillMs?: number;
    useOutbox?: boolean;
    language?: string | null;
    /**
     * Makes the request another way, in a chunk of its own: a protected
     * form's send with the CAPTCHA answer (and again with a new one when the
     * server refuses it; see sendWithCaptcha), an edit through an edit link
     * (`editSubmission`, a form with `editing`). `ask` is the plain submit.
     */
    sendVia?: SendVia;
  } = {},
) {
  const [state, setState] = useState<SubmissionState>({ status: "idle" });
  const texts = useCatalogue();
  const keyRef = useRef<string | null>(null);
  const inFlight = useRef(false);
  const [startedAt] = useState(() => (typeof performance === "undefined" ? 0 : performance.now()));
  useEffect(() => {
    // A warm-up that fails stays silent: the submit loads it again and says why.
    const warm = () => void loadClient().catch(() => {});
    document.addEventListener("focusin", warm, { once: true });
    document.addEventListener("pointerdown", warm, { once: true });
    return () => {
      document.removeEventListener("focusin", warm);
      document.removeEventListener("pointerdown", warm);
    };
  }, []);

  const send = useCallback(
    async (entry: OutboxEntry, isSaved: boolean): Promise<SubmissionState> => {
      if (inFlight.current) return { status: "sending" };
      inFlight.current = true;
      keyRef.current = entry.idempotencyKey;
      setState({ status: "sending", isSaved });
      let next: SubmissionState;
      try {
        const [{ sendSubmit }] = await Promise.all([
          loadClient(),
          // Answers sent from the outbox were filled in long ago: no wait.
          isSaved ? null : waitOutMinFill({ startedAt, minFillMs }),
        ]);
        // The entry's fields are the mutation's variables (one absent is null to GraphQL).
        const { queuedAt: _queuedAt, ...fields } = entry;
        const ask = (answer: string | null) => sendSubmit({ ...fields, slug, captcha: answer });
        const result = await (sendVia ? sendVia(ask, entry) : ask(null));
        const { submissionId, fieldErrors, paymentUrl } = result.submitForm;
        next = submissionId
          ? { status: "accepted", submissionId, data: entry.data, paymentUrl }
          : { status: "rejected", fieldErrors };
        if (useOutbox) offlineOutbox.remove(slug);
      } catch (error) {
        const isKept = useOutbox && isNetworkFailure(error) && offlineOutbox.put(slug, entry);
        if (useOutbox && !isKept) offlineOutbox.remove(slug);
        next = isKept && isOffline() ? { status: "queued" } : toFailure(error, texts);
        // The key's first answers are stored: a new send of the changed ones needs a new key.
        if (isKeyReused(error)) keyRef.current = null;
      } finally {
        inFlight.current = false;
      }
      setState(next);
      return next;
    },
    [slug, useOutbox, startedAt, minFillMs, texts, sendVia],
  );

  const submit = useCallback(
    (
      data: Record<string, unknown>,
      /** The saved draft these answers finish: the server deletes it with the submission. */
      resumeToken: string | null = null,
      /** The respondent's unfinished-answers token: the server deletes those answers with the submission. */
      partialToken: string | null = null,
    ): Promise<SubmissionState> => {
      keyRef.current ??= createIdempotencyKey();
      return send(
        {
          idempotencyKey: keyRef.current,
          data,
          ...spamSignals(),
          version,
          resumeToken,
          partialToken,
          language,
          emailVerifications: emailVerificationsOf(slug),
          queuedAt: Date.now(),
        },
        false,
      );
    },
    [send, spamSignals, version, language, slug],
  );

  // What waits in the outbox goes out on the next visit, and when the connection returns.
  useEffect(() => {
    if (!useOutbox) return;
    const flush = () => {
      const entry = offlineOutbox.read(slug);
      if (entry) void send(entry, true);
    };
    const waiting = offlineOutbox.read(slug);
    if (waiting) {
      keyRef.current = waiting.idempotencyKey;
      if (isOffline()) setState({ status: "queued" });
      else flush();
    }
    window.addEventListener("online", flush);
    return () => window.removeEventListener("online", flush);
  }, [slug, useOutbox, send]);

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

/** What to tell the respondent about a send that failed, in the page's language. */
function toFailure(
  error: unknown,
  texts: Pick<
    Catalogue,
    | "submitKeyReused"
    | "submitTooLong"
    | "submitRateLimited"
    | "submitRateLimitedMinute"
    | "submitConnectionFailed"
  >,
): SubmissionState {
  if (isKeyReused(error)) {
    return { status: "failed", message: texts.submitKeyReused, canRetry: true };
  }
  if (isQueryClientError(error) && error.status >= 400 && error.status < 500) {
    if (error.status === 413) {
      return { status: "failed", message: texts.submitTooLong, canRetry: false };
    }
    if (error.status === 429) {
      const seconds = Number(error.response.errors?.[0]?.extensions?.retryAfterSeconds);
      return {
        status: "failed",
        message: Number.isFinite(seconds)
          ? texts.submitRateLimited({ seconds })
          : texts.submitRateLimitedMinute,
        canRetry: true,
      };
    }
  }
  if (isQueryClientError(error) && error.status === 200) {
    const code = error.response.errors?.[0]?.extensions?.code;
    const mustKeepAnswers = typeof code === "string" && KEEP_ANSWERS_CODES.has(code);
    return { status: "failed", message: error.message, canRetry: false, mustKeepAnswers };
  }
  return { status: "failed", message: texts.submitConnectionFailed, canRetry: true };
}
