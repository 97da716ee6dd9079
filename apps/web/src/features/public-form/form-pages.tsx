"use client";

import {
  type FormDocument,
  type FormPage,
  formPages,
  isFieldBlock,
  pipeAnswers,
  reachablePage,
  visiblePages,
} from "@formwright/core";
import { ErrorSummary } from "@formwright/fields";
import {
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
} from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { PageGrid } from "../page-grid/page-grid";
import { useCatalogue } from "./localized-form";
import { conditionFields, shownBlocks } from "./page-visibility";
import { useAnswerText } from "./use-answer-text";

/** What the form asks of its pages: on a submit that is not on the last page, and on errors. */
export interface FormPagesControl {
  /** The page shown is the last one: submitting sends the answers. */
  isLast: boolean;
  /** The number of the page shown, counting skipped pages (`?step=`): what a saved draft records. */
  page: number;
  /** Validates the page shown and, when it is valid, shows the next one. */
  next(): Promise<void>;
  /** Shows the first page with an error of these fields, with its error summary. */
  showErrors(names: readonly string[]): void;
}

/** Props of {@link FormPages}. */
export interface FormPagesProps {
  document: FormDocument;
  /** One element per block of the document (a page block's is empty). */
  views: readonly ReactNode[];
  /** The page number asked for (`?step=`); a skipped or missing one falls back to an earlier page. */
  step: number;
  /** Moves to a page by its number (and into the URL). */
  goTo: (step: number) => void;
  isHydrated: boolean;
  /** The form's submit button: shown on the last page (and, without scripts, after all pages). */
  submitButton: ReactNode;
  /** A page from the second on was reached (the completion funnel). */
  onPageReached?: (page: number) => void;
  controlRef: RefObject<FormPagesControl | null>;
}

const fieldNamesOf = (document: FormDocument, page: FormPage, shown?: readonly boolean[]) =>
  document.blocks
    .slice(page.start, page.end)
    .flatMap((block, offset) =>
      isFieldBlock(block) && (!shown || shown[page.start + offset]) ? [block.name] : [],
    );

/**
 * A form with page breaks, one page at a time: "Step 2 of 4" and a progress
 * bar (counting only the pages that will be shown, recomputed as answers
 * change), Back and Next (Next validates the page's shown fields first and
 * shows that page's error summary), and the submit button on the last page.
 * Skipped pages (core's `blockVisibility`, the server's evaluator) are passed
 * over both ways. Other pages stay mounted but hidden, so no answer is lost.
 *
 * Without scripts (and until hydrated, where CSS shows it so) the whole form
 * is one long page with the submit button at the end; the server keeps only
 * the answers of the pages and blocks the conditions show.
 */
