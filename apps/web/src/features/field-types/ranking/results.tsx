"use client";

import dynamic from "next/dynamic";
import { ChartFigure, ChartImage } from "../../submissions/chart-figure";
import type { FieldChartProps, FieldResults } from "../field-results";

// Recharts loads on its own, as for every chart of the submissions page.
const MeanRankChart = dynamic(() => import("./mean-rank-chart").then((m) => m.MeanRankChart), {
  ssr: false,
  loading: () => <div className="fw-chart__placeholder" />,
});

/**
 * A ranking field's chart: the mean rank of each option (1 = ranked first),
 * best first, and its numbers in a table.
 *
 * @example
 * <RankingChart field={stats.meanRanks[0]} total={stats.total} />
 */
export function RankingChart({ field }: FieldChartProps<"meanRanks">) {
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

/** How the submissions page shows a ranking: the mean rank per option; its answers in words. */
export const rankingResults: FieldResults = {
  chart: { list: "meanRanks", Chart: RankingChart },
};
