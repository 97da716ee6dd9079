"use client";

import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import type { ChartDatum } from "./chart-data-table";

/** Bar colour: the admin's accent, over 7:1 against white (as bar-charts.tsx). */
const BAR_FILL = "#1d4ed8";
const AXIS_TEXT = { fill: "#50505a", fontSize: 12 };

/**
 * How many answers chose each number of a rating or scale, as vertical bars
 * with the numbers along the bottom in order. One image to assistive
 * technology: the numbers are in the data table beside it.
 *
 * @example
 * <DistributionBarChart data={[{ key: "1", label: "1", count: 4 }]} />
 */
export function DistributionBarChart({ data }: { data: readonly ChartDatum[] }) {
  return (
    <BarChart
      responsive
      accessibilityLayer={false}
      data={[...data]}
      style={{ width: "100%", height: 200 }}
      margin={{ top: 8, right: 8, bottom: 8, left: 0 }}
    >
      <CartesianGrid vertical={false} stroke="#d0d0d7" />
      <XAxis dataKey="label" tick={AXIS_TEXT} interval={0} />
      <YAxis allowDecimals={false} tick={AXIS_TEXT} width={40} />
      <Tooltip cursor={{ fill: "#eef2ff" }} />
      <Bar dataKey="count" name="Answers" fill={BAR_FILL} isAnimationActive={false} />
    </BarChart>
  );
}
