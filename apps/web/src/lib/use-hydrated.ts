"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * Whether React has hydrated this component: `false` in the server's HTML and
 * during hydration, `true` from then on. Buttons whose action needs React
 * stay disabled until then, so an early click is never silently lost.
 *
 * @example
 * const isHydrated = useHydrated();
 * <button disabled={!isHydrated} onClick={open}>Open preview</button>
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
