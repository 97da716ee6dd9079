"use client";

import { DateInput, RadioGroup } from "@formwright/fields";
import { useWatch } from "react-hook-form";
import { isRecord } from "../../editor/block-types/draft-values";
import type { DraftBlock } from "../../editor/draft-types";
import type { FieldEditor, OwnSettingsValues } from "../field-editor";
import { writeOwnRules } from "../shared/own-rules";
import { ruleValue } from "../shared/rule-value";
import { trimmedSetting } from "../shared/setting-values";

/** The bound `"today"`: the day the form is filled. */
const TODAY = "today";

const BOUND_KINDS = [
  { label: "No limit", value: "none" },
  { label: "Today (the day the form is filled)", value: TODAY },
  { label: "A date", value: "date" },
];

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

function boundKind(bound: unknown): string {
  if (bound === TODAY) return TODAY;
  return typeof bound === "string" && bound !== "" ? "date" : "none";
}

/** A date block's rules as the inputs hold them. */
function readDateSettings(block: DraftBlock): Record<string, unknown> {
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
  if (kind === TODAY) return TODAY;
  return kind === "date" ? trimmedSetting(date) : undefined;
}

/** A date block's rules from their inputs (custom messages kept; emptied rules removed). */
function writeDateSettings(values: OwnSettingsValues, next: DraftBlock): void {
  writeOwnRules(next, {
    min: dateBound(values.dateMinKind, values.dateMin),
    max: dateBound(values.dateMaxKind, values.dateMax),
  });
}

/**
 * The editor's settings of a date field: its earliest and latest date, which
 * it writes as its rules `min` and `max` (a date or `"today"`).
 *
 * @example
 * dateEditor.readOwn?.({ type: "date", name: "d", label: "D", rules: { min: "today" } }).dateMinKind; // "today"
 */
export const dateEditor: FieldEditor = {
  title: "Date",
  hint: "A calendar date, with an earliest and latest date",
  keywords: ["calendar", "day", "birthday", "date of birth", "deadline", "appointment"],
  hasPlaceholder: false,
  defaultValue: "text",
  FieldGroupSettings: DateSettings,
  ownSettings: ["dateMinKind", "dateMin", "dateMaxKind", "dateMax"],
  readOwn: readDateSettings,
  writeOwn: writeDateSettings,
  ownRules: true,
};
