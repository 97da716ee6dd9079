"use client";

import { type RatingBlock, type ScaleBlock, scaleEndLabels, scaleRange } from "@formwright/core";
import { Rating } from "@formwright/fields/rating";
import { Scale } from "@formwright/fields/scale";
import type { CommonWidgetProps } from "./field-widgets";

/**
 * The widget of a rating or scale block, read from its settings. One module
 * for both, loaded on its own (see field-widgets.tsx): a form without either
 * downloads none of it, and the form page carries one loader, not two.
 *
 * @example
 * <ScaleFieldWidget block={block} common={common} />
 */
export function ScaleFieldWidget({
  block,
  common,
}: {
  block: RatingBlock | ScaleBlock;
  common: CommonWidgetProps;
}) {
  if (block.type === "rating") return <Rating {...common} max={block.max} />;
  return <Scale {...common} {...scaleRange(block)} {...scaleEndLabels(block)} />;
}
