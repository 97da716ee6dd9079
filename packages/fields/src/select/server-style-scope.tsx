"use client";

import createCache, { type EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import type { ReactNode } from "react";
import { useFormContext } from "react-hook-form";

// One emotion cache per form being rendered on the server, keyed by the form's control
// (a fresh object for every render of a form, so no page ever shares another's cache).
const serverCaches = new WeakMap<object, EmotionCache>();

/**
 * Makes the selects of one server-rendered form share react-select's style rules.
 * On the server emotion writes a `<style>` beside each styled element and, without a
 * cache of its own to remember what it wrote, repeats every rule for every select
 * (about 2.7 kB per select). With one cache per form each rule is written once, by the
 * first select. In the browser it renders its children as they are: emotion's own
 * cache takes the server's rules into the head before hydration.
 *
 * @example
 * <ServerStyleScope><WindowedSelect {...props} /></ServerStyleScope>
 */
export function ServerStyleScope({ children }: { children: ReactNode }) {
  const form = useFormContext();
  if (typeof document !== "undefined" || !form) return children;
  let cache = serverCaches.get(form.control);
  if (!cache) {
    cache = createCache({ key: "css" });
    serverCaches.set(form.control, cache);
  }
  return <CacheProvider value={cache}>{children}</CacheProvider>;
}
