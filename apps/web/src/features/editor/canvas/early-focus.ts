/**
 * A canvas selector focused before the editor's scripts ran (a slow
 * connection, a quick Tab): the focus selected nothing then. As each block is
 * hydrated it asks here, and is selected. React may also draw a part of the
 * canvas anew instead of hydrating it (a boundary updated before it finished
 * hydrating), which drops the focus with the old element: the canvas
 * remembers the focused selector's id as it is hydrated, and the new element
 * takes the focus back.
 */
let early: string | null = null;
let stopListening: (() => void) | null = null;

/**
 * On the canvas's first commit: remembers which of its selectors has the
 * focus, until the author focuses anything else. Returns the cleanup.
 */
export function rememberEarlyFocus(canvas: HTMLElement | null): () => void {
  const active = document.activeElement;
  if (!canvas || !(active instanceof HTMLElement) || !active.id || !canvas.contains(active)) {
    return () => {};
  }
  forgetEarlyFocus();
  early = active.id;
  const onFocus = (event: FocusEvent) => {
    if ((event.target as Element | null)?.id !== early) forgetEarlyFocus();
  };
  document.addEventListener("focusin", onFocus, true);
  stopListening = () => document.removeEventListener("focusin", onFocus, true);
  return forgetEarlyFocus;
}

function forgetEarlyFocus(): void {
  early = null;
  stopListening?.();
  stopListening = null;
}

/**
 * Whether the selector with this id had the focus before the canvas was
 * hydrated (or has it now, as it is hydrated): it gets the focus back if it
 * lost it, and is claimed once.
 */
export function claimEarlyFocus(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  if (document.activeElement === element) {
    if (early === id) forgetEarlyFocus();
    return true;
  }
  if (early !== id) return false;
  forgetEarlyFocus();
  const active = document.activeElement;
  if (active !== null && active !== document.body) return false;
  element.focus({ preventScroll: true });
  return document.activeElement === element;
}