export function FormPages({
  document,
  views,
  step,
  goTo,
  isHydrated,
  submitButton,
  onPageReached,
  controlRef,
}: FormPagesProps) {
  const form = useFormContext();
  const text = useCatalogue();
  const headingId = useId();
  const pages = useMemo(() => formPages(document.blocks), [document.blocks]);
  const watched = useMemo(
    () => conditionFields(document.blocks, document.variables),
    [document.blocks, document.variables],
  );
  const values = useWatch({ name: watched }) as unknown[];
  const answers: Record<string, unknown> = {};
  watched.forEach((name, i) => {
    answers[name] = values[i];
  });
  const shown = shownBlocks(document, answers);
  const shownPages = visiblePages(pages, shown);
  const current = reachablePage(shownPages, step);
  const position = shownPages.indexOf(current);
  const isLast = position === shownPages.length - 1;
  const currentNames = fieldNamesOf(document, current);
  // A page title may show earlier answers (`{{name}}`), as every text a respondent reads.
  const titles = useMemo(() => pages.map((page) => page.block?.title ?? ""), [pages]);
  const answerText = useAnswerText(document, titles);

  // A monotonic count of failed Next and submit attempts: each one shows and focuses the summary.
  const [attempt, setAttempt] = useState(0);
  const [isSummaryShown, setSummaryShown] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shouldFocusHeading = useRef(false);

  const show = useCallback(
    (page: FormPage) => {
      setSummaryShown(false);
      shouldFocusHeading.current = true;
      goTo(page.number);
    },
    [goTo],
  );
  const next = useCallback(async () => {
    const names = fieldNamesOf(document, current, shown);
    const isValid = names.length === 0 || (await form.trigger(names));
    if (!isValid) {
      setAttempt((n) => n + 1);
      setSummaryShown(true);
      return;
    }
    const following = shownPages[position + 1];
    if (following) show(following);
  }, [document, current, shown, form, shownPages, position, show]);
  const back = () => {
    const previous = shownPages[position - 1];
    if (previous) show(previous);
  };
  const showErrors = useCallback(
    (names: readonly string[]) => {
      const wanted = new Set(names);
      const first = shownPages.find((page) =>
        fieldNamesOf(document, page).some((name) => wanted.has(name)),
      );
      if (!first) return;
      shouldFocusHeading.current = false;
      if (first !== current) goTo(first.number);
      setAttempt((n) => n + 1);
      setSummaryShown(true);
    },
    [document, shownPages, current, goTo],
  );
  const number = current.number;
  useImperativeHandle(controlRef, () => ({ isLast, page: number, next, showErrors }), [
    isLast,
    number,
    next,
    showErrors,
  ]);

  // A new page: the heading (which says the step) takes focus, so it is announced.
  useEffect(() => {
    if (number > 1) onPageReached?.(number);
    if (shouldFocusHeading.current) {
      shouldFocusHeading.current = false;
      headingRef.current?.focus();
    }
  }, [number, onPageReached]);
  // The browser's Back and Forward buttons move between pages too: the heading takes focus.
  useEffect(() => {
    const onPopState = () => {
      shouldFocusHeading.current = true;
      setSummaryShown(false);
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);

  const total = shownPages.length;
  const stepText = text.stepProgress({ step: position + 1, total });
  const backLabel = current.block?.backLabel ?? text.back;
  const nextLabel = current.block?.nextLabel ?? text.next;
  return (
    <>
      <ErrorSummary fields={currentNames} attempt={isSummaryShown ? attempt : 0} />
      {pages.map((page) => {
        const isShown = shownPages.includes(page);
        const isCurrent = page === current;
        if (!isShown && isHydrated) return null;
        const title = page.block?.title && pipeAnswers(page.block.title, answerText);
        const blocks = views.slice(page.start, page.end).map((view, offset) => {
          const index = page.start + offset;
          if (shown[index]) return view;
          if (isHydrated) return null;
          return (
            <div key={`hidden-${index}`} className="fw-when-hidden">
              {view}
            </div>
          );
        });
        const className = isCurrent
          ? "fw-page"
          : isShown
            ? "fw-page fw-page--other"
            : "fw-page fw-when-hidden";
        return (
          <section
            key={page.block?.id ?? `page-${page.number}`}
            className={className}
            hidden={isHydrated && !isCurrent}
            aria-labelledby={isCurrent ? headingId : undefined}
            data-page={page.number}
          >
            {isCurrent ? (
              <div className="fw-page__top">
                <h2 ref={headingRef} id={headingId} className="fw-page__heading" tabIndex={-1}>
                  <span className="fw-page__step fw-scripts-only">{stepText}</span>
                  {title && <span className="fw-page__title">{title}</span>}
                </h2>
                <progress
                  className="fw-page__progress fw-scripts-only"
                  max={total}
                  value={position + 1}
                  aria-label={stepText}
                />
              </div>
            ) : (
              title && (
                <h2 className="fw-page__heading">
                  <span className="fw-page__title">{title}</span>
                </h2>
              )
            )}
            <PageGrid>{blocks}</PageGrid>
          </section>
        );
      })}
      <div className="fw-page-nav">
        {position > 0 && (
          <button
            type="button"
            className="fw-button fw-button--secondary fw-scripts-only"
            onClick={back}
          >
            {backLabel}
          </button>
        )}
        {!isLast && (
          <button type="button" className="fw-button fw-scripts-only" onClick={() => void next()}>
            {nextLabel}
          </button>
        )}
        {isLast ? (
          submitButton
        ) : isHydrated ? null : (
          // Without scripts every page is shown: the submit button ends the form.
          <span className="fw-no-scripts-only">{submitButton}</span>
        )}
      </div>
    </>
  );
}
