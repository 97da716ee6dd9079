"use client";

import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import type { ChartDatum } from "./chart-data-table";

/** Bar colour: the admin's accent, over 7:1 against white. */
const BAR_FILL = "#1d4ed8";
const AXIS_TEXT = { fill: "#50505a", fontSize: 12 };
const LABEL_MAX = 22;

function shorten(label: string): string {
  return label.length > LABEL_MAX ? `${label.slice(0, LABEL_MAX - 1)}…` : label;
}

/**
 * Submissions per day as vertical bars, days along the bottom. Recharts'
 * keyboard layer is off: the picture is one image to assistive technology,
 * and the numbers are in the data table beside it.
 *
 * @example
 * <DayBarChart data={[{ key: "2026-03-01", label: "1 Mar", count: 4 }]} />
 */
export function DayBarChart({ data }: { data: readonly ChartDatum[] }) {
  return (
    <BarChart
      responsive
      accessibilityLayer={false}
      data={[...data]}
      style={{ width: "100%", height: 240 }}
      margin={{ top: 8, right: 8, bottom: 8, left: 0 }}
    >
      <CartesianGrid vertical={false} stroke="#d0d0d7" />
      <XAxis dataKey="label" tick={AXIS_TEXT} interval="preserveStartEnd" minTickGap={16} />
      <YAxis allowDecimals={false} tick={AXIS_TEXT} width={40} />
      <Tooltip cursor={{ fill: "#eef2ff" }} />
      <Bar dataKey="count" name="Submissions" fill={BAR_FILL} isAnimationActive={false} />
    </BarChart>
  );
}

/**
 * How often each option was chosen, as horizontal bars with the option
 * labels down the side (long labels shortened; the table has them whole).
 *
 * @example
 * <OptionBarChart data={[{ key: "sales", label: "Sales", count: 3 }]} />
 */
export function OptionBarChart({
  data,
  name = "Chosen",
}: {
  data: readonly ChartDatum[];
  /** What a bar counts, in the tooltip (default "Chosen"). */
  name?: string;
}) {
  const height = Math.max(120, 36 * data.length + 40);
  return (
    <BarChart
      responsive
      accessibilityLayer={false}
      layout="vertical"
      data={[...data]}
      style={{ width: "100%", height }}
      margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
    >
      <CartesianGrid horizontal={false} stroke="#d0d0d7" />
      <XAxis type="number" allowDecimals={false} tick={AXIS_TEXT} />
      <YAxis
        type="category"
        dataKey="label"
        width={160}
        tick={AXIS_TEXT}
        tickFormatter={shorten}
        interval={0}
      />
      <Tooltip cursor={{ fill: "#eef2ff" }} />
      <Bar dataKey="count" name={name} fill={BAR_FILL} isAnimationActive={false} />
    </BarChart>
  );
}
