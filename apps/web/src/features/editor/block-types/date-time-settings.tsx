"use client";

import { TIME_STEP_MAX } from "@formwright/core";
import { DateInput, NumberInput, RadioGroup, TimeInput } from "@formwright/fields";
import { useWatch } from "react-hook-form";
import type { DraftBlock } from "../draft-types";
import { isRecord, setOptional } from "./draft-values";
import type { OwnSettingsValues } from "./field-editor-settings";

const BOUND_KINDS = [
  { label: "No limit", value: "none" },
  { label: "Today (the day the form is filled)", value: "today" },
  { label: "A date", value: "date" },
];

/** A rule's value, given plain or as `{ value, message }`. */
function ruleValue(rule: unknown): unknown {
  return isRecord(rule) && "value" in rule ? rule.value : rule;
}

/** A rule's new value, keeping the author's own message (removed with the value). */
function writeRule(value: unknown, current: unknown): unknown {
  if (value === undefined) return undefined;
  return isRecord(current) && typeof current.message === "string"
    ? { value, message: current.message }
    : value;
}

function textSetting(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

function numberSetting(value: unknown): unknown {
  if (typeof value === "number") return value;
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

function DateBound({ which }: { which: "Min" | "Max" }) {
  const kind = useWatch({ name: `date${which}Kind` });
  const words = which === "Min" ? "Earliest date" : "Latest date";
  return (
    <>
      <RadioGroup name={`date${which}Kind`} label={words} options={BOUND_KINDS} />
      {kind === "date" ? <DateInput name={`date${which}`} label={`${words}: the date`} /> : null}
    </>
  );
}

/** A date field's own settings: its earliest and latest date (none, today, or a date). */
export function DateSettings() {
  return (
    <>
      <DateBound which="Min" />
      <DateBound which="Max" />
    </>
  );
}

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

function boundKind(bound: unknown): string {
  if (bound === "today") return "today";
  return typeof bound === "string" && bound !== "" ? "date" : "none";
}

/** A date block's rules as the inputs hold them. */
export function readDateSettings(block: DraftBlock): Record<string, unknown> {
  const rules = isRecord(block.rules) ? block.rules : {};
  const min = ruleValue(rules.min);
  const max = ruleValue(rules.max);
  return {
    dateMinKind: boundKind(min),
    dateMin: boundKind(min) === "date" ? min : "",
    dateMaxKind: boundKind(max),
    dateMax: boundKind(max) === "date" ? max : "",
  };
}

function dateBound(kind: unknown, date: unknown): string | undefined {
  if (kind === "today") return "today";
  return kind === "date" ? textSetting(date) : undefined;
}

/** A date block's rules from their inputs (custom messages kept; emptied rules removed). */
export function writeDateSettings(values: OwnSettingsValues, next: DraftBlock): void {
  const current = isRecord(next.rules) ? next.rules : {};
  const rules: Record<string, unknown> = { ...current };
  setOptional(rules, "min", writeRule(dateBound(values.dateMinKind, values.dateMin), current.min));
  setOptional(rules, "max", writeRule(dateBound(values.dateMaxKind, values.dateMax), current.max));
  setOptional(next, "rules", Object.keys(rules).length > 0 ? rules : undefined);
}

/** A time block's rules as the inputs hold them. */
export function readTimeSettings(block: DraftBlock): Record<string, unknown> {
  const rules = isRecord(block.rules) ? block.rules : {};
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  return {
    timeMin: text(ruleValue(rules.min)),
    timeMax: text(ruleValue(rules.max)),
    timeStep: numberSetting(ruleValue(rules.step)),
  };
}

/** A time block's rules from their inputs (custom messages kept; emptied rules removed). */
export function writeTimeSettings(values: OwnSettingsValues, next: DraftBlock): void {
  const current = isRecord(next.rules) ? next.rules : {};
  const rules: Record<string, unknown> = { ...current };
  setOptional(rules, "min", writeRule(textSetting(values.timeMin), current.min));
  setOptional(rules, "max", writeRule(textSetting(values.timeMax), current.max));
  const step = numberSetting(values.timeStep);
  setOptional(
    rules,
    "step",
    writeRule(typeof step === "string" ? Number(step) || step : step, current.step),
  );
  setOptional(next, "rules", Object.keys(rules).length > 0 ? rules : undefined);
}
