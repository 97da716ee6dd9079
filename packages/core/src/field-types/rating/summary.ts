import type { FieldSummaryOfKind } from "../field-summary";
import { countsOnRange } from "../shared/distribution-summary";
import type { RatingBlock } from "./block";
import { ratingRange } from "./definition";

/**
 * How the submissions page sums a rating up: answers per number of stars
 * (1 to the newest version's `max`, widened to what older versions took),
 * and their mean.
 *
 * @example
 * ratingSummary.summarise({ block, field: {}, tally: new Map([[5, 2]]) }).mean; // 5
 */
export const ratingSummary: FieldSummaryOfKind<RatingBlock, "distribution"> = {
  kind: "distribution",
  summarise: ({ block, tally }) => ({
    ...countsOnRange({ range: block && ratingRange(block), tally }),
    nps: null,
  }),
};
