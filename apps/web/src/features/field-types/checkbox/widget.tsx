"use client";

import { Checkbox } from "@formwright/fields";
import type { CommonWidgetProps } from "../field-widget";

/**
 * The public form's checkbox widget: one box, ticked or not.
 *
 * @example
 * <CheckboxWidget common={common} />
 */
export function CheckboxWidget({ common }: { common: CommonWidgetProps }) {
  return <Checkbox {...common} />;
}
