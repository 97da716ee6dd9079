import { TEXT_MAX_LENGTH } from "../../constants/answer-limits";
import { messages } from "../../messages";
import type { PatternCompiler } from "../../pattern/compile-native-pattern";
import { compileDocumentPattern } from "../../pattern/pattern-rule";
import { phoneNormalizer } from "../../phone/phone-rule";
import type { RuleCheck } from "../../validation/compile-rule-checks";
import { isPhoneNumber } from "../../validation/is-phone-number";
import { resolveRule } from "../../validation/resolve-rule";
import type { FieldValidationResult, FieldValidator } from "../../validation/submission-value";
import { compileTypedText } from "../shared/compile-typed-text";
import type { TextBlock } from "./block";

/**
 * The phone rule of a text block as a normalizer to E.164: the typed text's
 * E.164 form, or the rule's message; undefined without the rule.
 */
function compilePhone(block: TextBlock): ((text: string) => FieldValidationResult) | undefined {
  const rule = resolveRule(block.rules?.phone);
  if (!rule) return undefined;
  const normalize = phoneNormalizer();
  const country = rule.value.defaultCountry;
  const message = rule.message ?? messages.phone(block.label);
  return (text) => {
    const e164 = normalize(text, country);
    return e164 === undefined ? { error: message } : { value: e164 };
  };
}

/**
 * Builds the validator of a text field (see `compileTypedText`): at most
 * 1,000 code points, then its rules. The kind of text is a promise to the
 * respondent: `inputType` brings its check (`email` the email rule, `url`
 * the URL rule, `tel` a phone-number shape check; an explicit rule's value
 * and message win). A `phone` rule comes last: a valid number for its default
 * country (or any with `+` and a country code), stored in E.164
 * (`+33612345678`) rather than as typed; its library must be loaded first
 * (`loadDocumentFieldTypes`), or this throws saying so. `compilePattern` is
 * the linear-time engine of `compileDocumentPattern` by default (load it
 * first: `loadPatternRule`), RE2 on the server.
 *
 * @example
 * const validate = compileTextField({ type: "text", name: "city", label: "City", rules: { maxLength: 3 } });
 * validate("Paris"); // { error: "City must be at most 3 characters" }
 */
export function compileTextField(
  block: TextBlock,
  compilePattern: PatternCompiler = compileDocumentPattern,
): FieldValidator {
  const { label, rules = {} } = block;
  const kind = block.inputType;
  const checks: RuleCheck[] = [];
  if (kind === "tel") {
    const message = messages.tel(label);
    checks.push((text) => (typeof text === "string" && !isPhoneNumber(text) ? message : undefined));
  }
  return compileTypedText(
    {
      label,
      required: block.required,
      rules: { ...rules, email: rules.email ?? kind === "email", url: rules.url ?? kind === "url" },
      cap: TEXT_MAX_LENGTH,
      checks,
      normalize: compilePhone(block),
    },
    compilePattern,
  );
}
