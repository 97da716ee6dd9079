import type { Rule, RuleName } from "../document/field-rules-schema";
import { messages } from "../messages";
import type { PatternTest } from "../pattern/compile-native-pattern";
import { PatternBudgetError } from "../pattern/pattern-budget";
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
 * How each rule judges a value: the shape of value it reads, whether a value
 * of that shape breaks the rule's bound, and the default message. In the
 * order the rules are checked.
 */
const RULE_TABLE: ReadonlyArray<{
  name: Exclude<RuleName, "pattern" | "phone">;
  reads: (value: unknown) => boolean;
  breaks: (value: never, bound: never) => boolean;
  message: (label: string, bound: never) => string;
}> = [
  {
    name: "minLength",
    reads: isString,
    breaks: (text: string, n: number) => countCodePoints(text) < n,
    message: messages.minLength,
  },
  {
    name: "maxLength",
    reads: isString,
    breaks: (text: string, n: number) => hasMoreCodePointsThan(text, n),
    message: messages.maxLength,
  },
  {
    name: "email",
    reads: isString,
    breaks: (text: string) => !isEmailAddress(text),
    message: messages.email,
  },
  {
    name: "url",
    reads: isString,
    breaks: (text: string) => !isHttpUrl(text),
    message: messages.url,
  },
  { name: "min", reads: isNumber, breaks: (x: number, n: number) => x < n, message: messages.min },
  { name: "max", reads: isNumber, breaks: (x: number, n: number) => x > n, message: messages.max },
  {
    name: "minItems",
    reads: Array.isArray,
    breaks: (list: unknown[], n: number) => list.length < n,
    message: messages.minItems,
  },
  {
    name: "maxItems",
    reads: Array.isArray,
    breaks: (list: unknown[], n: number) => list.length > n,
    message: messages.maxItems,
  },
];

/**
 * A pattern rule's check. A match the submission's pattern budget cannot pay
 * for is not run: the answer is refused with the longest length that could
 * have been checked (see `spendPatternSteps`).
 */
function patternCheck({
  label,
  test,
  patternText,
}: {
  label: string;
  test: PatternTest;
  patternText: string;
}): RuleCheck {
  return (value) => {
    if (!isString(value)) return undefined;
    try {
      return test(value) ? undefined : patternText;
    } catch (error) {
      if (error instanceof PatternBudgetError)
        return messages.maxLength(label, error.longestAnswer);
      throw error;
    }
  };
}

/**
 * Compiles a field's rules into checks, in the order minLength, maxLength,
 * pattern, email, url, min, max, minItems, maxItems, each with the author's
 * message or the default one of {@link messages}. This is the one rule engine:
 * the submission validator (server and browser) and the widgets' react-hook-form
 * rules both run these checks. A check only judges values of its own shape
 * (length, pattern, email and url rules judge strings; min and max numbers;
 * minItems and maxItems arrays) and lets anything else through, so callers
 * decide about empty and wrongly typed values first. A flag rule (email, url)
 * set to `false` adds no check.
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
  for (const { name, reads, breaks, message } of RULE_TABLE) {
    // The pattern comes after the lengths, so no pattern reads text over the length.
    if (name === "email") {
      const pattern = resolveRule(rules.pattern);
      if (pattern) {
        const test = compilePattern(pattern.value);
        const patternText = pattern.message ?? messages.pattern(label);
        checks.push({ name: "pattern", check: patternCheck({ label, test, patternText }) });
      }
    }
    const rule = resolveRule<unknown>(rules[name]);
    if (rule === undefined || rule.value === false) continue;
    const bound = rule.value as never;
    const text = rule.message ?? message(label, bound);
    checks.push({
      name,
      check: (value) => (reads(value) && breaks(value as never, bound) ? text : undefined),
    });
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
