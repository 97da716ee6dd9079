import { answerText } from "../answers/answer-text";
import type { NumberBlock } from "../document/number-block-schema";
import { prefillString } from "../prefill/prefill-input";
import { compileNumberField } from "../validation/compile-number-field";
import { parseDecimalNumber } from "../validation/parse-decimal-number";
import type { FieldTypeDefinition } from "./field-type-definition";

/**
 * A number field: a decimal number; prefill a decimal string ("3.50" -> 3.5);
 * empty is no value, never 0.
 *
 * @example
 * numberField.coercePrefill({ type: "number", name: "qty", label: "Qty" }, "3.50"); // 3.5
 */
export const numberField: FieldTypeDefinition<NumberBlock> = {
  type: "number",
  rules: ["min", "max"],
  hasOptions: false,
  compileValidator: (block) => compileNumberField(block),
  coercePrefill: (_block, raw) => {
    const text = prefillString(raw);
    return text === undefined ? undefined : parseDecimalNumber(text);
  },
  emptyValue: () => undefined,
  // The number input keeps text that is no number as typed, so it is restored too.
  restoreValue: (_block, value) =>
    (typeof value === "number" && Number.isFinite(value)) || typeof value === "string"
      ? value
      : undefined,
  answerText: (value) => answerText(value),
  fromFormPost: (_block, posted) => {
    const text = posted[0] ?? "";
    if (text.trim() === "") return undefined;
    // Text that is no number is kept as typed, so the validator names the mistake.
    return parseDecimalNumber(text) ?? text;
  },
  chart: "none",
};
