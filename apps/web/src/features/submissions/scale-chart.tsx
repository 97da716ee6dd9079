"use client";

import dynamic from "next/dynamic";
import { ChartDataTable, type ChartDatum } from "./chart-data-table";
import type { ScaleFieldStats } from "./submissions-api";

// Recharts loads on its own, as for the other charts (see submission-charts.tsx).
const DistributionBarChart = dynamic(
  () => import("./distribution-bar-chart").then((m) => m.DistributionBarChart),
  { ssr: false, loading: () => <div className="fw-chart__placeholder" /> },
);

const DECIMAL = new Intl.NumberFormat("en", { maximumFractionDigits: 2 });

/**
 * The one-line summary of a rating or scale chart: how many answered, the
 * mean and, for an NPS scale, the Net Promoter Score.
 *
 * @example
 * scaleSummary({ answers: 4, mean: 4.75, nps: null, min: 1, max: 5, ... });
 * // "4 answers from 1 to 5, mean 4.75."
 */
export function scaleSummary(field: ScaleFieldStats): string {
  const answers = `${field.answers} ${field.answers === 1 ? "answer" : "answers"}`;
  const mean = field.mean === null ? "" : `, mean ${DECIMAL.format(field.mean)}`;
  const nps =
    field.nps === null ? "" : ` Net Promoter Score ${field.nps > 0 ? "+" : ""}${field.nps}.`;
  return `${answers} from ${field.min} to ${field.max}${mean}.${nps}`;
}

/**
 * A rating or scale field's chart: the Net Promoter Score (NPS scales), how
 * many chose each number as bars, and the same numbers in a data table.
 *
 * @example
 * <ScaleChart field={field} />
 */
export function ScaleChart({ field }: { field: ScaleFieldStats }) {
  const rows: ChartDatum[] = field.counts.map((entry) => ({
    key: String(entry.value),
    label: String(entry.value),
    count: entry.count,
  }));
  return (
    <>
      {field.nps === null ? null : (
        <p className="fw-chart__score">
          <span className="fw-chart__score-value">{`${field.nps > 0 ? "+" : ""}${field.nps}`}</span>{" "}
          Net Promoter Score <span className="fw-muted">(% of 9–10 minus % of 0–6)</span>
        </p>
      )}
      <div
        className="fw-chart__plot"
        role="img"
        aria-label={`Bar chart of how many answers chose each number of “${field.label}”, ${field.min} to ${field.max}. The numbers are in the data table.`}
      >
        <DistributionBarChart data={rows} />
      </div>
      <ChartDataTable title={field.label} headers={["Answer", "Answers"]} rows={rows} />
    </>
  );
}
