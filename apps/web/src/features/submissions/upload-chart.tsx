import { ChartDataTable } from "./chart-data-table";
import { ChartFigure } from "./chart-figure";
import type { UploadFieldStats } from "./submissions-api";

/** Props of {@link UploadChart}. */
export interface UploadChartProps {
  field: UploadFieldStats;
  total: number;
  /** How the type says its files: after the count in the summary ("files sent"), and as the table's measure ("Files"). */
  files: { sent: string; measure: string };
}

/**
 * The summary of a field that takes uploads: how many submissions answered
 * it and how many files came with them, as a table (no picture).
 *
 * @example
 * <UploadChart field={field} total={12} files={{ sent: "files sent", measure: "Files" }} />
 */
export function UploadChart({ field, total, files }: UploadChartProps) {
  return (
    <ChartFigure
      title={field.label}
      summary={`${field.answered} of ${total} submissions answered; ${field.files} ${files.sent}.`}
    >
      <ChartDataTable
        title={field.label}
        headers={["Measure", "Count"]}
        rows={[
          { key: "answered", label: "Submissions that answered", count: field.answered },
          { key: "files", label: files.measure, count: field.files },
        ]}
      />
    </ChartFigure>
  );
}
