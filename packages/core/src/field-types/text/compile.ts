import { messages } from "../../messages";
import type { PatternCompiler } from "../../pattern/compile-native-pattern";
import { compileDocumentPattern } from "../../pattern/pattern-rule";
import { phoneNormalizer } from "../../phone/phone-rule";
import { compileRuleChecks, type RuleCheck } from "../../validation/compile-rule-checks";
import { hasMoreCodePointsThan } from "../../validation/count-code-points";
import { getTextMaxLength } from "../../validation/get-text-max-length";
import { isBlank } from "../../validation/is-blank";
import { isPhoneNumber } from "../../validation/is-phone-number";
import { isStorableText } from "../../validation/is-storable-text";
import { resolveRule } from "../../validation/resolve-rule";
import type { FieldValidator } from "../../validation/submission-value";
import type { TextareaBlock } from "../textarea/block";
import type { TextBlock } from "./block";

function compileChecks(
  block: TextBlock | TextareaBlock,
  compilePattern: PatternCompiler,
): RuleCheck[] {
  const { label, rules = {} } = block;
  // The kind of text is a promise to the respondent: an "Email address" field
  // checks the address even when the author added no rule.
  const kind = "inputType" in block ? block.inputType : undefined;
  const checks = compileRuleChecks({
    label,
    rules: { ...rules, email: rules.email ?? kind === "email", url: rules.url ?? kind === "url" },
    compilePattern,
  }).map(({ check }) => check);
  if (kind === "tel") {
    const message = messages.tel(label);
    checks.push((text) => (typeof text === "string" && !isPhoneNumber(text) ? message : undefined));
  }
  return checks;
}

/** The message for text over the field type's cap: the author's maxLength one when it is tighter. */
function capMessage(block: TextBlock | TextareaBlock, cap: number): string {
  const maxLength = resolveRule(block.rules?.maxLength);
  if (maxLength && maxLength.value <= cap) {
    return maxLength.message ?? messages.maxLength(block.label, maxLength.value);
  }
  return messages.maxLength(block.label, cap);
}

/**
 * The phone rule of a text block as a normalizer to E.164: the typed text's
 * E.164 form, or the rule's message; null without the rule.
 */
function compilePhone(
  block: TextBlock | TextareaBlock,
): ((text: string) => { value: string } | { error: string }) | null {
  const rule = block.type === "text" ? resolveRule(block.rules?.phone) : undefined;
  if (!rule) return null;
  const normalize = phoneNormalizer();
  const country = rule.value.defaultCountry;
  const message = rule.message ?? messages.phone(block.label);
  return (text) => {
    const e164 = normalize(text, country);
    return e164 === undefined ? { error: message } : { value: e164 };
  };
}

/**
 * Builds the validator of a text or textarea field. The stored value is the
 * string as typed (not trimmed); whitespace-only counts as empty. Text longer
 * than the field type's cap (1,000 code points for `text`, 10,000 for
 * `textarea`) is refused first, with the maxLength message, so no rule or
 * pattern ever looks at more; then text with a NUL or an unpaired surrogate
 * half is refused. Rules are checked in the order minLength, maxLength,
 * pattern, email, url, phone, and the first that fails gives the message. A
 * text field's `inputType` brings its check: `email` the email rule, `url` the
 * URL rule, `tel` a phone-number shape check (an explicit rule's value and
 * message win). A text field's `phone` rule comes last: a valid number for
 * its default country (or any with `+` and a country code), stored in E.164
 * (`+33612345678`) rather than as typed; its library must be loaded first
 * (`loadDocumentFieldTypes`), or this throws saying so.
 * `compilePattern` turns a `pattern` rule into a test: the linear-time engine
 * of `compileDocumentPattern` by default (load it first: `loadPatternRule`),
 * RE2 on the server.
 *
 * @example
 * const validate = compileTextField({ type: "text", name: "city", label: "City", rules: { maxLength: 3 } });
 * validate("Paris"); // { error: "City must be at most 3 characters" }
 */
export function compileTextField(
  block: TextBlock | TextareaBlock,
  compilePattern: PatternCompiler = compileDocumentPattern,
): FieldValidator {
  const required = block.required === true;
  const requiredMessage = messages.required(block.label);
  const wrongTypeMessage = messages.wrongType(block.label);
  const unsupportedMessage = messages.unsupportedCharacters(block.label);
  const cap = getTextMaxLength(block.type);
  const tooLongMessage = capMessage(block, cap);
  const checks = compileChecks(block, compilePattern);
  const phone = compilePhone(block);
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
    return phone ? phone(value) : { value };
  };
}
