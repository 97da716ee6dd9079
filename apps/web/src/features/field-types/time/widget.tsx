"use client";

import type { TimeBlock } from "@formwright/core/field-types/time";
import { TimeInput } from "@formwright/fields/time-input";
import type { CommonWidgetProps } from "../field-widget";
import { ruleValue } from "../shared/rule-value";

/**
 * The public form's time widget: the native time input with the block's
 * `min`, `max` and `step`. Loaded on its own (see field-types/list.ts): a
 * form without a time downloads none of it.
 *
 * @example
 * <TimeWidget block={block} common={common} />
 */
export function TimeWidget({ block, common }: { block: TimeBlock; common: CommonWidgetProps }) {
  return (
    <TimeInput
      {...common}
      min={ruleValue(block.rules?.min)}
      max={ruleValue(block.rules?.max)}
      step={ruleValue(block.rules?.step)}
    />
  );
}
