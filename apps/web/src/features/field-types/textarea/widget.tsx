"use client";

import { Textarea } from "@formwright/fields";
import type { CommonWidgetProps } from "../field-widget";

/**
 * The public form's textarea widget.
 *
 * @example
 * <TextareaWidget common={common} />
 */
export function TextareaWidget({ common }: { common: CommonWidgetProps }) {
  return <Textarea {...common} />;
}
