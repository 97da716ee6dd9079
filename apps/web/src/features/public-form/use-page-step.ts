"use client";

import { useCallback, useEffect, useState } from "react";

/** The query parameter that holds a paged form's page number (`?step=2`). */
export const STEP_PARAM = "step";

/**
 * The page number a query value asks for (whole numbers from 1), or 1.
 *
 * @example
 * parseStep("3"); // 3
 * parseStep("x"); // 1
 */
export function parseStep(value: string | string[] | null | undefined): number {
  const first = Array.isArray(value) ? value[0] : value;
  if (!first || !/^\d{1,4}$/.test(first)) return 1;
  const step = Number(first);
  return Math.max(step, 1);
}

const stepInUrl = () => parseStep(new URLSearchParams(window.location.search).get(STEP_PARAM));

/**
 * The page a paged form asks for, kept in the URL (`?step=n`, the page's
 * number in the form): moving to a page pushes a history entry, so the
 * browser's Back button moves back a page, and a reload opens the same page.
 * `initialStep` is what the server read from the query, so the first render
 * is already the right page. Which page is then shown (a skipped one falls
 * back to an earlier one) is the form's business.
 *
 * @example
 * const { step, goTo } = usePageStep(2);
 */
export function usePageStep(initialStep: number) {
  const [step, setStep] = useState(initialStep);
  useEffect(() => {
    // The preview's server page does not read the query: the URL is the truth.
    setStep(stepInUrl());
    const onPopState = () => setStep(stepInUrl());
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);
  const goTo = useCallback((next: number) => {
    setStep(next);
    const url = new URL(window.location.href);
    if (next === 1) url.searchParams.delete(STEP_PARAM);
    else url.searchParams.set(STEP_PARAM, String(next));
    if (url.href !== window.location.href) window.history.pushState(window.history.state, "", url);
  }, []);
  return { step, goTo };
}
