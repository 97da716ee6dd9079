"use client";

import { TIME_STEP_MAX } from "@formwright/core";
import { NumberInput, TimeInput } from "@formwright/fields";
import { isRecord, textOf } from "../../editor/block-types/draft-values";
import type { DraftBlock } from "../../editor/draft-types";
import type { FieldEditor, OwnSettingsValues } from "../field-editor";
import { writeOwnRules } from "../shared/own-rules";
import { ruleValue } from "../shared/rule-value";
import { numberSetting, trimmedSetting } from "../shared/setting-values";

/** A time field's own settings: its earliest and latest time, and the step in minutes. */
export function TimeSettings() {
  return (
    <>
      <TimeInput name="timeMin" label="Earliest time" description="Optional" />
      <TimeInput name="timeMax" label="Latest time" description="Optional" />
      <NumberInput
        name="timeStep"
        label="Step in minutes"
        description={`1 to ${TIME_STEP_MAX}, counted from the earliest time (or midnight); any minute when left empty`}
      />
    </>
  );
}

/** A time block's rules as the inputs hold them. */
function readTimeSettings(block: DraftBlock): Record<string, unknown> {
  const rules = isRecord(block.rules) ? block.rules : {};
  return {
    timeMin: textOf(ruleValue(rules.min)),
    timeMax: textOf(ruleValue(rules.max)),
    timeStep: numberSetting(ruleValue(rules.step)),
  };
}

/** A time block's rules from their inputs (custom messages kept; emptied rules removed). */
function writeTimeSettings(values: OwnSettingsValues, next: DraftBlock): void {
  const step = numberSetting(values.timeStep);
  writeOwnRules(next, {
    min: trimmedSetting(values.timeMin),
    max: trimmedSetting(values.timeMax),
    // A step typed as a whole number is stored as one; other text is left for the document check to name.
    step: typeof step === "string" ? Number(step) || step : step,
  });
}

/**
 * The editor's settings of a time field: its earliest and latest time and
 * its step in minutes, which it writes as its rules `min`, `max`, `step`.
 *
 * @example
 * timeEditor.readOwn?.({ type: "time", name: "t", label: "T", rules: { step: 15 } }).timeStep; // 15
 */
export const timeEditor: FieldEditor = {
  title: "Time",
  hint: "A time of day (24 h), with limits and a step",
  keywords: ["hour", "clock", "appointment", "slot"],
  hasPlaceholder: false,
  defaultValue: "text",
  FieldGroupSettings: TimeSettings,
  ownSettings: ["timeMin", "timeMax", "timeStep"],
  readOwn: readTimeSettings,
  writeOwn: writeTimeSettings,
  ownRules: true,
};
