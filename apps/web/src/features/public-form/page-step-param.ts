/** The query parameter that holds a paged form's page number (`?step=2`). */
export const STEP_PARAM = "step";

/**
 * The page number a query value asks for (whole numbers from 1), or 1. Read
 * by the server page and in the browser.
 *
 * @example
 * parseStep("3"); // 3
 * parseStep("x"); // 1
 */
export function parseStep(value: string | string[] | null | undefined): number {
  const first = Array.isArray(value) ? value[0] : value;
  if (!first || !/^\d{1,4}$/.test(first)) return 1;
  return Math.max(Number(first), 1);
}
