"use client";

import { type ReactNode, useId } from "react";

/**
 * One chart of the submissions page: a figure titled by a heading, with a
 * one-line summary under the title. Its own module so that every chart
 * (the page's and the matrix and ranking charts) imports it without
 * importing the page that shows them.
 *
 * @example
 * <ChartFigure title="Submissions per day" summary="42 in 30 days">…</ChartFigure>
 */
export function ChartFigure({
  title,
  summary,
  children,
}: {
  title: string;
  summary: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <figure className="fw-chart" aria-labelledby={titleId}>
      <figcaption>
        <h3 id={titleId}>{title}</h3>
        <p className="fw-muted">{summary}</p>
      </figcaption>
      {children}
    </figure>
  );
}

/** A chart drawn as one image for assistive technology, which reads the data table instead. */
export function ChartImage({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="fw-chart__plot" role="img" aria-label={label}>
      {children}
    </div>
  );
}
