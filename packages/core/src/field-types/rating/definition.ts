import { wholeNumberField } from "../shared/whole-number-field";
import type { WholeNumberRange } from "../shared/whole-number-range";
import type { RatingBlock } from "./block";

/** Stars a rating shows when its block sets no `max`. */
export const RATING_DEFAULT_MAX = 5;
/** Fewest stars a rating may show. */
export const RATING_MIN_MAX = 3;
/** Most stars a rating may show. */
export const RATING_MAX_MAX = 10;

/**
 * The numbers a rating block offers: 1 to its `max` (5 when unset).
 *
 * @example
 * ratingRange({ type: "rating", name: "service", label: "Service", max: 4 }); // { min: 1, max: 4 }
 */
export function ratingRange(block: Pick<RatingBlock, "max">): WholeNumberRange {
  return { min: 1, max: block.max ?? RATING_DEFAULT_MAX };
}

/**
 * A rating: one whole number from 1 to `max`, chosen as stars; `null` while
 * none is chosen.
 *
 * @example
 * ratingField.restoreValue({ type: "rating", name: "service", label: "Service" }, 4); // 4
 */
export const ratingField = wholeNumberField<RatingBlock>("rating", ratingRange);
