"use client";

import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from "recharts";
import type { CrossTabStats } from "../../submissions/submissions-api";

const AXIS_TEXT = { fill: "#50505a", fontSize: 12 };
/** Segment colours, distinct and each over 4.5:1 against white. */
const SEGMENT_FILLS = ["#1d4ed8", "#b45309", "#047857", "#7e22ce", "#be123c", "#0e7490", "#4d7c0f"];

/**
 * A matrix as one horizontal stacked bar per row, a segment per column (with
 * a legend). The picture is one image to assistive technology; the numbers
 * are in the data table beside it.
 *
 * @example
 * <StackedRowChart field={field} />
 */
export function StackedRowChart({ field }: { field: CrossTabStats }) {
  const columns = field.rows[0]?.columns ?? [];
  const data = field.rows.map((row) => {
    const datum: Record<string, string | number> = { label: row.label };
    row.columns.forEach((column, index) => {
      datum[`c${index}`] = column.count;
    });
    return datum;
  });
  const height = Math.max(140, 40 * data.length + 80);
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
      <XAxis type="number" allowDecimals={false} tick={AXIS_TEXT} />
      <YAxis type="category" dataKey="label" width={140} tick={AXIS_TEXT} interval={0} />
      <Tooltip cursor={{ fill: "#eef2ff" }} />
      <Legend />
      {columns.map((column, index) => (
        <Bar
          key={column.value}
          dataKey={`c${index}`}
          name={column.label}
          stackId="row"
          fill={SEGMENT_FILLS[index % SEGMENT_FILLS.length]}
          isAnimationActive={false}
        />
      ))}
    </BarChart>
  );
}
