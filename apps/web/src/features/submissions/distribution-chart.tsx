"use client";

import dynamic from "next/dynamic";
import type { ReactNode } from "react";
import { ChartDataTable, type ChartDatum } from "./chart-data-table";
import { ChartFigure } from "./chart-figure";
import type { DistributionStats } from "./submissions-api";

// Recharts loads on its own, as for the other charts (see submission-charts.tsx).
const DistributionBarChart = dynamic(
  () => import("./distribution-bar-chart").then((m) => m.DistributionBarChart),
  { ssr: false, loading: () => <div className="fw-chart__placeholder" /> },
);

const DECIMAL = new Intl.NumberFormat("en", { maximumFractionDigits: 2 });

/**
 * The one-line summary of a distribution chart: how many answered, the range
 * and the mean.
 *
 * @example
 * distributionSummary({ answers: 4, mean: 4.75, min: 1, max: 5, ... });
 * // "4 answers from 1 to 5, mean 4.75."
 */
export function distributionSummary(field: DistributionStats): string {
  const answers = `${field.answers} ${field.answers === 1 ? "answer" : "answers"}`;
  const mean = field.mean === null ? "" : `, mean ${DECIMAL.format(field.mean)}`;
  return `${answers} from ${field.min} to ${field.max}${mean}.`;
}

/** Props of {@link DistributionChart}. */
export interface DistributionChartProps {
  field: DistributionStats;
  /** A score a type adds (a scale's Net Promoter Score): a sentence for the summary, and its display above the bars. */
  score?: { sentence: string; display: ReactNode };
}

/**
 * The chart of a field whose answers are whole numbers of a range (stars, a
 * scale's points): how many chose each number as bars, and the same numbers
 * in a data table, under the field's label and a summary line.
 *
 * @example
 * <DistributionChart field={stats.distributions[0]} />
 */
export function DistributionChart({ field, score }: DistributionChartProps) {
  const rows: ChartDatum[] = field.counts.map((entry) => ({
    key: String(entry.value),
    label: String(entry.value),
    count: entry.count,
  }));
  const summary = distributionSummary(field);
  return (
    <ChartFigure title={field.label} summary={score ? `${summary} ${score.sentence}` : summary}>
      {score?.display}
      <div
        className="fw-chart__plot"
        role="img"
        aria-label={`Bar chart of how many answers chose each number of “${field.label}”, ${field.min} to ${field.max}. The numbers are in the data table.`}
      >
        <DistributionBarChart data={rows} />
      </div>
      <ChartDataTable title={field.label} headers={["Answer", "Answers"]} rows={rows} />
    </ChartFigure>
  );
}
