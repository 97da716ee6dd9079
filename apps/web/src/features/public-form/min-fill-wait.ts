/**
 * Waits out what is left of the minimum fill time before a submit is sent.
 * The server measures from when it served the page (the only time it can
 * trust) and holds a sooner submit for spam review; the page's own clock
 * starts later than the server's (at hydration), so waiting until `minFillMs`
 * have passed here means the server sees at least as much. A person whose
 * browser autofilled the form and who sends at once only waits a moment
 * (the button says "Sending…"); nothing is held for review or lost.
 *
 * @example
 * await waitOutMinFill({ startedAt: mountedAt, minFillMs: 3000 });
 */
export function waitOutMinFill(input: {
  /** `performance.now()` when the page's form first rendered in the browser. */
  startedAt: number;
  minFillMs: number;
  now?: number;
}): Promise<void> {
  const left = input.startedAt + input.minFillMs - (input.now ?? performance.now());
  return left > 0 ? new Promise((resolve) => setTimeout(resolve, left)) : Promise.resolve();
}
