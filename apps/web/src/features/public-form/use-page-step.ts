"use client";

import { useCallback, useEffect, useState } from "react";
import { parseStep, STEP_PARAM } from "./page-step-param";

const stepInUrl = () => parseStep(new URLSearchParams(window.location.search).get(STEP_PARAM));

/**
 * The page a paged form asks for, kept in the URL (`?step=n`, the page's
 * number in the form): moving to a page pushes a history entry, so the
 * browser's Back button moves back a page, and a reload opens the same page.
 * `initialStep` is the page the server opened on (the query's, or a resumed
 * draft's), so the first render is already the right page. Which page is then shown (a skipped one falls
 * back to an earlier one) is the form's business.
 *
 * @example
 * const { step, goTo } = usePageStep(2);
 */
export function usePageStep(initialStep: number) {
  const [step, setStep] = useState(initialStep);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page opened on matters on the first render only; later pages come from goTo and the URL
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(STEP_PARAM) && initialStep > 1) {
      // Opened on a page the URL does not name (a resumed draft's): the URL
      // names it from now on, so a reload and the Back button keep to it.
      url.searchParams.set(STEP_PARAM, String(initialStep));
      window.history.replaceState(window.history.state, "", url);
    }
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
    if (url.href !== window.location.href) window.history.pushState(null, "", url);
  }, []);
  return { step, goTo };
}
