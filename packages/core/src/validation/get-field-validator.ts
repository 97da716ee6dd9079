import type { FieldBlock } from "../document/field-block-schema";
import { compileCheckboxField } from "./compile-checkbox-field";
import { compileMultiChoiceField } from "./compile-multi-choice-field";
import { compileNumberField } from "./compile-number-field";
import { compileSingleChoiceField } from "./compile-single-choice-field";
import { compileTextField } from "./compile-text-field";
import type { FieldValidator } from "./submission-value";

function compileFieldValidator(block: FieldBlock): FieldValidator {
  switch (block.type) {
    case "text":
    case "textarea":
      return compileTextField(block);
    case "number":
      return compileNumberField(block);
    case "radio":
      return compileSingleChoiceField(block);
    case "select":
      return block.multi === true
        ? compileMultiChoiceField(block)
        : compileSingleChoiceField(block);
    case "checkboxGroup":
      return compileMultiChoiceField(block);
    case "checkbox":
      return compileCheckboxField(block);
  }
}

// Blocks of a parsed document are never mutated, so a block object is a
// stable cache key; the cache lets validateFieldValue stay cheap per keystroke.
const cache = new WeakMap<FieldBlock, FieldValidator>();

/**
 * The compiled validator of a field block (regexes, option sets and messages
 * prepared once), cached per block object.
 *
 * @example
 * const validate = getFieldValidator(block);
 * validate("3.50");
 */
export function getFieldValidator(block: FieldBlock): FieldValidator {
  let validator = cache.get(block);
  if (validator === undefined) {
    validator = compileFieldValidator(block);
    cache.set(block, validator);
  }
  return validator;
}
