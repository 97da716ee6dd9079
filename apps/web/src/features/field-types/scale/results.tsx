"use client";

import { DistributionChart } from "../../submissions/distribution-chart";
import type { FieldChartProps, FieldResults } from "../field-results";

const signed = (score: number) => `${score > 0 ? "+" : ""}${score}`;

/**
 * A scale field's chart: how many chose each point, and for an NPS question
 * the Net Promoter Score, above the bars and in the summary line.
 *
 * @example
 * <ScaleChart field={stats.distributions[0]} total={stats.total} />
 */
export function ScaleChart({ field }: FieldChartProps<"distributions">) {
  if (field.nps === null) return <DistributionChart field={field} />;
  return (
    <DistributionChart
      field={field}
      score={{
        sentence: `Net Promoter Score ${signed(field.nps)}.`,
        display: (
          <p className="fw-chart__score">
            <span className="fw-chart__score-value">{signed(field.nps)}</span> Net Promoter Score{" "}
            <span className="fw-muted">(% of 9–10 minus % of 0–6)</span>
          </p>
        ),
      }}
    />
  );
}

/** How the submissions page shows a scale: points counted, with the NPS of an NPS question. */
export const scaleResults: FieldResults = {
  chart: { list: "distributions", Chart: ScaleChart },
};
