"use client";

import { useCallback, useEffect, useMemo, useRef } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import type {
  SavePartialResponseMutation,
  SavePartialResponseMutationVariables,
} from "../../graphql/operation-types";
import { browserStorage } from "./browser-storage";

const loadClient = () => import("../api/browser-client");

const SAVE_PARTIAL = /* GraphQL */ `
  mutation SavePartialResponse($slug: String!, $token: String!, $data: JSON!, $page: Int, $version: Int) {
    savePartialResponse(slug: $slug, token: $token, data: $data, page: $page, version: $version) {
      id
    }
  }
`;

/** How long typing must pause on a one-page form before the answers so far are kept: 2 seconds. */
export const PARTIAL_SAVE_PAUSE_MS = 2_000;

/** How long a submit waits at most for a save still on its way (so it cannot land after the submit). */
export const PARTIAL_SETTLE_MAX_MS = 2_000;

const storageKey = (slug: string) => `formwright:partial:${slug}`;

/** A new token: 32 random bytes, base64url (43 characters), as the server takes it. */
function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

function readToken(slug: string): string | null {
  const stored = browserStorage.read(storageKey(slug));
  const token =
    typeof stored === "object" && stored !== null ? (stored as { token?: unknown }).token : null;
  return typeof token === "string" && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === false ||
    (typeof value === "string" && value.trim() === "") ||
    (Array.isArray(value) && value.length === 0)
  );
}

/**
 * Unfinished answers (`partialResponses: true`, issue 33 §5): keeps the
 * answers typed so far on the server as the respondent moves on, under a
 * token this browser keeps (localStorage, one per form). A paged form saves
 * on each page reached ({@link saveNow}); a one-page form after typing pauses
 * for {@link PARTIAL_SAVE_PAUSE_MS}. Nothing is sent before the first answer,
 * nor the same answers twice. A save that fails is silent and never stands in
 * the way of the submit, which passes {@link currentToken} so the server
 * replaces these answers with the submission; {@link forget} after it.
 */
export function usePartialResponses({
  slug,
  version,
  form,
  fieldNames,
  isEnabled,
  isPaged,
  pauseMs = PARTIAL_SAVE_PAUSE_MS,
}: {
  slug: string;
  version: number | null;
  form: UseFormReturn<FieldValues>;
  /** The form's field names: only those are answers (a preview's leftovers are not). */
  fieldNames: ReadonlySet<string>;
  /** The document asks for it (`partialResponses: true`) and this is the live form. */
  isEnabled: boolean;
  isPaged: boolean;
  pauseMs?: number;
}) {
  const tokenRef = useRef<string | null>(null);
  const lastSent = useRef<string>("");
  const inFlight = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const names = useMemo(() => [...fieldNames], [fieldNames]);

  useEffect(() => {
    if (isEnabled) tokenRef.current = readToken(slug);
  }, [slug, isEnabled]);

  const saveNow = useCallback(
    (page = 1) => {
      if (!isEnabled) return;
      const values = form.getValues();
      const data: Record<string, unknown> = {};
      for (const name of names) {
        if (!isEmpty(values[name])) data[name] = values[name];
      }
      if (Object.keys(data).length === 0) return;
      const sent = JSON.stringify([page, data]);
      if (sent === lastSent.current) return;
      lastSent.current = sent;
      if (!tokenRef.current) {
        tokenRef.current = newToken();
        browserStorage.write(storageKey(slug), { token: tokenRef.current });
      }
      const token = tokenRef.current;
      const request = (async () => {
        try {
          const { browserClient } = await loadClient();
          await browserClient().request<
            SavePartialResponseMutation,
            SavePartialResponseMutationVariables
          >(SAVE_PARTIAL, { slug, token, data, page, version });
        } catch {
          // Kept in this browser all the same (restore-answers); the next pause or page tries again.
          lastSent.current = "";
        }
      })();
      inFlight.current = request;
      void request.finally(() => {
        if (inFlight.current === request) inFlight.current = null;
      });
    },
    [isEnabled, form, names, slug, version],
  );

  // A one-page form: the answers so far go after a pause in typing.
  useEffect(() => {
    if (!isEnabled || isPaged) return;
    const subscription = form.watch(() => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        saveNow(1);
      }, pauseMs);
    });
    return () => {
      subscription.unsubscribe();
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
    };
  }, [isEnabled, isPaged, form, saveNow, pauseMs]);

  /**
   * Before a submit: no save waits to go after it, and one on its way is
   * waited for (at most {@link PARTIAL_SETTLE_MAX_MS}), so the submit's
   * deletion comes last. Answers the token to send with the submit.
   */
  const settle = useCallback(async (): Promise<string | null> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const pending = inFlight.current;
    if (pending) {
      await Promise.race([
        pending,
        new Promise<void>((resolve) => setTimeout(resolve, PARTIAL_SETTLE_MAX_MS)),
      ]);
    }
    return tokenRef.current;
  }, []);

  const currentToken = useCallback(() => tokenRef.current, []);

  /** The answers were submitted: the next filling of this form starts a new token. */
  const forget = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    tokenRef.current = null;
    lastSent.current = "";
    browserStorage.remove(storageKey(slug));
  }, [slug]);

  return { saveNow, settle, currentToken, forget };
}
