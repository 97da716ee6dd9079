"use client";

import type { DateBlock } from "@formwright/core/field-types/date";
import { DateInput } from "@formwright/fields/date-input";
import type { CommonWidgetProps } from "../field-widget";
import { ruleValue } from "../shared/rule-value";

/**
 * The public form's date widget: the native date input bounded by
 * `rules.min` / `rules.max` (dates or "today"). Loaded on its own (see
 * field-types/list.ts): a form without a date downloads none of it.
 *
 * @example
 * <DateWidget block={block} common={common} />
 */
export function DateWidget({ block, common }: { block: DateBlock; common: CommonWidgetProps }) {
  return (
    <DateInput {...common} min={ruleValue(block.rules?.min)} max={ruleValue(block.rules?.max)} />
  );
}
