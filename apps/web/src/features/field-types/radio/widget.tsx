"use client";

import type { RadioBlock } from "@formwright/core/field-types/radio";
import { RadioGroup } from "@formwright/fields";
import type { CommonWidgetProps } from "../field-widget";

/**
 * The public form's radio widget: one radio button per option.
 *
 * @example
 * <RadioWidget block={block} common={common} />
 */
export function RadioWidget({ block, common }: { block: RadioBlock; common: CommonWidgetProps }) {
  return <RadioGroup {...common} options={block.options} />;
}
