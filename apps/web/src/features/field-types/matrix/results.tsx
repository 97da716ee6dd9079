"use client";

import dynamic from "next/dynamic";
import { ChartTable } from "../../submissions/chart-data-table";
import { ChartFigure, ChartImage } from "../../submissions/chart-figure";
import type { FieldChartProps, FieldResults } from "../field-results";

// Recharts loads on its own, as for every chart of the submissions page.
const StackedRowChart = dynamic(
  () => import("./stacked-row-chart").then((m) => m.StackedRowChart),
  { ssr: false, loading: () => <div className="fw-chart__placeholder" /> },
);

/**
 * A matrix field's chart: one stacked bar per row (a segment per column),
 * and its numbers in a table (rows down, columns across).
 *
 * @example
 * <MatrixChart field={stats.crossTabs[0]} total={stats.total} />
 */
export function MatrixChart({ field, total }: FieldChartProps<"crossTabs">) {
  const columns = field.rows[0]?.columns ?? [];
  return (
    <ChartFigure
      title={field.label}
      summary={`How often each column was chosen in each row, across all ${total} submissions.`}
    >
      <ChartImage
        label={`Stacked bar chart of “${field.label}”: one bar per row, a segment per column. The numbers are in the data table.`}
      >
        <StackedRowChart field={field} />
      </ChartImage>
      <ChartTable
        title={field.label}
        headers={["Row", ...columns.map((column) => column.label)]}
        rows={field.rows.map((row) => ({
          key: row.value,
          label: row.label,
          values: row.columns.map((column) => column.count),
        }))}
      />
    </ChartFigure>
  );
}

/** How the submissions page shows a matrix: a stacked bar per row; its answers in words. */
export const matrixResults: FieldResults = {
  chart: { list: "crossTabs", Chart: MatrixChart },
};
