import type { TextRules } from "../../document/field-rules-schema";
import { messages } from "../../messages";
import type { PatternCompiler } from "../../pattern/compile-native-pattern";
import { compileRuleChecks, type RuleCheck } from "../../validation/compile-rule-checks";
import { hasMoreCodePointsThan } from "../../validation/count-code-points";
import { isBlank } from "../../validation/is-blank";
import { isStorableText } from "../../validation/is-storable-text";
import { resolveRule } from "../../validation/resolve-rule";
import type { FieldValidationResult, FieldValidator } from "../../validation/submission-value";

/** What {@link compileTypedText} is told of a field whose answer is typed text. */
export interface TypedTextField {
  label: string;
  required?: boolean;
  /** The author's text rules (minLength, maxLength, pattern, email, url). */
  rules?: TextRules;
  /** The most code points the type holds: longer text is refused before anything reads it. */
  cap: number;
  /** Checks the type adds after the rules, in order (a phone-number shape). */
  checks?: readonly RuleCheck[];
  /** Last: the checked text as the stored value, or a message (a phone number's E.164 form). */
  normalize?: (text: string) => FieldValidationResult;
}

/** The message for text over the type's cap: the author's maxLength one when it is tighter. */
function capMessage(field: TypedTextField): string {
  const maxLength = resolveRule(field.rules?.maxLength);
  if (maxLength && maxLength.value <= field.cap) {
    return maxLength.message ?? messages.maxLength(field.label, maxLength.value);
  }
  return messages.maxLength(field.label, field.cap);
}

/**
 * Builds the validator of a field whose answer is typed text. The stored
 * value is the string as typed (not trimmed); whitespace-only counts as
 * empty. Text longer than the type's `cap` is refused first, with the
 * maxLength message, so no rule or pattern ever looks at more; then text with
 * a NUL or an unpaired surrogate half is refused. Rules are checked in the
 * order minLength, maxLength, pattern, email, url, then the type's own
 * `checks`, and the first that fails gives the message; `normalize`, when
 * given, makes the stored value. `compilePattern` turns a `pattern` rule into
 * a test (the linear-time engine in the browser, RE2 on the server).
 *
 * @example
 * const validate = compileTypedText({ label: "City", cap: 1000, rules: { maxLength: 3 } }, compileDocumentPattern);
 * validate("Paris"); // { error: "City must be at most 3 characters" }
 */
export function compileTypedText(
  field: TypedTextField,
  compilePattern: PatternCompiler,
): FieldValidator {
  const { label, cap, normalize } = field;
  const required = field.required === true;
  const requiredMessage = messages.required(label);
  const wrongTypeMessage = messages.wrongType(label);
  const unsupportedMessage = messages.unsupportedCharacters(label);
  const tooLongMessage = capMessage(field);
  const checks = [
    ...compileRuleChecks({ label, rules: field.rules ?? {}, compilePattern }).map(
      ({ check }) => check,
    ),
    ...(field.checks ?? []),
  ];
  return (value) => {
    if (typeof value === "string" && hasMoreCodePointsThan(value, cap)) {
      return { error: tooLongMessage };
    }
    if (isBlank(value)) return required ? { error: requiredMessage } : { value: undefined };
    if (typeof value !== "string") return { error: wrongTypeMessage };
    if (!isStorableText(value)) return { error: unsupportedMessage };
    for (const check of checks) {
      const error = check(value);
      if (error !== undefined) return { error };
    }
    return normalize ? normalize(value) : { value };
  };
}
