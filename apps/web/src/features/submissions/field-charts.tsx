"use client";

import type { ComponentType } from "react";
import type { FieldChartProps, SummaryList } from "../field-types/field-results";
import { fieldResultsOf } from "./field-results-of";
import type { SubmissionStats } from "./submissions-api";

/** The order the page shows the summaries' lists in. */
const LISTS: readonly SummaryList[] = [
  "choiceFields",
  "distributions",
  "dateTimeFields",
  "crossTabs",
  "meanRanks",
  "uploadFields",
];

/**
 * The chart of each field the stats summarise, drawn by its type's chart
 * (`FIELD_RESULTS`): a field whose type draws no chart of that list is left
 * out.
 *
 * @example
 * <FieldCharts stats={stats} />
 */
export function FieldCharts({ stats }: { stats: SubmissionStats }) {
  const typeOf = new Map(stats.fields.map((field) => [field.name, field.type]));
  return LISTS.flatMap((list) =>
    stats[list].map((field) => {
      const chart = fieldResultsOf(typeOf.get(field.name) ?? "").chart;
      if (chart?.list !== list) return null;
      // The chart takes the summaries of the list it names: this one.
      const Chart = chart.Chart as ComponentType<FieldChartProps<typeof list>>;
      return <Chart key={`${list}:${field.name}`} field={field} total={stats.total} />;
    }),
  );
}
