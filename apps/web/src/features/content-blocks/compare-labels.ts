import type { WidgetCatalogue } from "@formwright/core";

/**
 * Accessible name of a compare slider's handle in English: the widget
 * catalogue's `compareHandle` (a test keeps them equal). A literal, so the
 * e2e specs can import it without the core package.
 */
export const COMPARE_HANDLE_LABEL = "Drag or use arrow keys to compare before and after";

/**
 * What a screen reader says for a compare slider's position: how much of each
 * image shows.
 *
 * @example
 * compareValueText(55, englishWidgetCatalogue); // "Before 55%, after 45%"
 */
export function compareValueText(
  position: number,
  texts: Pick<WidgetCatalogue, "compareValue">,
): string {
  const before = Math.round(position);
  return texts.compareValue({ before, after: 100 - before });
}
