"use client";

import { ErrorSummary, FieldGrid } from "@formwright/fields";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { type FieldValues, FormProvider, type UseFormReturn, useForm } from "react-hook-form";

/** Props of {@link GalleryForm}. */
export interface GalleryFormProps {
  /** The form's accessible name. */
  label: string;
  heading: string;
  submitLabel: string;
  resultHeading: string;
  /** Element ids and the result's test id, which the Chromium tests use. */
  ids: { heading: string; resultHeading: string; result: string };
  /** The attribute set once the form is hydrated (default `data-hydrated`). */
  readyAttribute?: "data-hydrated" | "data-ready";
  /** A form of the caller's (a resolver, defaults); otherwise a plain one. */
  form?: UseFormReturn<FieldValues>;
  /** Runs once after hydration, before the form says it is ready (e.g. prefill from the URL). */
  onHydrated?: () => void;
  /** Shown between the heading and the fields. */
  intro?: ReactNode;
  /** The fields, laid out in a FieldGrid. */
  children: ReactNode;
}

/**
 * One form of `/demo/fields` beside the main gallery (so its values stay as
 * they are): an error summary, a section of fields, a submit button, and the
 * submitted values as JSON under a heading that takes focus.
 *
 * @example
 * <GalleryForm label="Dates form" heading="Dates" submitLabel="Submit dates"
 *   resultHeading="Submitted dates" ids={{ heading: "d", resultHeading: "d-r", result: "d-result" }}>
 *   <DateInput name="day" label="Day" />
 * </GalleryForm>
 */
export function GalleryForm(props: GalleryFormProps) {
  const ownForm = useForm<FieldValues>({ shouldFocusError: false });
  const form = props.form ?? ownForm;
  const [result, setResult] = useState<FieldValues | null>(null);
  const [isHydrated, setIsHydrated] = useState(false);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const onHydrated = useRef(props.onHydrated);
  useEffect(() => {
    onHydrated.current?.();
    setIsHydrated(true);
  }, []);
  useEffect(() => {
    if (result) resultHeading.current?.focus();
  }, [result]);
  const ready = { [props.readyAttribute ?? "data-hydrated"]: isHydrated ? "" : undefined };
  return (
    <FormProvider {...form}>
      <form
        className="gallery-form"
        noValidate
        aria-label={props.label}
        {...ready}
        onSubmit={form.handleSubmit(setResult, () => setResult(null))}
      >
        <ErrorSummary />
        <section className="gallery-section" aria-labelledby={props.ids.heading}>
          <h2 id={props.ids.heading}>{props.heading}</h2>
          {props.intro}
          <FieldGrid>{props.children}</FieldGrid>
        </section>
        <button type="submit" className="fw-button">
          {props.submitLabel}
        </button>
      </form>
      {result ? (
        <section className="gallery-result" aria-labelledby={props.ids.resultHeading}>
          <h2 id={props.ids.resultHeading} ref={resultHeading} tabIndex={-1}>
            {props.resultHeading}
          </h2>
          <pre data-testid={props.ids.result}>{JSON.stringify(result, null, 2)}</pre>
        </section>
      ) : null}
    </FormProvider>
  );
}
