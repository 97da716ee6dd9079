"use client";

import { useEffect, useRef } from "react";

/** The question asked before an in-app link leaves unsaved changes behind. */
export const LEAVE_QUESTION = "This form has changes that are not saved. Leave and lose them?";

/** The same-origin page a click on a link would open, or null for anything else. */
function linkTarget(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement)) return null;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const isSamePage =
    url.pathname === window.location.pathname && url.search === window.location.search;
  return isSamePage ? null : url;
}

/**
 * While `isDirty`, leaving the page asks first if `wouldLoseWork()` says so
 * (it is asked as the author leaves, and may start a last save itself): the
 * browser's own `beforeunload` prompt for reloading or closing, and a confirm
 * dialog for in-app links (which Next.js follows without unloading). The
 * click listener runs in the capture phase, before Next.js's link handler.
 *
 * @example
 * useUnsavedChangesGuard(isDirty, () => saver.leave());
 */
export function useUnsavedChangesGuard(
  isDirty: boolean,
  wouldLoseWork: () => boolean = () => true,
): void {
  const latest = useRef(wouldLoseWork);
  latest.current = wouldLoseWork;
  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!latest.current()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    const onClick = (event: MouseEvent) => {
      if (!linkTarget(event) || !latest.current()) return;
      if (window.confirm(LEAVE_QUESTION)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    window.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      window.removeEventListener("click", onClick, true);
    };
  }, [isDirty]);
}
