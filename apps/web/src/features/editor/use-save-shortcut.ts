"use client";

import { useEffect, useRef } from "react";

/**
 * Ctrl+S (Cmd+S on a Mac) runs `save` instead of the browser's "Save page".
 *
 * @example
 * useSaveShortcut(save);
 */
export function useSaveShortcut(save: () => void): void {
  const latest = useRef(save);
  latest.current = save;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      if (event.key.toLowerCase() !== "s") return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}
