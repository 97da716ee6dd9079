"use client";

import { localDate } from "@formwright/core";
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * The language dates and times are written in once the page runs in the
 * browser: the respondent's own (`navigator.language`, so `en-US` reads
 * "March 7, 2025") when it is the page's language (`<html lang>`), else the
 * page's, so a German form says its dates in German. `null` while the
 * server renders and while the page hydrates, so the server's HTML and the
 * first browser render agree.
 *
 * @example
 * const locale = useRespondentLocale() ?? "en";
 */
export function useRespondentLocale(): string | null {
  return useSyncExternalStore(subscribe, browserLocale, () => null);
}

const primaryOf = (tag: string) => tag.split("-")[0]?.toLowerCase() ?? "";

function browserLocale(): string {
  const own = navigator.language || "en";
  const page = document.documentElement.lang;
  return page && primaryOf(page) !== primaryOf(own) ? page : own;
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
