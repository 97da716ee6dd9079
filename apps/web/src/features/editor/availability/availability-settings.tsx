"use client";

import { CLOSED_MESSAGE, MAX_SUBMISSIONS_LIMIT, NOT_YET_OPEN_MESSAGE } from "@formwright/core";
import { DateInput, NumberInput, Select, Textarea, TimeInput } from "@formwright/fields";
import { useMemo } from "react";
import { PIPE_HINT } from "../pipe-hint";
import { timeZoneNames } from "./zoned-time";

/**
 * When the form takes answers: open from, close at (each a date and a time
 * in one time zone), a maximum number of submissions, and the message shown
 * instead of the form outside them. Applies to the live version: publish to
 * change it.
 */
export function AvailabilitySettings() {
  const zones = useMemo(() => timeZoneNames().map((zone) => ({ label: zone, value: zone })), []);
  return (
    <fieldset className="fw-editor-group">
      <legend>Taking answers</legend>
      <p className="fw-editor-hint">
        Outside these limits respondents see the closed message instead of the form, and submits are
        refused. They apply once published.
      </p>
      <div className="fw-editor-columns">
        <DateInput
          name="opensDate"
          label="Opens on"
          description="Optional; open at once if empty"
        />
        <TimeInput name="opensTime" label="Opens at" description="Optional; midnight if empty" />
      </div>
      <div className="fw-editor-columns">
        <DateInput name="closesDate" label="Closes on" description="Optional; never if empty" />
        <TimeInput name="closesTime" label="Closes at" description="Optional; midnight if empty" />
      </div>
      <Select name="timeZone" label="Time zone of these times" options={zones} />
      <NumberInput
        name="maxSubmissions"
        label="Maximum submissions"
        description={`Optional; closes once this many are stored (1 to ${MAX_SUBMISSIONS_LIMIT.toLocaleString("en")})`}
        rules={{ min: 1, max: MAX_SUBMISSIONS_LIMIT }}
      />
      <Textarea
        name="closedMessage"
        label="Closed message"
        rows={2}
        description={`Optional; otherwise "${NOT_YET_OPEN_MESSAGE}" before it opens and "${CLOSED_MESSAGE}" after. ${PIPE_HINT}`}
      />
    </fieldset>
  );
}
