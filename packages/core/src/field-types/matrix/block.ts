import { z } from "zod";
import { noRulesSchema } from "../../document/field-rules-schema";
import { fieldSettingsShape } from "../../document/field-settings-shape";
import { choiceOptionsSchema } from "../../document/select-option-schema";
import type { FieldTypeDocument } from "../field-type-definition";
import { matrixAnswerText } from "./answer-text";
import { prefillMatrix } from "./prefill";
import { matrixSummary } from "./summary";

/**
 * A matrix (grid): one radio group per row (or one checkbox group per row
 * with `multiple`), the same columns in every row. Its value is an object
 * from row value to column value (`{ rowValue: columnValue }`), or to an
 * array of column values with `multiple`.
 *
 * @example
 * matrixBlockSchema.parse({
 *   type: "matrix", name: "taste", label: "Taste",
 *   rows: [{ label: "Texture", value: "texture" }, { label: "Price", value: "price" }],
 *   columns: [{ label: "Bad", value: "bad" }, { label: "Good", value: "good" }],
 * });
 */
export const matrixBlockSchema = z.strictObject({
  type: z.literal("matrix"),
  ...fieldSettingsShape,
  rows: choiceOptionsSchema,
  columns: choiceOptionsSchema,
  multiple: z.boolean().optional(),
  rules: noRulesSchema.optional(),
});

/** A matrix (grid) of radio or checkbox groups. */
export type MatrixBlock = z.infer<typeof matrixBlockSchema>;

/**
 * The name a post without scripts gives one row of a matrix: `<name>[<row>]`
 * (the bracket syntax query strings use for nested objects).
 *
 * @example
 * matrixRowPostName("taste", "price"); // "taste[price]"
 */
export function matrixRowPostName(name: string, row: string): string {
  return `${name}[${row}]`;
}

/**
 * The MatrixBlock in the document beyond its schema: no rules (required means
 * every row answered), no options of its own (rows and columns), its chart
 * counts each column per row (see `matrixSummary`), answers read as
 * "Row: Column" lines and fill one CSV column per row.
 */
export const matrixFieldDocument: FieldTypeDocument<MatrixBlock> = {
  coercePrefill: prefillMatrix,
  fromFormPost: () => undefined,
  fromFormPostEntries: (block, posted) => {
    const answer: Record<string, string | string[]> = {};
    for (const row of block.rows) {
      const values = posted(matrixRowPostName(block.name, row.value)).filter((v) => v !== "");
      if (values.length === 0) continue;
      answer[row.value] = block.multiple === true ? values : (values[0] as string);
    }
    return answer;
  },
  answerText: (value, field) => matrixAnswerText(value, field),
  csvColumns: (block) =>
    block.rows.map((row) => ({
      header: `${block.label}: ${row.label}`,
      key: row.value,
      options: block.columns,
    })),
  rules: [],
  hasOptions: false,
  chart: "matrix",
  summary: matrixSummary,
  conditionKind: () => "answered",
};
