"use client";

import { DateInput } from "@formwright/fields/date-input";
import { TimeInput } from "@formwright/fields/time-input";
import { GalleryForm } from "./gallery-form";

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
  return (
    <GalleryForm
      label="Dates and times form"
      heading="Dates and times"
      submitLabel="Submit dates and times"
      resultHeading="Submitted date and time values"
      ids={{
        heading: "date-time-heading",
        resultHeading: "date-time-result-heading",
        result: "date-time-result",
      }}
    >
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
    </GalleryForm>
  );
}
