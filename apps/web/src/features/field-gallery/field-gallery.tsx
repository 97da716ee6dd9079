"use client";

import { ErrorSummary } from "@formwright/fields";
import { useCallback, useEffect, useRef, useState } from "react";
import { type FieldValues, FormProvider, useForm } from "react-hook-form";
import {
  AboutSection,
  AddressSection,
  type ChangeReporter,
  PreferencesSection,
  VisitSection,
} from "./gallery-sections";

/**
 * The living documentation of `@formwright/fields`: one react-hook-form form
 * with every widget and every setting, an error summary at the top, and the
 * submitted values as JSON after a valid submit.
 *
 * @example
 * <main><h1>Field gallery</h1><FieldGallery /></main>
 */
export function FieldGallery() {
  // The error summary takes focus after a failed submit; the form must not move it too.
  const form = useForm<FieldValues>({ shouldFocusError: false });
  const [result, setResult] = useState<FieldValues | null>(null);
  const [lastChange, setLastChange] = useState("nothing yet");
  const resultHeading = useRef<HTMLHeadingElement>(null);
  // Set once React has hydrated the page: browser tests wait for it before typing.
  const [isHydrated, setIsHydrated] = useState(false);
  useEffect(() => setIsHydrated(true), []);

  const report = useCallback<ChangeReporter>(
    (name) => (value) => setLastChange(`${name} = ${JSON.stringify(value) ?? "undefined"}`),
    [],
  );

  useEffect(() => {
    if (result) resultHeading.current?.focus();
  }, [result]);

  return (
    <FormProvider {...form}>
      <form
        className="gallery-form"
        noValidate
        aria-label="Field gallery form"
        data-hydrated={isHydrated ? "" : undefined}
        onSubmit={form.handleSubmit(setResult, () => setResult(null))}
      >
        <ErrorSummary />
        <p className="gallery-hint">
          Fields marked <span aria-hidden="true">*</span>
          <span className="fw-visually-hidden">with an asterisk</span> are required.
        </p>
        <AboutSection report={report} />
        <AddressSection />
        <VisitSection report={report} />
        <PreferencesSection report={report} />
        <p className="gallery-last-change" data-testid="last-change">
          Last onChange: <code>{lastChange}</code>
        </p>
        <button type="submit" className="fw-button">
          Submit
        </button>
      </form>
      {result ? (
        <section className="gallery-result" aria-labelledby="result-heading">
          <h2 id="result-heading" ref={resultHeading} tabIndex={-1}>
            Submitted values
          </h2>
          <pre data-testid="result">{JSON.stringify(result, null, 2)}</pre>
        </section>
      ) : null}
      <p className="gallery-footer">The values stay in this page: nothing is sent anywhere.</p>
    </FormProvider>
  );
}
