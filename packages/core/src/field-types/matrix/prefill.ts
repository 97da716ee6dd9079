import { prefillList, prefillString } from "../../prefill/prefill-input";
import { isRecord } from "../../utils/is-record";
import type { MatrixBlock } from "./block";

/**
 * A matrix's starting value from the query string's nested object
 * (`?taste[price]=good`, or `taste[price]=a&taste[price]=b` with
 * `multiple`): rows and columns that are not offered are dropped; nothing
 * that fits gives `undefined`.
 *
 * @example
 * prefillMatrix(block, { price: "good", nope: "x" }); // { price: "good" }
 */
export function prefillMatrix(
  block: MatrixBlock,
  raw: unknown,
): Record<string, string | string[]> | undefined {
  if (!isRecord(raw)) return undefined;
  const columns = new Set(block.columns.map((column) => column.value));
  const answer: Record<string, string | string[]> = {};
  for (const row of block.rows) {
    if (!Object.hasOwn(raw, row.value)) continue;
    const cell = raw[row.value];
    if (block.multiple === true) {
      const chosen = [...new Set(prefillList(cell) ?? [])].filter((v) => columns.has(v));
      if (chosen.length > 0) answer[row.value] = chosen;
    } else {
      const chosen = prefillString(cell);
      if (chosen !== undefined && columns.has(chosen)) answer[row.value] = chosen;
    }
  }
  return Object.keys(answer).length > 0 ? answer : undefined;
}
