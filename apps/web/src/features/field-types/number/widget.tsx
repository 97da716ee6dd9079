"use client";

import { NumberInput } from "@formwright/fields";
import type { CommonWidgetProps } from "../field-widget";

/**
 * The public form's number widget.
 *
 * @example
 * <NumberWidget common={common} />
 */
export function NumberWidget({ common }: { common: CommonWidgetProps }) {
  return <NumberInput {...common} />;
}
