"use client";

import dynamic from "next/dynamic";
import { ChartFigure, ChartImage } from "./chart-figure";
import type { MatrixFieldStats, RankingFieldStats } from "./submissions-api";

const chartPlaceholder = () => <div className="fw-chart__placeholder" />;
const StackedRowChart = dynamic(
  () => import("./stacked-row-chart").then((m) => m.StackedRowChart),
  { ssr: false, loading: chartPlaceholder },
);
const MeanRankChart = dynamic(() => import("./stacked-row-chart").then((m) => m.MeanRankChart), {
  ssr: false,
  loading: chartPlaceholder,
});

/**
 * A matrix field's chart: one stacked bar per row (a segment per column),
 * and its numbers in a table (rows down, columns across).
 *
 * @example
 * <MatrixChart field={stats.matrixFields[0]} total={stats.total} />
 */
export function MatrixChart({ field, total }: { field: MatrixFieldStats; total: number }) {
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

/**
 * A ranking field's chart: the mean rank of each option (1 = ranked first),
 * best first, and its numbers in a table.
 *
 * @example
 * <RankingChart field={stats.rankingFields[0]} />
 */
export function RankingChart({ field }: { field: RankingFieldStats }) {
  return (
    <ChartFigure
      title={field.label}
      summary={`Mean rank of each option (1 is first), over ${field.responses} rankings. Lower is better.`}
    >
      <ChartImage
        label={`Bar chart of the mean rank of each option of “${field.label}”. The numbers are in the data table.`}
      >
        <MeanRankChart field={field} />
      </ChartImage>
      <details className="fw-chart__data">
        <summary>
          Show data table <span className="fw-sr-only">for {field.label}</span>
        </summary>
        <table className="fw-table">
          <caption className="fw-sr-only">{field.label}</caption>
          <thead>
            <tr>
              <th scope="col">Option</th>
              <th scope="col" className="fw-table__number">
                Mean rank
              </th>
              <th scope="col" className="fw-table__number">
                Ranked
              </th>
            </tr>
          </thead>
          <tbody>
            {field.options.map((option) => (
              <tr key={option.value}>
                <th scope="row">{option.label}</th>
                <td className="fw-table__number">{option.meanRank ?? "–"}</td>
                <td className="fw-table__number">{option.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </ChartFigure>
  );
}
