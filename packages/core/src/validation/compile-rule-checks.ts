import type { Rule, RuleName } from "../document/field-rules-schema";
import { messages } from "../messages";
import type { PatternTest } from "../pattern/compile-native-pattern";
import { countCodePoints, hasMoreCodePointsThan } from "./count-code-points";
import { isEmailAddress } from "./is-email-address";
import { isHttpUrl } from "./is-http-url";
import { resolveRule } from "./resolve-rule";

/**
 * The rules {@link compileRuleChecks} understands: a form document's rules
 * (`TPattern` a source string) or a widget's (`TPattern` also a `RegExp`).
 */
export interface RuleSet<TPattern = string> {
  minLength?: Rule<number>;
  maxLength?: Rule<number>;
  pattern?: Rule<TPattern>;
  email?: Rule<boolean>;
  url?: Rule<boolean>;
  min?: Rule<number>;
  max?: Rule<number>;
  minItems?: Rule<number>;
  maxItems?: Rule<number>;
}

/** One compiled rule: the message when `value` breaks it, else `undefined`. */
export type RuleCheck = (value: unknown) => string | undefined;

/** A compiled rule and its name (the name is a widget error's `type`). */
export interface NamedRuleCheck {
  name: RuleName;
  check: RuleCheck;
}

const isString = (value: unknown): value is string => typeof value === "string";
const isNumber = (value: unknown): value is number => typeof value === "number";

/**
 * Compiles a field's rules into checks, in the order minLength, maxLength,
 * pattern, email, url, min, max, minItems, maxItems, each with the author's
 * message or the default one of {@link messages}. This is the one rule engine:
 * the submission validator (server and browser) and the widgets' react-hook-form
 * rules both run these checks. A check only judges values of its own shape
 * (length, pattern, email and url rules judge strings; min and max numbers;
 * minItems and maxItems arrays) and lets anything else through, so callers
 * decide about empty and wrongly typed values first.
 *
 * @example
 * const [minLength] = compileRuleChecks({ label: "Name", rules: { minLength: 3 }, compilePattern });
 * minLength?.check("Al"); // "Name must be at least 3 characters"
 */
export function compileRuleChecks<TPattern>({
  label,
  rules,
  compilePattern,
}: {
  label: string;
  rules: RuleSet<TPattern>;
  compilePattern: (pattern: TPattern) => PatternTest;
}): NamedRuleCheck[] {
  const checks: NamedRuleCheck[] = [];
  const add = (name: RuleName, check: RuleCheck) => checks.push({ name, check });
  const minLength = resolveRule(rules.minLength);
  if (minLength) {
    const message = minLength.message ?? messages.minLength(label, minLength.value);
    add("minLength", (value) =>
      isString(value) && countCodePoints(value) < minLength.value ? message : undefined,
    );
  }
  const maxLength = resolveRule(rules.maxLength);
  if (maxLength) {
    const message = maxLength.message ?? messages.maxLength(label, maxLength.value);
    add("maxLength", (value) =>
      isString(value) && hasMoreCodePointsThan(value, maxLength.value) ? message : undefined,
    );
  }
  const pattern = resolveRule(rules.pattern);
  if (pattern) {
    const test = compilePattern(pattern.value);
    const message = pattern.message ?? messages.pattern(label);
    add("pattern", (value) => (isString(value) && !test(value) ? message : undefined));
  }
  const email = resolveRule(rules.email);
  if (email?.value) {
    const message = email.message ?? messages.email(label);
    add("email", (value) => (isString(value) && !isEmailAddress(value) ? message : undefined));
  }
  const url = resolveRule(rules.url);
  if (url?.value) {
    const message = url.message ?? messages.url(label);
    add("url", (value) => (isString(value) && !isHttpUrl(value) ? message : undefined));
  }
  const min = resolveRule(rules.min);
  if (min) {
    const message = min.message ?? messages.min(label, min.value);
    add("min", (value) => (isNumber(value) && value < min.value ? message : undefined));
  }
  const max = resolveRule(rules.max);
  if (max) {
    const message = max.message ?? messages.max(label, max.value);
    add("max", (value) => (isNumber(value) && value > max.value ? message : undefined));
  }
  const minItems = resolveRule(rules.minItems);
  if (minItems) {
    const message = minItems.message ?? messages.minItems(label, minItems.value);
    add("minItems", (value) =>
      Array.isArray(value) && value.length < minItems.value ? message : undefined,
    );
  }
  const maxItems = resolveRule(rules.maxItems);
  if (maxItems) {
    const message = maxItems.message ?? messages.maxItems(label, maxItems.value);
    add("maxItems", (value) =>
      Array.isArray(value) && value.length > maxItems.value ? message : undefined,
    );
  }
  return checks;
}

/**
 * Runs compiled checks in order; the first message wins.
 *
 * @example
 * firstRuleError(checks, "Al"); // "Name must be at least 3 characters"
 */
export function firstRuleError(
  checks: readonly NamedRuleCheck[],
  value: unknown,
): string | undefined {
  for (const { check } of checks) {
    const error = check(value);
    if (error !== undefined) return error;
  }
  return undefined;
}
