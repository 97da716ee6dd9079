import { GRID_COLUMNS } from "@formwright/core";
import type { DraftBlock } from "../draft-types";

/** Breakpoint names of both grids up to a desktop's, smallest first. */
const UP_TO_DESKTOP = ["xs", "sm", "md", "lg"];

const toSpan = (value: unknown) =>
  typeof value === "number" && Number.isFinite(value)
    ? Math.min(Math.max(Math.round(value), 1), GRID_COLUMNS)
    : undefined;

/**
 * The columns a block spans on the canvas at desktop width: its `width` (a
 * number, or per breakpoint: the largest one up to a desktop's that it sets),
 * else all of them. At phone width every block spans all columns, as on the
 * public page below its first breakpoint.
 *
 * @example
 * canvasSpan({ type: "text", width: 6 }); // 6
 * canvasSpan({ type: "heading", width: { md: 8, xl: 4 } }); // 8
 */
export function canvasSpan(block: DraftBlock): number {
  const { width } = block;
  const plain = toSpan(width);
  if (plain !== undefined) return plain;
  if (width === null || typeof width !== "object") return GRID_COLUMNS;
  const spans = width as Record<string, unknown>;
  let span = GRID_COLUMNS;
  for (const name of UP_TO_DESKTOP) span = toSpan(spans[name]) ?? span;
  return span;
}
