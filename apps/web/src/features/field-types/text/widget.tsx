"use client";

import type { TextBlock } from "@formwright/core/field-types/text";
import { TextInput } from "@formwright/fields";
import dynamic from "next/dynamic";
import type { CommonWidgetProps } from "../field-widget";

// Only forms with a verified email field load it (issue 33 §2).
const VerifyEmail = dynamic(() => import("./verify-email").then((m) => m.VerifyEmail));

/**
 * The public form's text widget: a phone number (the `phone` rule) is a
 * telephone input, anything else the input type the block asks for; with
 * `verify`, the code step below it.
 *
 * @example
 * <TextWidget block={block} common={common} />
 */
export function TextWidget({ block, common }: { block: TextBlock; common: CommonWidgetProps }) {
  const input = block.rules?.phone ? (
    <TextInput {...common} type="tel" autoComplete="tel" />
  ) : (
    <TextInput {...common} type={block.inputType} />
  );
  return block.verify ? (
    <>
      {input}
      <VerifyEmail name={common.name} label={common.label} />
    </>
  ) : (
    input
  );
}
