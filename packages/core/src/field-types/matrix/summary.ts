import type { FieldSummaryOfKind } from "../field-summary";
import { matrixAnswerText } from "./answer-text";
import type { MatrixBlock } from "./block";

/**
 * How the submissions page sums a matrix up: for every row any version
 * offered, how often each column was chosen in it (zero counts included).
 * A cell is labelled as the matrix's answer words say it, from the same
 * rows and columns the table and the details read.
 *
 * @example
 * matrixSummary.summarise({ block, field: { rows, columns }, tally }).rows[0].columns;
 * // [{ value: "bad", label: "Bad", count: 1 }, { value: "good", label: "Good", count: 2 }]
 */
export const matrixSummary: FieldSummaryOfKind<MatrixBlock, "cross-tab"> = {
  kind: "cross-tab",
  summarise: ({ block, field, tally }) => ({
    multiple: block?.multiple === true,
    rows: (field.rows ?? []).map((row) => ({
      value: row.value,
      label: row.label,
      columns: (field.columns ?? []).map((column) => ({
        value: column.value,
        label: matrixAnswerText({ [row.value]: column.value }, field, row.value),
        count: tally.get(row.value)?.get(column.value) ?? 0,
      })),
    })),
  }),
};
