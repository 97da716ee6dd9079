"use client";

import type { RatingBlock } from "@formwright/core/field-types/rating";
import { Rating } from "@formwright/fields/rating";
import type { CommonWidgetProps } from "../field-widget";

/**
 * The public form's rating widget: stars up to the block's `max`. Loaded
 * on its own (see field-types/list.ts): a form without a rating downloads
 * none of it.
 *
 * @example
 * <RatingWidget block={block} common={common} />
 */
export function RatingWidget({ block, common }: { block: RatingBlock; common: CommonWidgetProps }) {
  return <Rating {...common} max={block.max} />;
}
