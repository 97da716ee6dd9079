import { z } from "zod";
import { GRID_BREAKPOINTS, GRID_COLUMNS, type GridBreakpoint } from "../constants/layout";
import { documentMessages } from "./document-messages";

const columnsSchema = z
  .number()
  .int({ error: documentMessages.pageWidth })
  .min(1, { error: documentMessages.pageWidth })
  .max(GRID_COLUMNS, { error: documentMessages.pageWidth });

const breakpointNames = Object.keys(GRID_BREAKPOINTS) as GridBreakpoint[];

const responsiveShape = Object.fromEntries(
  breakpointNames.map((name) => [name, columnsSchema.optional()]),
) as Record<GridBreakpoint, z.ZodOptional<typeof columnsSchema>>;

/**
 * How many of the page grid's 12 columns a content block spans: one number
 * (from the page grid's first breakpoint up), or one per breakpoint of set B
 * (`md` 768, `lg` 1024, `xl` 1440 px), each applying from its min-width up
 * until the next one that is set. Below 768 px every content block is full
 * width. Field widths use breakpoint set A instead ({@link fieldWidthSchema}).
 *
 * @example
 * pageWidthSchema.parse(6);
 * pageWidthSchema.parse({ md: 6, xl: 4 });
 */
export const pageWidthSchema = z.union([columnsSchema, z.strictObject(responsiveShape)], {
  error: (issue) => (issue.code === "invalid_union" ? documentMessages.pageWidth() : undefined),
});

/** A content block's width in page-grid columns, fixed or per breakpoint of set B. */
export type PageWidth = z.infer<typeof pageWidthSchema>;
