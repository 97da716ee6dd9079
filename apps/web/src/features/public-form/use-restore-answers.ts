"use client";

import type { FormDocument } from "@formwright/core";
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { clearSavedAnswers, loadSavedAnswers, saveAnswers } from "./saved-answers";

/** How long typing pauses before the answers are written to the browser's storage. */
const SAVE_DELAY_MS = 400;

/** Where restoring stands: `restored` shows the notice, `cleared` confirms "Start over". */
export type RestoreState = "none" | "restored" | "cleared";

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Keeps a filling safe in the browser: answers are saved (per form slug and
 * version) shortly after each change and when the page is hidden, and put
 * back when the form is opened again, after a reload, a crash or days later.
 * Fields the respondent already changed on this page (typed before the
 * scripts ran) keep what they hold. `startOver` forgets the saved answers and
 * resets the form; `forget` is for a successful submit.
 */
export function useRestoreAnswers({
  form,
  slug,
  version,
  document,
  defaultValues,
  isEnabled,
  shouldRestore = true,
}: {
  form: UseFormReturn;
  slug: string;
  version: number | undefined;
  document: FormDocument;
  defaultValues: Record<string, unknown>;
  isEnabled: boolean;
  /** Put this device's saved answers back (false: only keep saving them). */
  shouldRestore?: boolean;
}) {
  const [state, setState] = useState<RestoreState>("none");
  const isActive = isEnabled && version !== undefined;
  const documentRef = useRef(document);
  documentRef.current = document;
  // Set once the answers are sent: nothing is saved after that.
  const isDone = useRef(false);
  const cancelSave = useRef<() => void>(() => {});

  // Before the first paint after hydration, so restored answers never flash in late.
  useLayoutEffect(() => {
    if (!isActive) return;
    if (!shouldRestore) {
      // Answers from a resume link: kept on this device at once, so a reload keeps them too.
      saveAnswers({ slug, version, values: form.getValues() });
      return;
    }
    const restored = loadSavedAnswers({ slug, version, document: documentRef.current });
    if (!restored) return;
    let isAny = false;
    for (const [name, value] of Object.entries(restored)) {
      if (form.getFieldState(name).isDirty) continue;
      if (sameValue(form.getValues(name), value)) continue;
      form.setValue(name, value, { shouldDirty: true });
      isAny = true;
    }
    if (isAny) setState("restored");
  }, [isActive, shouldRestore, slug, version, form]);

  useEffect(() => {
    if (!isActive) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      clearTimeout(timer);
      timer = undefined;
      if (isDone.current) return;
      const values = form.getValues();
      if (sameValue(values, defaultValues)) clearSavedAnswers(slug);
      else saveAnswers({ slug, version, values });
    };
    const subscription = form.watch(() => {
      clearTimeout(timer);
      timer = setTimeout(save, SAVE_DELAY_MS);
    });
    cancelSave.current = () => {
      clearTimeout(timer);
      timer = undefined;
    };
    const saveNow = () => {
      if (timer !== undefined) save();
    };
    const onVisibility = () => {
      if (window.document.visibilityState === "hidden") saveNow();
    };
    window.addEventListener("pagehide", saveNow);
    window.document.addEventListener("visibilitychange", onVisibility);
    return () => {
      saveNow();
      subscription.unsubscribe();
      window.removeEventListener("pagehide", saveNow);
      window.document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [isActive, slug, version, form, defaultValues]);

  const forget = useCallback(() => {
    isDone.current = true;
    cancelSave.current();
    clearSavedAnswers(slug);
  }, [slug]);
  const startOver = useCallback(() => {
    cancelSave.current();
    clearSavedAnswers(slug);
    form.reset(defaultValues);
    setState("cleared");
  }, [slug, form, defaultValues]);

  return { state, startOver, forget };
}
