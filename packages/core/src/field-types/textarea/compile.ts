import type { PatternCompiler } from "../../pattern/compile-native-pattern";
import { compileDocumentPattern } from "../../pattern/pattern-rule";
import type { FieldValidator } from "../../validation/submission-value";
import { compileTypedText } from "../shared/compile-typed-text";
import type { TextareaBlock } from "./block";
import { TEXTAREA_MAX_LENGTH } from "./max-length";

/**
 * Builds the validator of a textarea (see `compileTypedText`): text as typed,
 * at most {@link TEXTAREA_MAX_LENGTH} code points, then its rules.
 *
 * @example
 * const validate = compileTextareaField({ type: "textarea", name: "note", label: "Note", rules: { minLength: 5 } });
 * validate("Hi"); // { error: "Note must be at least 5 characters" }
 */
export function compileTextareaField(
  block: TextareaBlock,
  compilePattern: PatternCompiler = compileDocumentPattern,
): FieldValidator {
  return compileTypedText(
    { label: block.label, required: block.required, rules: block.rules, cap: TEXTAREA_MAX_LENGTH },
    compilePattern,
  );
}
