"use client";

import dynamic from "next/dynamic";
import { ChartTable } from "../../submissions/chart-data-table";
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
      <ChartTable
        title={field.label}
        headers={["Option", "Mean rank", "Ranked"]}
        rows={field.options.map((option) => ({
          key: option.value,
          label: option.label,
          values: [option.meanRank ?? "–", option.count],
        }))}
      />
    </ChartFigure>
  );
}

/** How the submissions page shows a ranking: the mean rank per option; its answers in words. */
export const rankingResults: FieldResults = {
  chart: { list: "meanRanks", Chart: RankingChart },
};
