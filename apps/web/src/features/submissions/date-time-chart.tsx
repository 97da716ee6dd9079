"use client";

import dynamic from "next/dynamic";
import type { FieldResults } from "../field-types/field-results";
import { ChartDataTable, type ChartDatum } from "./chart-data-table";
import { ChartFigure } from "./chart-figure";
import type { DateTimeFieldStats } from "./submissions-api";

// Recharts loads on its own, as for the other charts (see submission-charts.tsx).
const DistributionBarChart = dynamic(
  () => import("./distribution-bar-chart").then((m) => m.DistributionBarChart),
  { ssr: false, loading: () => <div className="fw-chart__placeholder" /> },
);

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * A bar's label: a month `YYYY-MM` as "Mar 2025", a year as itself, an hour
 * `HH` as "09:00".
 *
 * @example
 * bucketLabel("2025-03", "month"); // "Mar 2025"
 */
export function bucketLabel(key: string, per: string): string {
  if (per === "hour") return `${key}:00`;
  if (per === "month") return `${MONTHS[Number(key.slice(5, 7)) - 1] ?? key} ${key.slice(0, 4)}`;
  return key;
}

/**
 * The one-line summary of a date or time chart: how many answered, the
 * earliest and latest answer.
 *
 * @example
 * dateTimeSummary({ answers: 3, earliest: "2025-03-07", latest: "2025-05-01", ... });
 * // "3 answers, earliest 2025-03-07, latest 2025-05-01."
 */
export function dateTimeSummary(field: DateTimeFieldStats): string {
  const answers = `${field.answers} ${field.answers === 1 ? "answer" : "answers"}`;
  if (field.earliest === null || field.latest === null) return `${answers}.`;
  return `${answers}, earliest ${field.earliest}, latest ${field.latest}.`;
}

/**
 * A date or time field's chart: answers per month (or year) or per hour as
 * bars, and the same numbers in a data table.
 *
 * @example
 * <DateTimeChart field={field} />
 */
export function DateTimeChart({ field }: { field: DateTimeFieldStats }) {
  const rows: ChartDatum[] = field.buckets.map((bucket) => ({
    key: bucket.key,
    label: bucketLabel(bucket.key, field.per),
    count: bucket.count,
  }));
  if (rows.length === 0) return null;
  const unit = field.per === "hour" ? "hour of the day" : field.per;
  return (
    <>
      <div
        className="fw-chart__plot"
        role="img"
        aria-label={`Bar chart of how many answers of “${field.label}” fall in each ${unit}. The numbers are in the data table.`}
      >
        <DistributionBarChart data={rows} />
      </div>
      <ChartDataTable
        title={field.label}
        headers={[
          field.per === "hour" ? "Hour" : field.per === "year" ? "Year" : "Month",
          "Answers",
        ]}
        rows={rows}
      />
    </>
  );
}

/**
 * A date or time field's figure: its label, the summary line and
 * {@link DateTimeChart}.
 *
 * @example
 * <DateTimeFieldChart field={stats.dateTimeFields[0]} />
 */
export function DateTimeFieldChart({ field }: { field: DateTimeFieldStats }) {
  return (
    <ChartFigure title={field.label} summary={dateTimeSummary(field)}>
      <DateTimeChart field={field} />
    </ChartFigure>
  );
}

/** How the submissions page shows a date or a time field: answers per month, year or hour. */
export const dateTimeResults: FieldResults = {
  chart: { list: "dateTimeFields", Chart: DateTimeFieldChart },
};
