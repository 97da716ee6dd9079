const FOCUSABLE = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type=hidden])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "[tabindex]:not([tabindex='-1'])",
].join(",");

/** The elements of `container` that Tab can reach, in document order. */
function tabbables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest("[inert]") && element.getClientRects().length > 0,
  );
}

/**
 * Keeps Tab and Shift+Tab inside `container`: from the last tabbable element
 * Tab goes to the first, from the first Shift+Tab goes to the last, and focus
 * that has left (to the page's body) comes back. Call it from a `keydown`
 * handler; other keys are ignored. Modal overlays make the page behind them
 * inert, but without this Tab would leave the last button for the browser's
 * own interface.
 *
 * @example
 * <dialog onKeyDown={(event) => wrapFocus(event.nativeEvent, event.currentTarget)} />
 */
export function wrapFocus(event: KeyboardEvent, container: HTMLElement): void {
  if (event.key !== "Tab") return;
  const elements = tabbables(container);
  const first = elements[0];
  const last = elements.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  const isOutside = !(active instanceof Node && container.contains(active));
  if (isOutside || (event.shiftKey ? active === first : active === last)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}
