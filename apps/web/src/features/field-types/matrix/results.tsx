"use client";

import dynamic from "next/dynamic";
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
      <details className="fw-chart__data">
        <summary>
          Show data table <span className="fw-sr-only">for {field.label}</span>
        </summary>
        <table className="fw-table">
          <caption className="fw-sr-only">{field.label}</caption>
          <thead>
            <tr>
              <th scope="col">Row</th>
              {columns.map((column) => (
                <th scope="col" className="fw-table__number" key={column.value}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {field.rows.map((row) => (
              <tr key={row.value}>
                <th scope="row">{row.label}</th>
                {row.columns.map((column) => (
                  <td className="fw-table__number" key={column.value}>
                    {column.count}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </ChartFigure>
  );
}

/** How the submissions page shows a matrix: a stacked bar per row; its answers in words. */
export const matrixResults: FieldResults = {
  chart: { list: "crossTabs", Chart: MatrixChart },
};
