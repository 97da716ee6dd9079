"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { type FormSort, sortForms } from "./form-sort";
import { fetchFormSlugs, fetchForms } from "./forms-api";

/** React Query keys of the form list; every key starts with `forms`, so one invalidation refreshes all. */
export const formListKeys = {
  all: ["forms"] as const,
  list: (search: string) => ["forms", "list", search] as const,
  slugs: ["forms", "slugs"] as const,
};

/**
 * The forms matching `search`, newest first by `sort` (date created by
 * default, or last updated). While a new search loads, the
 * previous result stays on screen (`isPlaceholderData`).
 *
 * @example
 * const { data, isFetching } = useFormList(search);
 */
export function useFormList(search: string, sort: FormSort = "created") {
  const term = search.trim();
  const query = useQuery({
    queryKey: formListKeys.list(term),
    queryFn: () => fetchForms(term),
    placeholderData: keepPreviousData,
  });
  const forms = useMemo(
    () => (query.data ? sortForms(query.data, sort) : undefined),
    [query.data, sort],
  );
  return { ...query, forms };
}

/**
 * The slugs in use, to propose a free one; fetched only while `isEnabled`.
 *
 * @example
 * const taken = useTakenSlugs(isDialogOpen);
 */
export function useTakenSlugs(isEnabled: boolean): ReadonlySet<string> {
  const { data } = useQuery({
    queryKey: formListKeys.slugs,
    queryFn: fetchFormSlugs,
    enabled: isEnabled,
    staleTime: 0,
  });
  return useMemo(() => new Set(data ?? []), [data]);
}
