"use client";

import type { DateBlock, TimeBlock } from "@formwright/core";
import { DateInput } from "@formwright/fields/date-input";
import { TimeInput } from "@formwright/fields/time-input";
import type { CommonWidgetProps } from "./field-widgets";

/** A rule's value, given plain or as `{ value, message }`. */
function ruleValue<T>(rule: T | { value: T; message: string } | undefined): T | undefined {
  return typeof rule === "object" && rule !== null && "value" in rule ? rule.value : rule;
}

/**
 * The widget of a date or time block: the native date input bounded by
 * `rules.min` / `rules.max` (dates or "today"), or the native time input with
 * `min`, `max` and `step`. One module for both, loaded on its own (see
 * field-widgets.tsx): a form without either downloads none of it.
 *
 * @example
 * <DateTimeFieldWidget block={block} common={common} />
 */
export function DateTimeFieldWidget({
  block,
  common,
}: {
  block: DateBlock | TimeBlock;
  common: CommonWidgetProps;
}) {
  if (block.type === "date") {
    return (
      <DateInput {...common} min={ruleValue(block.rules?.min)} max={ruleValue(block.rules?.max)} />
    );
  }
  return (
    <TimeInput
      {...common}
      min={ruleValue(block.rules?.min)}
      max={ruleValue(block.rules?.max)}
      step={ruleValue(block.rules?.step)}
    />
  );
}
