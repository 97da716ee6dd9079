/** The whole numbers a rating or scale offers, `min` to `max` inclusive. */
export interface ScaleRange {
  min: number;
  max: number;
}

/**
 * Whether a value is one of the range's whole numbers.
 *
 * @example
 * isOnScale(3, { min: 1, max: 5 }); // true
 * isOnScale(2.5, { min: 1, max: 5 }); // false
 */
export function isOnScale(value: unknown, range: ScaleRange): value is number {
  return (
    typeof value === "number" && Number.isInteger(value) && value >= range.min && value <= range.max
  );
}
