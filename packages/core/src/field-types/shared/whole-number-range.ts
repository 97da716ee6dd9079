/** The whole numbers a field offers, `min` to `max` inclusive (stars, a scale's points). */
export interface WholeNumberRange {
  min: number;
  max: number;
}

/**
 * Whether a value is one of the range's whole numbers.
 *
 * @example
 * isInRange(3, { min: 1, max: 5 }); // true
 * isInRange(2.5, { min: 1, max: 5 }); // false
 */
export function isInRange(value: unknown, range: WholeNumberRange): value is number {
  return (
    typeof value === "number" && Number.isInteger(value) && value >= range.min && value <= range.max
  );
}
