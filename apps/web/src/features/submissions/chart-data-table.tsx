/** One row of a chart's data table. */
export interface ChartDatum {
  key: string;
  label: string;
  count: number;
}

/** Props of {@link ChartDataTable}. */
export interface ChartDataTableProps {
  /** The chart's title; it captions the table. */
  title: string;
  /** Headers of the label column and the count column. */
  headers: readonly [string, string];
  rows: readonly ChartDatum[];
}

/**
 * The numbers behind a chart as a table, behind a "Show data table" toggle:
 * what screen readers read instead of the picture, and what anyone can
 * check exact values in.
 *
 * @example
 * <ChartDataTable title="Submissions per day" headers={["Day", "Submissions"]} rows={rows} />
 */
export function ChartDataTable({ title, headers, rows }: ChartDataTableProps) {
  return (
    <details className="fw-chart__data">
      <summary>
        Show data table <span className="fw-sr-only">for {title}</span>
      </summary>
      <table className="fw-table">
        <caption className="fw-sr-only">{title}</caption>
        <thead>
          <tr>
            <th scope="col">{headers[0]}</th>
            <th scope="col" className="fw-table__number">
              {headers[1]}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              <td className="fw-table__number">{row.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
