import { messages } from "../../messages";
import { isRecord } from "../../utils/is-record";
import { isBlank } from "../../validation/is-blank";
import type { FieldValidator } from "../../validation/submission-value";
import type { MatrixBlock } from "./block";
import { matrixMessages } from "./messages";

/**
 * The rows of a matrix answer that are not answered, in the block's order
 * (labels). A row is answered when it has a column (at least one with `multiple`).
 *
 * @example
 * unansweredMatrixRows(block, { price: "good" }); // ["Texture"]
 */
export function unansweredMatrixRows(
  block: { rows: readonly { label: string; value: string }[] },
  value: unknown,
): string[] {
  const answer = isRecord(value) ? value : {};
  return block.rows
    .filter((row) => {
      const cell = Object.hasOwn(answer, row.value) ? answer[row.value] : undefined;
      return Array.isArray(cell) ? cell.length === 0 : typeof cell !== "string" || cell === "";
    })
    .map((row) => row.label);
}

/**
 * The `required` message of a matrix, or `undefined` when every row is
 * answered: `{label} is required` when no row is, otherwise a message
 * naming the unanswered rows. The widget and the validator both use it.
 *
 * @example
 * matrixRequiredError(block, {}); // "Taste is required"
 * matrixRequiredError(block, { price: "good" }); // "Taste: answer every row (missing: Texture)"
 */
export function matrixRequiredError(
  block: { label: string; rows: readonly { label: string; value: string }[] },
  value: unknown,
): string | undefined {
  const missing = unansweredMatrixRows(block, value);
  if (missing.length === 0) return undefined;
  if (missing.length === block.rows.length) return messages.required(block.label);
  return matrixMessages.rowsUnanswered(block.label, missing);
}

/**
 * Builds the validator of a matrix: an object from row value to one column
 * value (to an array of column values with `multiple`). Rows or columns not
 * offered, or a cell of the wrong shape, are refused; empty rows are dropped
 * (an object with no answered row is no answer); repeated columns are kept once.
 *
 * @example
 * validate({ price: "good" }); // { value: { price: "good" } }
 * validate({ colour: "good" }); // { error: "Taste has a row that is not offered" }
 */
export function compileMatrixField(block: MatrixBlock): FieldValidator {
  const { label } = block;
  const required = block.required === true;
  const multiple = block.multiple === true;
  const rows = new Set(block.rows.map((row) => row.value));
  const columns = new Set(block.columns.map((column) => column.value));
  const wrongType = messages.wrongType(label);
  return (value) => {
    if (isBlank(value))
      return required ? { error: messages.required(label) } : { value: undefined };
    if (!isRecord(value)) return { error: wrongType };
    const answer: Record<string, string | string[]> = {};
    for (const [row, cell] of Object.entries(value)) {
      if (!rows.has(row)) return { error: matrixMessages.unknownRow(label) };
      if (multiple) {
        if (!Array.isArray(cell)) return { error: wrongType };
        const chosen: string[] = [];
        for (const item of cell as unknown[]) {
          if (typeof item !== "string") return { error: wrongType };
          if (!columns.has(item)) return { error: messages.notAnOption(label) };
          if (!chosen.includes(item)) chosen.push(item);
        }
        if (chosen.length > 0) answer[row] = chosen;
      } else {
        if (cell === null || cell === "") continue;
        if (typeof cell !== "string") return { error: wrongType };
        if (!columns.has(cell)) return { error: messages.notAnOption(label) };
        answer[row] = cell;
      }
    }
    if (required) {
      const error = matrixRequiredError(block, answer);
      if (error !== undefined) return { error };
    }
    // Keep the block's row order.
    const ordered: Record<string, string | string[]> = {};
    for (const row of block.rows)
      if (Object.hasOwn(answer, row.value))
        ordered[row.value] = answer[row.value] as string | string[];
    return Object.keys(ordered).length === 0 ? { value: undefined } : { value: ordered };
  };
}
