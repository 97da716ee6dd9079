"use client";

import type { CheckboxGroupBlock } from "@formwright/core/field-types/checkbox-group";
import { CheckboxGroup } from "@formwright/fields";
import type { CommonWidgetProps } from "../field-widget";

/**
 * The public form's checkbox group widget: one checkbox per option.
 *
 * @example
 * <CheckboxGroupWidget block={block} common={common} />
 */
export function CheckboxGroupWidget({
  block,
  common,
}: {
  block: CheckboxGroupBlock;
  common: CommonWidgetProps;
}) {
  return <CheckboxGroup {...common} options={block.options} />;
}
