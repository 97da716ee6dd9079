import { z } from "zod";
import { visibleWhenSchema } from "../logic/visible-when-schema";
import { blockIdSchema } from "./block-id-schema";
import { nonBlankTextSchema } from "./non-blank-text-schema";

/**
 * A page break: the blocks after it, up to the next page break, are one page
 * of the form (the blocks before the first page break are page 1). A form
 * with page breaks shows one page at a time with Back and Next buttons
 * (captioned `backLabel` and `nextLabel`, "Back" and "Next" when not set)
 * and a page `title` above the page when set. With `visibleWhen` the whole
 * page is skipped while its conditions do not hold: none of its blocks is
 * shown, validated or stored.
 *
 * @example
 * pageBlockSchema.parse({ type: "page", title: "About you" });
 */
export const pageBlockSchema = z.strictObject({
  type: z.literal("page"),
  id: blockIdSchema.optional(),
  title: nonBlankTextSchema.optional(),
  nextLabel: nonBlankTextSchema.optional(),
  backLabel: nonBlankTextSchema.optional(),
  /** The page is shown only when these conditions on earlier fields hold (see logic/). */
  visibleWhen: visibleWhenSchema.optional(),
});

/** A page break. */
export type PageBlock = z.infer<typeof pageBlockSchema>;
