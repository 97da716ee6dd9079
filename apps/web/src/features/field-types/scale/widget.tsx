"use client";

import { type ScaleBlock, scaleEndLabels, scaleRange } from "@formwright/core/field-types/scale";
import { Scale } from "@formwright/fields/scale";
import type { CommonWidgetProps } from "../field-widget";

/**
 * The public form's scale widget: the block's range (or preset) and its end
 * labels. Loaded on its own (see field-types/list.ts): a form without a
 * scale downloads none of it.
 *
 * @example
 * <ScaleWidget block={block} common={common} />
 */
export function ScaleWidget({ block, common }: { block: ScaleBlock; common: CommonWidgetProps }) {
  return <Scale {...common} {...scaleRange(block)} {...scaleEndLabels(block)} />;
}
