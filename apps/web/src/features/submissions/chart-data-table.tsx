import { TableScroll } from "../admin-ui/table-scroll";

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

/** One row of a chart's data table with several number columns. */
export interface ChartTableRow {
  key: string;
  label: string;
  /** One cell per header after the first. */
  values: readonly (number | string)[];
}

/** Props of {@link ChartTable}. */
export interface ChartTableProps {
  /** The chart's title; it captions the table. */
  title: string;
  /** Headers of the label column, then of each number column. */
  headers: readonly [string, ...string[]];
  rows: readonly ChartTableRow[];
}

/**
 * The numbers behind a chart as a table, behind a "Show data table" toggle:
 * what screen readers read instead of the picture, and what anyone can
 * check exact values in. A label column, then any number of number columns.
 *
 * @example
 * <ChartTable title="Taste" headers={["Row", "Good", "Bad"]} rows={[{ key: "t", label: "Taste", values: [3, 1] }]} />
 */
export function ChartTable({ title, headers, rows }: ChartTableProps) {
  const [labelHeader, ...numberHeaders] = headers;
  return (
    <details className="fw-chart__data">
      <summary>
        Show data table <span className="fw-sr-only">for {title}</span>
      </summary>
      <TableScroll label={title}>
        <table className="fw-table">
          <caption className="fw-sr-only">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeader}</th>
              {numberHeaders.map((header, index) => (
                // Headers may repeat (two columns labelled alike): the position is the key.
                // biome-ignore lint/suspicious/noArrayIndexKey: columns never move
                <th scope="col" className="fw-table__number" key={index}>
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                {row.values.map((value, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns never move
                  <td className="fw-table__number" key={index}>
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </details>
  );
}

/**
 * A chart's data table with one count column.
 *
 * @example
 * <ChartDataTable title="Submissions per day" headers={["Day", "Submissions"]} rows={rows} />
 */
export function ChartDataTable({ title, headers, rows }: ChartDataTableProps) {
  return (
    <ChartTable
      title={title}
      headers={headers}
      rows={rows.map((row) => ({ key: row.key, label: row.label, values: [row.count] }))}
    />
  );
}
