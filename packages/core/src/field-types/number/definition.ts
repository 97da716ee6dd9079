import { answerText } from "../../answers/answer-text";
import type { FieldTypeDefinition } from "../field-type-definition";
import type { NumberBlock } from "./block";
import { compileNumberField } from "./compile";

/**
 * A number field: a decimal number; empty is no value, never 0 (see
 * `numberFieldDocument`).
 *
 * @example
 * numberField.restoreValue({ type: "number", name: "qty", label: "Qty" }, 3.5); // 3.5
 */
export const numberField: FieldTypeDefinition<NumberBlock> = {
  type: "number",
  compileValidator: compileNumberField,
  emptyValue: () => undefined,
  // The number input keeps text that is no number as typed, so it is restored too.
  restoreValue: (_block, value) =>
    (typeof value === "number" && Number.isFinite(value)) || typeof value === "string"
      ? value
      : undefined,
  answerText,
};
