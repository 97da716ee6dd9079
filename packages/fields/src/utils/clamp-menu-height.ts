/**
 * The height a select menu may take: what react-select computed from the
 * space around the control, kept between `min` and `max`. react-select can go
 * below its own `minMenuHeight` (it subtracts the menu's margin after checking
 * the minimum, and when it flips the menu above the control), so the floor is
 * applied here.
 *
 * @example
 * clampMenuHeight({ height: 132, min: 140, max: 300 }); // 140
 * clampMenuHeight({ height: 500, min: 140, max: 300 }); // 300
 */
export function clampMenuHeight({
  height,
  min,
  max,
}: {
  height: number;
  min: number;
  max: number;
}): number {
  return Math.min(Math.max(height, min), max);
}
