/**
 * A touch point's position, in CSS pixels.
 *
 * @example
 * const point: TouchPoint = { x: touch.clientX, y: touch.clientY };
 */
export interface TouchPoint {
  x: number;
  y: number;
}

/**
 * Whether a touch that started at `start` and is now at `current` is a drag
 * rather than a tap: it moved further than `threshold` pixels along either
 * axis (the way react-select measures it).
 *
 * @example
 * isTouchDrag({ start: { x: 0, y: 0 }, current: { x: 0, y: 5 }, threshold: 5 }); // false
 * isTouchDrag({ start: { x: 0, y: 0 }, current: { x: 0, y: 6 }, threshold: 5 }); // true
 */
export function isTouchDrag({
  start,
  current,
  threshold,
}: {
  start: TouchPoint;
  current: TouchPoint;
  threshold: number;
}): boolean {
  return Math.abs(current.x - start.x) > threshold || Math.abs(current.y - start.y) > threshold;
}
