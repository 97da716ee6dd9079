"use client";

import dynamic from "next/dynamic";
import { ChartDataTable, type ChartDatum } from "../../submissions/chart-data-table";
import { ChartFigure } from "../../submissions/chart-figure";
import type { FieldChartProps, FieldResults } from "../field-results";

// Recharts loads on its own, as for the other charts (see submission-charts.tsx).
const DistributionBarChart = dynamic(
  () => import("../../submissions/distribution-bar-chart").then((m) => m.DistributionBarChart),
  { ssr: false, loading: () => <div className="fw-chart__placeholder" /> },
);

const DECIMAL = new Intl.NumberFormat("en", { maximumFractionDigits: 2 });

/**
 * The one-line summary of a group's item count: how many submissions sent
 * it, the range and the mean.
 *
 * @example
 * itemCountSummary({ answers: 4, min: 1, max: 5, mean: 2.5, ... });
 * // "4 submissions with 1 to 5 items, 2.5 on average."
 */
export function itemCountSummary(field: FieldChartProps<"distributions">["field"]): string {
  const answers = `${field.answers} ${field.answers === 1 ? "submission" : "submissions"}`;
  const mean = field.mean === null ? "" : `, ${DECIMAL.format(field.mean)} on average`;
  return `${answers} with ${field.min} to ${field.max} items${mean}.`;
}

/**
 * A repeating group's chart: how many submissions gave each number of items
 * (bars and a data table). A group without `repeat` has no counts: no chart.
 *
 * @example
 * <GroupItemsChart field={stats.distributions[0]} total={stats.total} />
 */
export function GroupItemsChart({ field }: FieldChartProps<"distributions">) {
  if (field.counts.length === 0) return null;
  const rows: ChartDatum[] = field.counts.map((entry) => ({
    key: String(entry.value),
    label: String(entry.value),
    count: entry.count,
  }));
  const title = `${field.label}: number of items`;
  return (
    <ChartFigure title={title} summary={itemCountSummary(field)}>
      <div
        className="fw-chart__plot"
        role="img"
        aria-label={`Bar chart of how many submissions gave each number of items of “${field.label}”, ${field.min} to ${field.max}. The numbers are in the data table.`}
      >
        <DistributionBarChart data={rows} />
      </div>
      <ChartDataTable title={title} headers={["Items", "Submissions"]} rows={rows} />
    </ChartFigure>
  );
}

/** How the submissions page shows a group: the chart of its item count; its answers in words. */
export const groupResults: FieldResults = {
  chart: { list: "distributions", Chart: GroupItemsChart },
};
