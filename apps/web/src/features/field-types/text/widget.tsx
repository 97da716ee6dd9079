"use client";

import type { TextBlock } from "@formwright/core/field-types/text";
import { TextInput } from "@formwright/fields";
import type { CommonWidgetProps } from "../field-widget";

/**
 * The public form's text widget: a phone number (the `phone` rule) is a
 * telephone input, anything else the input type the block asks for.
 *
 * @example
 * <TextWidget block={block} common={common} />
 */
export function TextWidget({ block, common }: { block: TextBlock; common: CommonWidgetProps }) {
  return block.rules?.phone ? (
    <TextInput {...common} type="tel" autoComplete="tel" />
  ) : (
    <TextInput {...common} type={block.inputType} />
  );
}
