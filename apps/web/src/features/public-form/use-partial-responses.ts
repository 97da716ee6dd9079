"use client";

import { useCallback, useEffect, useMemo, useRef } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import type { PartialKeeper, PartialKeeperOptions } from "./partial-responses-keeper";

/** How long typing must pause on a one-page form before the answers so far are kept: 2 seconds. */
export const PARTIAL_SAVE_PAUSE_MS = 2_000;

// Only forms with `partialResponses` load the saving code: the text-only form's budget.
const loadKeeper = () => import("./partial-responses-keeper");

/**
 * Unfinished answers (`partialResponses: true`, issue 33 §5): keeps the
 * answers typed so far on the server as the respondent moves on (the work is
 * {@link PartialKeeper}'s, loaded once the form asks for it). A paged form
 * saves on each page reached ({@link saveNow}); a one-page form after typing
 * pauses for {@link PARTIAL_SAVE_PAUSE_MS}. The submit passes the token
 * {@link settle} answers, so the server replaces these answers with the
 * submission; {@link forget} after it.
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
  const names = useMemo(() => [...fieldNames], [fieldNames]);
  const options = useRef<PartialKeeperOptions>({ slug, version, form, names });
  options.current = { slug, version, form, names };
  const keeperRef = useRef<Promise<PartialKeeper> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const keeper = useCallback(() => {
    keeperRef.current ??= loadKeeper().then((m) => new m.PartialKeeper(() => options.current));
    return keeperRef.current;
  }, []);

  // Loaded as the form starts, so the first save does not wait for it.
  useEffect(() => {
    if (isEnabled) void keeper();
  }, [isEnabled, keeper]);

  const saveNow = useCallback(
    (page = 1) => {
      if (isEnabled) void keeper().then((k) => k.saveNow(page));
    },
    [isEnabled, keeper],
  );

  const stopTimer = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  // A one-page form: the answers so far go after a pause in typing.
  useEffect(() => {
    if (!isEnabled || isPaged) return;
    const subscription = form.watch(() => {
      stopTimer();
      timer.current = setTimeout(() => {
        timer.current = null;
        saveNow(1);
      }, pauseMs);
    });
    return () => {
      subscription.unsubscribe();
      stopTimer();
    };
  }, [isEnabled, isPaged, form, saveNow, pauseMs, stopTimer]);

  /** Before a submit: no save waits to go after it; answers the token to send with the submit. */
  const settle = useCallback(async (): Promise<string | null> => {
    stopTimer();
    return isEnabled ? (await keeper()).settle() : null;
  }, [isEnabled, keeper, stopTimer]);

  /** The answers were submitted: the next filling of this form starts a new token. */
  const forget = useCallback(() => {
    stopTimer();
    if (isEnabled) void keeper().then((k) => k.forget());
  }, [isEnabled, keeper, stopTimer]);

  return { saveNow, settle, forget };
}
