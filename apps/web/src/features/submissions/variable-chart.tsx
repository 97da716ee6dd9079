"use client";

import dynamic from "next/dynamic";
import { ChartDataTable, type ChartDatum } from "./chart-data-table";
import { ChartFigure, ChartImage } from "./chart-figure";
import type { NumericVariableStats } from "./submissions-api";

// Recharts loads on its own, as for the other charts (see submission-charts.tsx).
const DistributionBarChart = dynamic(
  () => import("./distribution-bar-chart").then((m) => m.DistributionBarChart),
  { ssr: false, loading: () => <div className="fw-chart__placeholder" /> },
);

const DECIMAL = new Intl.NumberFormat("en", { maximumFractionDigits: 2 });

/**
 * The one-line summary of a variable's chart: how many submissions have a
 * number for it, the range and the mean.
 *
 * @example
 * variableSummary({ answers: 4, min: 0, max: 2, mean: 1.25, ... });
 * // "4 submissions from 0 to 2, mean 1.25."
 */
export function variableSummary(variable: NumericVariableStats): string {
  const submissions = `${variable.answers} ${variable.answers === 1 ? "submission" : "submissions"}`;
  return `${submissions} from ${DECIMAL.format(variable.min)} to ${DECIMAL.format(variable.max)}, mean ${DECIMAL.format(variable.mean)}.`;
}

/**
 * The chart of a numeric variable (issue 32): how many submissions computed
 * each value (or each tenth of the range) as bars, the same numbers in a
 * data table, under the variable's label and a summary line.
 *
 * @example
 * <VariableChart variable={stats.numericVariables[0]} />
 */
export function VariableChart({ variable }: { variable: NumericVariableStats }) {
  const rows: ChartDatum[] = variable.buckets.map((bucket) => ({
    key: bucket.label,
    label: bucket.label,
    count: bucket.count,
  }));
  const ranged = variable.buckets.some((bucket) => bucket.from !== bucket.to);
  return (
    <ChartFigure title={variable.label} summary={variableSummary(variable)}>
      <ChartImage
        label={`Bar chart of how many submissions computed each ${ranged ? "range of values" : "value"} of “${variable.label}”, ${DECIMAL.format(variable.min)} to ${DECIMAL.format(variable.max)}. The numbers are in the data table.`}
      >
        <DistributionBarChart data={rows} />
      </ChartImage>
      <ChartDataTable
        title={variable.label}
        headers={[ranged ? "Range" : "Value", "Submissions"]}
        rows={rows}
      />
    </ChartFigure>
  );
}
