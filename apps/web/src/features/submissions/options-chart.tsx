"use client";

import dynamic from "next/dynamic";
import type { FieldResults } from "../field-types/field-results";
import { ChartDataTable } from "./chart-data-table";
import { ChartFigure, ChartImage } from "./chart-figure";
import type { ChoiceFieldStats } from "./submissions-api";

// Recharts loads on its own, as for the other charts (see submission-charts.tsx).
const OptionBarChart = dynamic(() => import("./bar-charts").then((m) => m.OptionBarChart), {
  ssr: false,
  loading: () => <div className="fw-chart__placeholder" />,
});

/**
 * The chart of a choice field: how often each option was chosen, as bars
 * and in a data table, options labelled as the answers' words say them.
 *
 * @example
 * <OptionsChart field={stats.choiceFields[0]} total={stats.total} />
 */
export function OptionsChart({ field, total }: { field: ChoiceFieldStats; total: number }) {
  const rows = field.options.map((o) => ({ key: o.value, label: o.label, count: o.count }));
  return (
    <ChartFigure
      title={field.label}
      summary={`How often each option was chosen, across all ${total} submissions.`}
    >
      <ChartImage
        label={`Bar chart of how often each option of “${field.label}” was chosen. The numbers are in the data table.`}
      >
        <OptionBarChart data={rows} />
      </ChartImage>
      <ChartDataTable title={field.label} headers={["Option", "Chosen"]} rows={rows} />
    </ChartFigure>
  );
}

/** How the submissions page shows a choice field (one option or several): counts per option. */
export const optionsResults: FieldResults = {
  chart: { list: "choiceFields", Chart: OptionsChart },
};
