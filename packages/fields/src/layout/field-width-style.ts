import { GRID_COLUMNS } from "@formwright/core";
import type { CSSProperties } from "react";
import type { FieldWidth } from "../types";
import { fieldBreakpointNames, spanProperty } from "./field-breakpoints";

function toSpan(value: number): string {
  // Widths can come from JSON documents: keep a stray value inside the grid.
  const span = Math.min(Math.max(Math.round(value), 1), GRID_COLUMNS);
  return String(Number.isFinite(span) ? span : GRID_COLUMNS);
}

/**
 * The inline style that gives a field its width in a {@link FieldGrid}: one
 * `--fw-span-<breakpoint>` custom property per breakpoint set. A plain number
 * applies from the smallest breakpoint (`xs`) up. No width, no style.
 *
 * @example
 * fieldWidthStyle(6); // { "--fw-span-xs": "6" }
 * fieldWidthStyle({ sm: 6, lg: 4 }); // { "--fw-span-sm": "6", "--fw-span-lg": "4" }
 */
export function fieldWidthStyle(width: FieldWidth | undefined): CSSProperties | undefined {
  if (width === undefined) return undefined;
  const [smallest] = fieldBreakpointNames();
  const spans = typeof width === "number" ? { [smallest ?? "xs"]: width } : width;
  const style: Record<string, string> = {};
  for (const breakpoint of fieldBreakpointNames()) {
    const span = spans[breakpoint];
    if (span !== undefined) style[spanProperty(breakpoint)] = toSpan(span);
  }
  return style as CSSProperties;
}
