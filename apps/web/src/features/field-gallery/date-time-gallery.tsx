"use client";

import { ErrorSummary, FieldGrid } from "@formwright/fields";
import { DateInput } from "@formwright/fields/date-input";
import { TimeInput } from "@formwright/fields/time-input";
import { useEffect, useRef, useState } from "react";
import { type FieldValues, FormProvider, useForm } from "react-hook-form";

/**
 * The date and time widgets in a form of their own (the main gallery's
 * values stay as they were): a required date from today, a date in a fixed
 * range, a required time in office hours every 15 minutes; the submitted
 * values as JSON.
 *
 * @example
 * <DateTimeGallery />
 */
export function DateTimeGallery() {
  const form = useForm<FieldValues>({ shouldFocusError: false });
  const [result, setResult] = useState<FieldValues | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [isHydrated, setIsHydrated] = useState(false);
  useEffect(() => setIsHydrated(true), []);
  useEffect(() => {
    if (result) heading.current?.focus();
  }, [result]);
  return (
    <FormProvider {...form}>
      <form
        className="gallery-form"
        noValidate
        aria-label="Dates and times form"
        data-hydrated={isHydrated ? "" : undefined}
        onSubmit={form.handleSubmit(setResult, () => setResult(null))}
      >
        <ErrorSummary />
        <section className="gallery-section" aria-labelledby="date-time-heading">
          <h2 id="date-time-heading">Dates and times</h2>
          <FieldGrid>
            <DateInput name="checkIn" label="Check-in date" min="today" required />
            <DateInput
              name="festivalDay"
              label="Festival day"
              description="Pick one day of the festival."
              min="2026-07-01"
              max="2026-07-31"
            />
            <TimeInput
              name="meetingTime"
              label="Meeting time"
              min="09:00"
              max="17:00"
              step={15}
              required
            />
          </FieldGrid>
        </section>
        <button type="submit" className="fw-button">
          Submit dates and times
        </button>
      </form>
      {result ? (
        <section className="gallery-result" aria-labelledby="date-time-result-heading">
          <h2 id="date-time-result-heading" ref={heading} tabIndex={-1}>
            Submitted date and time values
          </h2>
          <pre data-testid="date-time-result">{JSON.stringify(result, null, 2)}</pre>
        </section>
      ) : null}
    </FormProvider>
  );
}
