"use client";

import { localDate } from "@formwright/core";
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * The respondent's language (`navigator.language`) once the page runs in
 * their browser; `null` while the server renders and while the page hydrates,
 * so the server's HTML and the first browser render agree.
 *
 * @example
 * const locale = useRespondentLocale() ?? "en";
 */
export function useRespondentLocale(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => navigator.language || "en",
    () => null,
  );
}

/**
 * The respondent's date today (`YYYY-MM-DD`, their own time zone), or `null`
 * on the server and while the page hydrates.
 *
 * @example
 * const today = useRespondentToday();
 */
export function useRespondentToday(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => localDate(new Date()),
    () => null,
  );
}
