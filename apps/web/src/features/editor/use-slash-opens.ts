"use client";

import { type RefObject, useEffect, useRef } from "react";

/** Where `/` is a character being typed, not a command: a text box. */
function isTextBox(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable ||
      target.closest(
        'input, textarea, select, [contenteditable]:not([contenteditable="false"])',
      ) !== null)
  );
}

/**
 * `/` pressed inside `container`, outside a text box (input, textarea,
 * select, contenteditable), calls `open` with the element that had the focus,
 * as in Tally and Notion. Any block area can use it: the editor's block list
 * today, a canvas tomorrow. Ctrl, Cmd and Alt chords are left alone.
 *
 * @example
 * const menu = useRef<AddBlockMenuHandle>(null);
 * useSlashOpens(blocksArea, (from) => menu.current?.open(from));
 */
export function useSlashOpens(
  container: RefObject<HTMLElement | null>,
  open: (from: HTMLElement | null) => void,
): void {
  const latestOpen = useRef(open);
  latestOpen.current = open;
  // Listening on the document, not the element, keeps working when the
  // container mounts later or is replaced (a canvas drawn after loading).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target instanceof Node ? event.target : null;
      if (!target || !container.current?.contains(target)) return;
      if (event.defaultPrevented || isTextBox(event.target)) return;
      event.preventDefault();
      latestOpen.current(event.target instanceof HTMLElement ? event.target : null);
    };
    window.document.addEventListener("keydown", onKeyDown);
    return () => window.document.removeEventListener("keydown", onKeyDown);
  }, [container]);
}
