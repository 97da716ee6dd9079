/** Accessible name of a compare slider's handle. */
export const COMPARE_HANDLE_LABEL = "Drag or use arrow keys to compare before and after";

/**
 * What a screen reader says for a compare slider's position: how much of each
 * image shows.
 *
 * @example
 * compareValueText(55); // "Before 55%, after 45%"
 */
export function compareValueText(position: number): string {
  const before = Math.round(position);
  return `Before ${before}%, after ${100 - before}%`;
}
