"use client";

import { type RefObject, useEffect } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { usePartialResponses } from "./use-partial-responses";

/** What the form asks of its unfinished answers: save on a page reached, settle before a submit, forget after. */
export interface PartialControl {
  saveNow(page: number): void;
  settle(): Promise<string | null>;
  forget(): void;
}

/**
 * Unfinished answers (`partialResponses: true`, issue 33 §5) on the live
 * form, a chunk only such forms load: says at the top of the form that
 * answers are kept as the respondent goes, and hands the form its
 * {@link PartialControl} through `controlRef` (kept after it unmounts, so
 * the form can still forget the token once the submit is accepted).
 */
export function PartialResponses({
  controlRef,
  slug,
  version,
  form,
  fieldNames,
  isPaged,
  notice,
}: {
  controlRef: RefObject<PartialControl | null>;
  slug: string;
  version: number | null;
  form: UseFormReturn<FieldValues>;
  fieldNames: ReadonlySet<string>;
  isPaged: boolean;
  notice: string;
}) {
  const { saveNow, settle, forget } = usePartialResponses({
    slug,
    version,
    form,
    fieldNames,
    isEnabled: true,
    isPaged,
  });
  useEffect(() => {
    controlRef.current = { saveNow, settle, forget };
  }, [controlRef, saveNow, settle, forget]);
  return (
    <p className="fw-partial-notice" data-testid="partial-notice">
      {notice}
    </p>
  );
}
