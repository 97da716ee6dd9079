"use client";

import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useId } from "react";
import { errorMessage } from "../admin-ui/error-message";
import { formatDay } from "../submissions/format-day";
import { type FormFunnel, FUNNEL_DAYS, fetchFormFunnel } from "./funnel-api";
import { formatDuration, formatShare, funnelSteps } from "./funnel-steps";
import "./funnel.css";

/** The funnel's bars, each step's count and its share of the views as text. */
function FunnelBars({ funnel }: { funnel: FormFunnel }) {
  return (
    <ol className="fw-funnel__steps">
      {funnelSteps(funnel).map((step) => (
        <li key={step.key} className="fw-funnel__step">
          <span className="fw-funnel__label">{step.label}</span>{" "}
          <span className="fw-funnel__count">{step.count}</span>{" "}
          <span className="fw-funnel__share">({formatShare(step.ofViews)} of views)</span>
          <span
            className="fw-funnel__bar"
            aria-hidden="true"
            style={{ inlineSize: `${Math.min(step.ofViews ?? 0, 1) * 100}%` }}
          />
        </li>
      ))}
    </ol>
  );
}

/** Every day of the funnel as a table, behind a toggle. */
function FunnelDays({ funnel }: { funnel: FormFunnel }) {
  const pages = funnel.pages.map((p) => p.page);
  return (
    <details className="fw-chart__data">
      <summary>
        Show per day <span className="fw-sr-only">for the completion funnel</span>
      </summary>
      {/* Many pages make the table wider than a phone: it scrolls, and takes focus to scroll by keyboard. */}
      <section
        className="fw-funnel__table"
        aria-label="Completion funnel per day"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
      >
        <table className="fw-table">
          <caption className="fw-sr-only">Completion funnel per day (UTC)</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col" className="fw-table__number">
                Viewed
              </th>
              <th scope="col" className="fw-table__number">
                Started
              </th>
              {pages.map((page) => (
                <th key={page} scope="col" className="fw-table__number">
                  Page {page}
                </th>
              ))}
              <th scope="col" className="fw-table__number">
                Completed
              </th>
            </tr>
          </thead>
          <tbody>
            {[...funnel.days].reverse().map((day) => (
              <tr key={day.date}>
                <th scope="row">{formatDay(day.date, "long")}</th>
                <td className="fw-table__number">{day.views}</td>
                <td className="fw-table__number">{day.starts}</td>
                {pages.map((page) => (
                  <td key={page} className="fw-table__number">
                    {day.pages.find((p) => p.page === page)?.reached ?? 0}
                  </td>
                ))}
                <td className="fw-table__number">{day.completions}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </details>
  );
}

/**
 * The completion funnel of a form over the last 30 days: how many saw it,
 * started, reached each later page and completed it, the completion rate and
 * the median time to complete. The numbers are text (the bars only draw
 * them), and every day is in a table.
 *
 * @example
 * <FunnelSection formId={form.id} />
 */
export function FunnelSection({ formId }: { formId: string }) {
  const headingId = useId();
  const query = useQuery({
    queryKey: ["submissions", formId, "funnel"],
    queryFn: () => fetchFormFunnel(formId),
  });
  const funnel = query.data;
  let body: ReactNode;
  if (query.error) {
    body = (
      <div className="fw-alert fw-alert--error" role="alert">
        <p>The funnel could not be loaded: {errorMessage(query.error)}</p>
      </div>
    );
  } else if (!funnel) {
    body = <p className="fw-muted">Loading the funnel…</p>;
  } else if (funnel.views === 0 && funnel.completions === 0) {
    body = (
      <p className="fw-muted">
        Nobody has opened the published form in the last {FUNNEL_DAYS} days.
      </p>
    );
  } else {
    body = (
      <>
        <dl className="fw-funnel__figures">
          <div>
            <dt>Completion rate</dt>
            <dd>{formatShare(funnel.completionRate)}</dd>
          </div>
          <div>
            <dt>Median time to complete</dt>
            <dd>
              {funnel.medianSecondsToComplete === null
                ? "–"
                : formatDuration(funnel.medianSecondsToComplete)}
            </dd>
          </div>
        </dl>
        <FunnelBars funnel={funnel} />
        <FunnelDays funnel={funnel} />
      </>
    );
  }
  return (
    <section className="fw-funnel" aria-labelledby={headingId}>
      <h2 id={headingId}>Completion funnel</h2>
      <p className="fw-muted">
        Last {FUNNEL_DAYS} days (UTC), counted without cookies or anything about the respondent. A
        view is the form shown with scripts on; a page counts those who reached it or got past it (a
        page skip logic passed over counts as passed), so no step is above the one before;
        completions are the submissions stored.
      </p>
      {body}
    </section>
  );
}
