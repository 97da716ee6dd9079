"use client";

import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import type { MeanRankStats } from "../../submissions/submissions-api";

const AXIS_TEXT = { fill: "#50505a", fontSize: 12 };

/**
 * A ranking's mean rank per option as horizontal bars, best first.
 *
 * @example
 * <MeanRankChart field={field} />
 */
export function MeanRankChart({ field }: { field: MeanRankStats }) {
  const data = field.options.map((o) => ({ label: o.label, meanRank: o.meanRank ?? 0 }));
  const height = Math.max(120, 36 * data.length + 40);
  return (
    <BarChart
      responsive
      accessibilityLayer={false}
      layout="vertical"
      data={data}
      style={{ width: "100%", height }}
      margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
    >
      <CartesianGrid horizontal={false} stroke="#d0d0d7" />
      <XAxis type="number" domain={[0, field.options.length]} tick={AXIS_TEXT} />
      <YAxis type="category" dataKey="label" width={160} tick={AXIS_TEXT} interval={0} />
      <Tooltip cursor={{ fill: "#eef2ff" }} />
      <Bar dataKey="meanRank" name="Mean rank" fill="#1d4ed8" isAnimationActive={false} />
    </BarChart>
  );
}
