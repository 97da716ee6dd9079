"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import {
  fetchSubmissionEndings,
  fetchSubmissionFields,
  fetchSubmissionsPage,
  fetchSubmissionVariables,
  type PaymentFilter,
  SUBMISSIONS_PAGE_SIZE,
  submissionKeys,
} from "./submissions-api";
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from "./use-debounced-value";

/**
 * The state of the submissions table: the search, the ending filter, the
 * payment filter (issue 36), the page (a stack of cursors, so "Previous" goes back exactly), and the data of
 * both. A new search or filter starts again at the first page.
 *
 * @example
 * const browser = useSubmissionsBrowser({ formId, slug });
 * browser.next();
 */
export function useSubmissionsBrowser(form: { formId: string; slug: string }) {
  const [typed, setTyped] = useState("");
  const debounced = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS).trim();
  // An ending's id, "" for any (issue 32).
  const [ending, setEnding] = useState("");
  // Which payments (issue 36), "" for any.
  const [payment, setPayment] = useState<PaymentFilter | "">("");
  const filter = `${ending}\u0000${payment}\u0000${debounced}`;
  // The cursors of the pages visited so far, for the search and ending they belong to.
  const [cursors, setCursors] = useState<{ filter: string; after: Array<string | null> }>({
    filter: "\u0000\u0000",
    after: [null],
  });
  const current = cursors.filter === filter ? cursors.after : [null];
  const pageIndex = current.length - 1;
  const after = current[pageIndex] ?? null;

  const page = useQuery({
    queryKey: submissionKeys.page(form.formId, debounced, after, ending, payment),
    queryFn: () =>
      fetchSubmissionsPage({ slug: form.slug, after, search: debounced, ending, payment }),
    placeholderData: keepPreviousData,
  });
  const fields = useQuery({
    queryKey: submissionKeys.fields(form.formId),
    queryFn: () => fetchSubmissionFields(form.formId),
  });
  const variables = useQuery({
    queryKey: submissionKeys.variables(form.formId),
    queryFn: () => fetchSubmissionVariables(form.formId),
  });

  const endings = useQuery({
    queryKey: submissionKeys.endings(form.formId),
    queryFn: () => fetchSubmissionEndings(form.formId),
  });

  const endCursor = page.data?.pageInfo.endCursor ?? null;
  const hasNext = !page.isPlaceholderData && Boolean(page.data?.pageInfo.hasNextPage);
  const total = page.data?.totalCount ?? 0;
  const first = total === 0 ? 0 : pageIndex * SUBMISSIONS_PAGE_SIZE + 1;
  return {
    typed,
    setTyped,
    /** The search the table shows (the typed text once typing pauses). */
    search: debounced,
    isSearching: typed.trim() !== debounced || (page.isFetching && page.isPlaceholderData),
    page,
    fields,
    /** The variables the form computes (issue 32), for the table's and details' columns. */
    variables: variables.data ?? [],
    /** The endings the form chooses, for the ending filter (none: no filter). */
    endings: endings.data ?? [],
    /** The ending filter: an ending's id, "" for any. */
    ending,
    setEnding,
    /** The payment filter (issue 36): `UNPAID`, `PAID`, `REFUNDED`, "" for any. */
    payment,
    setPayment,
    pageIndex,
    range: { first, last: Math.min(total, first + (page.data?.nodes.length ?? 0) - 1), total },
    hasPrevious: pageIndex > 0,
    hasNext,
    next: () => {
      if (!hasNext || !endCursor) return;
      setCursors({ filter, after: [...current, endCursor] });
    },
    previous: () => {
      if (pageIndex === 0) return;
      setCursors({ filter, after: current.slice(0, -1) });
    },
  };
}
