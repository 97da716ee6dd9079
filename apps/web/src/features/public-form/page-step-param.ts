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

/**
 * The page a paged form opens on: the one `?step=` asks for, else the page a
 * resumed draft was saved on, else 1.
 *
 * @example
 * openingStep({ query: undefined, resumedStep: 3 }); // 3
 * openingStep({ query: "2", resumedStep: 3 }); // 2
 */
export function openingStep(input: {
  query: string | string[] | null | undefined;
  resumedStep?: number | null;
}): number {
  if (input.query !== undefined && input.query !== null) return parseStep(input.query);
  return input.resumedStep && input.resumedStep > 1 ? input.resumedStep : 1;
}
