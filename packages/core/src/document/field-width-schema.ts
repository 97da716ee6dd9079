import { z } from "zod";
import { FIELD_BREAKPOINTS, type FieldBreakpoint, GRID_COLUMNS } from "../constants/layout";
import { documentMessages } from "./document-messages";

const columnsSchema = z
  .number()
  .int({ error: documentMessages.width })
  .min(1, { error: documentMessages.width })
  .max(GRID_COLUMNS, { error: documentMessages.width });

const breakpointNames = Object.keys(FIELD_BREAKPOINTS) as FieldBreakpoint[];

const responsiveShape = Object.fromEntries(
  breakpointNames.map((name) => [name, columnsSchema.optional()]),
) as Record<FieldBreakpoint, z.ZodOptional<typeof columnsSchema>>;

/**
 * How many of the 12 columns a field spans: one number for every screen, or
 * one per breakpoint of set A (each value applies from its breakpoint's
 * min-width up until the next one that is set). Below the smallest breakpoint
 * (480 px) every field is full width.
 *
 * @example
 * fieldWidthSchema.parse(6);
 * fieldWidthSchema.parse({ sm: 6, lg: 4 });
 */
export const fieldWidthSchema = z.union([columnsSchema, z.strictObject(responsiveShape)], {
  error: (issue) => (issue.code === "invalid_union" ? documentMessages.width() : undefined),
});

/** A field's width in grid columns, fixed or per breakpoint. */
export type FieldWidth = z.infer<typeof fieldWidthSchema>;
