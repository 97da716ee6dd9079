import type { FieldSummaryOfKind } from "../field-summary";
import { countsOnRange } from "../shared/distribution-summary";
import type { GroupBlock } from "./block";

/**
 * How the submissions page sums a repeating group up: how many submissions
 * gave each number of items (the server counts an array answer by its
 * length), on the newest version's `min` to `max` widened to what was sent,
 * and the mean number of items. A group without `repeat` (one object, no
 * count) has no counts, and no chart.
 *
 * @example
 * groupItemCountSummary.summarise({ block, field: {}, tally: new Map([[2, 3]]) }).mean; // 2
 */
export const groupItemCountSummary: FieldSummaryOfKind<GroupBlock, "distribution"> = {
  kind: "distribution",
  summarise: ({ block, tally }) => ({
    ...countsOnRange({
      range: block?.repeat ? { min: block.repeat.min, max: block.repeat.max } : undefined,
      tally: block && !block.repeat ? new Map() : tally,
    }),
    nps: null,
  }),
};
