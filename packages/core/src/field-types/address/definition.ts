import { TEXT_MAX_LENGTH } from "../../constants/answer-limits";
import { isRecord } from "../../utils/is-record";
import { hasMoreCodePointsThan } from "../../validation/count-code-points";
import type { FieldTypeDefinition } from "../field-type-definition";
import { addressAnswerText } from "./answer-text";
import type { AddressBlock } from "./block";
import { compileAddressField } from "./compile";
import { type AddressValue, collectedParts } from "./parts";

/**
 * An address: `{ line1, line2, city, region, postalCode, country }` (the
 * parts given); nothing typed is `{}`.
 *
 * @example
 * addressField.emptyValue(block); // {}
 */
export const addressField: FieldTypeDefinition<AddressBlock> = {
  type: "address",
  compileValidator: compileAddressField,
  emptyValue: () => ({}),
  // A saved answer keeps the text of the parts the block still collects (a
  // half-typed address is still worth restoring; the validator judges it on submit).
  restoreValue: (block, value) => {
    if (!isRecord(value)) return undefined;
    const restored: AddressValue = {};
    for (const part of collectedParts(block)) {
      const text = Object.hasOwn(value, part) ? value[part] : undefined;
      if (typeof text === "string" && !hasMoreCodePointsThan(text, TEXT_MAX_LENGTH)) {
        restored[part] = text;
      }
    }
    return restored;
  },
  answerText: (value, _field, context) => addressAnswerText(value, context),
};
