"use client";

import { useEffect, useState } from "react";

/** How long typing must pause before a search is sent, in milliseconds. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * `value`, once it has stopped changing for `delayMs`.
 *
 * @example
 * const search = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
