"use client";

import { useCallback, useEffect, useRef } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import type { PartialSaver } from "./partial-saver";

/** How long typing must pause on a one-page form before the answers so far are kept: 2 seconds. */
export const PARTIAL_SAVE_PAUSE_MS = 2_000;

/**
 * Unfinished answers (`partialResponses: true`, issue 33 §5): keeps the
 * answers typed so far on the server as the respondent moves on, under a
 * token this browser keeps. A paged form saves on each page reached
 * (`saveNow`); a one-page form after typing pauses for
 * {@link PARTIAL_SAVE_PAUSE_MS}. A save that fails is silent and never stands
 * in the way of the submit, which sends the token `settle` answers so the
 * server replaces these answers with the submission; `forget` after it.
 *
 * The work is in partial-saver.ts, loaded only when enabled: a form without
 * `partialResponses` carries none of it.
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
  fieldNames: ReadonlySet<string>;
  /** The document asks for it (`partialResponses: true`) and this is the live form. */
  isEnabled: boolean;
  isPaged: boolean;
  pauseMs?: number;
}) {
  const saver = useRef<Promise<PartialSaver | null>>(Promise.resolve(null));

  useEffect(() => {
    if (!isEnabled) return;
    const started = import("./partial-saver")
      .then(({ startPartialSaver }) =>
        startPartialSaver({ slug, version, form, fieldNames, isPaged, pauseMs }),
      )
      .catch(() => null);
    saver.current = started;
    // Stopped, but kept: the form forgets the token through it once the submit is accepted,
    // after the part of the page that started it is gone.
    return () => {
      void started.then((s) => s?.stop());
    };
  }, [isEnabled, slug, version, form, fieldNames, isPaged, pauseMs]);

  const saveNow = useCallback((page = 1) => {
    void saver.current.then((s) => s?.saveNow(page));
  }, []);
  /** Before a submit: the token to send with it, once a save on its way has landed. */
  const settle = useCallback(
    async (): Promise<string | null> => (await saver.current)?.settle() ?? null,
    [],
  );
  const forget = useCallback(() => {
    void saver.current.then((s) => s?.forget());
  }, []);
  return { saveNow, settle, forget };
}
