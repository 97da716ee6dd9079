import type { MatrixBlock } from "../document/matrix-block-schema";
import { isRecord } from "../utils/is-record";
import { compileMatrixField } from "../validation/compile-matrix-field";
import type { FieldTypeDefinition } from "./field-type-definition";

/**
 * A matrix: `{ rowValue: columnValue }` (`columnValue[]` with `multiple`);
 * nothing answered is `{}`.
 *
 * @example
 * matrixField.emptyValue(block); // {}
 */
export const matrixField: FieldTypeDefinition<MatrixBlock> = {
  type: "matrix",
  compileValidator: compileMatrixField,
  emptyValue: () => ({}),
  // Cells still offered are kept; the rest is dropped.
  restoreValue: (block, value) => {
    if (!isRecord(value)) return undefined;
    const columns = new Set(block.columns.map((column) => column.value));
    const kept: Record<string, string | string[]> = {};
    for (const row of block.rows) {
      const cell = Object.hasOwn(value, row.value) ? value[row.value] : undefined;
      if (block.multiple === true && Array.isArray(cell)) {
        kept[row.value] = cell.filter((v): v is string => typeof v === "string" && columns.has(v));
      } else if (block.multiple !== true && typeof cell === "string" && columns.has(cell)) {
        kept[row.value] = cell;
      }
    }
    return kept;
  },
};
