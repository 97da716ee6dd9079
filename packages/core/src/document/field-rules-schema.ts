import { z } from "zod";
import { PATTERN_MAX_LENGTH } from "../constants/rule-limits";
import { checkPattern } from "../pattern/check-pattern";
import { PHONE_COUNTRIES } from "../phone/phone-countries";
import { isRecord } from "../utils/is-record";
import { documentMessages } from "./document-messages";
import { nonBlankTextSchema } from "./non-blank-text-schema";

/**
 * A rule given either as its plain value or as `{ value, message }`, where
 * `message` replaces the default validation message.
 *
 * @example
 * const maxLength: Rule<number> = { value: 80, message: "Keep it short" };
 */
export type Rule<T> = T | { value: T; message: string };

/** A rule's schema: its plain value, or `{ value, message }` (`expected` names the value in the message). */
export function ruleSchema<T extends z.ZodType>(valueSchema: T, expected: string) {
  return z.union(
    [valueSchema, z.strictObject({ value: valueSchema, message: nonBlankTextSchema })],
    {
      error: (issue) =>
        issue.code === "invalid_union" ? documentMessages.rule(expected) : undefined,
    },
  );
}

const countSchema = z
  .number({ error: documentMessages.notInteger })
  .int({ error: documentMessages.notInteger })
  .min(0, { error: documentMessages.tooSmall(0) });

function describeRegExpError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  // V8 says "Invalid regular expression: /a(/u: Unterminated group"; keep the reason.
  return message.replace(/^Invalid regular expression: \/.*\/[a-z]*: /s, "");
}

/**
 * A regular-expression source. It is compiled with the `u` flag and matched
 * against the whole value (`^(?:pattern)$`), so a document whose pattern does
 * not compile is refused here rather than failing for a respondent later;
 * and so is one outside the subset both engines run in linear or bounded time
 * and read alike (see {@link checkPattern}).
 */
const patternSchema = z.string().superRefine((source, ctx) => {
  // Measured before compiling, so compiling itself stays small.
  if (source.length > PATTERN_MAX_LENGTH) {
    ctx.addIssue({ code: "custom", message: documentMessages.tooLong(PATTERN_MAX_LENGTH) });
    return;
  }
  try {
    new RegExp(source, "u");
  } catch (error) {
    ctx.addIssue({
      code: "custom",
      message: documentMessages.badPattern(describeRegExpError(error)),
    });
    return;
  }
  const check = checkPattern(source);
  if (!check.ok) {
    ctx.addIssue({ code: "custom", message: documentMessages.unsafePattern(check.reason) });
  }
});

const ruleSchemas = {
  minLength: ruleSchema(countSchema, "a whole number of characters"),
  maxLength: ruleSchema(countSchema, "a whole number of characters"),
  min: ruleSchema(z.number(), "a number"),
  max: ruleSchema(z.number(), "a number"),
  pattern: ruleSchema(patternSchema, "a regular-expression string"),
  email: ruleSchema(z.boolean(), "true or false"),
  url: ruleSchema(z.boolean(), "true or false"),
  minItems: ruleSchema(countSchema, "a whole number of choices"),
  maxItems: ruleSchema(countSchema, "a whole number of choices"),
  phone: ruleSchema(
    z.strictObject({ defaultCountry: z.string() }),
    '{ "defaultCountry": a country code such as "FR" }',
  ),
};

/** Name of a validation rule. */
export type RuleName = keyof typeof ruleSchemas;

/**
 * Every validation rule a field block may carry. Each field type accepts only
 * the rules that make sense for it (its `FieldTypeDocument`'s `rules`).
 *
 * @example
 * fieldRulesSchema.parse({ maxLength: 80, pattern: { value: "[A-Z].*", message: "Start with a capital" } });
 */
export const fieldRulesSchema = z.strictObject(ruleSchemas).partial();

/** Validation rules of a field block (the union over all field types). */
export type FieldRules = z.infer<typeof fieldRulesSchema>;

/** Reads a rule's bound as a number, for cross-checks on input of unknown shape. */
function readBound(rule: unknown): number | undefined {
  if (typeof rule === "number") return rule;
  if (
    typeof rule === "object" &&
    rule !== null &&
    "value" in rule &&
    typeof rule.value === "number"
  ) {
    return rule.value;
  }
  return undefined;
}

function readFlag(rule: unknown): boolean {
  return (
    rule === true ||
    (typeof rule === "object" && rule !== null && "value" in rule && rule.value === true)
  );
}

function checkBounds(lower: RuleName, upper: RuleName) {
  return (rules: unknown, ctx: z.RefinementCtx) => {
    if (!isRecord(rules)) return;
    const low = readBound(rules[lower]);
    const high = readBound(rules[upper]);
    if (low !== undefined && high !== undefined && high < low) {
      ctx.addIssue({
        code: "custom",
        path: [upper],
        message: documentMessages.boundsReversed(upper, lower),
      });
    }
  };
}

const always = () => true;

/**
 * Rules of `text` and `textarea` fields.
 *
 * @example
 * textRulesSchema.parse({ minLength: 2, email: true });
 */
export const textRulesSchema = fieldRulesSchema
  .pick({ minLength: true, maxLength: true, pattern: true, email: true, url: true })
  .superRefine(checkBounds("minLength", "maxLength"), { when: always })
  .superRefine(
    (rules: unknown, ctx) => {
      if (isRecord(rules) && readFlag(rules.email) && readFlag(rules.url)) {
        ctx.addIssue({ code: "custom", path: ["url"], message: documentMessages.emailAndUrl() });
      }
    },
    { when: always },
  );

/** The default country of a phone rule given plain or as `{ value, message }`. */
function readPhoneCountry(rule: unknown): unknown {
  const value = isRecord(rule) && "value" in rule ? rule.value : rule;
  return isRecord(value) ? value.defaultCountry : undefined;
}

/**
 * Rules of `text` fields: those of {@link textRulesSchema} and `phone`
 * (`{ "defaultCountry": "FR" }`, an ISO 3166-1 alpha-2 code the phone
 * library knows), which goes with neither `email` nor `url`.
 *
 * @example
 * textLineRulesSchema.parse({ phone: { defaultCountry: "FR" } });
 */
export const textLineRulesSchema = fieldRulesSchema
  .pick({ minLength: true, maxLength: true, pattern: true, email: true, url: true, phone: true })
  .superRefine(checkBounds("minLength", "maxLength"), { when: always })
  .superRefine(
    (rules: unknown, ctx) => {
      if (!isRecord(rules)) return;
      if (readFlag(rules.email) && readFlag(rules.url)) {
        ctx.addIssue({ code: "custom", path: ["url"], message: documentMessages.emailAndUrl() });
      }
      if (rules.phone === undefined) return;
      if (readFlag(rules.email) || readFlag(rules.url)) {
        ctx.addIssue({
          code: "custom",
          path: ["phone"],
          message: documentMessages.phoneAndEmail(),
        });
      }
      const country = readPhoneCountry(rules.phone);
      if (typeof country === "string" && !PHONE_COUNTRIES.includes(country)) {
        ctx.addIssue({
          code: "custom",
          path: ["phone", "defaultCountry"],
          message: documentMessages.phoneCountry(country),
        });
      }
    },
    { when: always },
  );

/**
 * Rules of `number` fields.
 *
 * @example
 * numberRulesSchema.parse({ min: 0, max: 10 });
 */
export const numberRulesSchema = fieldRulesSchema
  .pick({ min: true, max: true })
  .superRefine(checkBounds("min", "max"), { when: always });

/**
 * Rules of multi selects and checkbox groups.
 *
 * @example
 * itemsRulesSchema.parse({ minItems: 1, maxItems: 3 });
 */
export const itemsRulesSchema = fieldRulesSchema
  .pick({ minItems: true, maxItems: true })
  .superRefine(checkBounds("minItems", "maxItems"), { when: always });

/** Radio groups and single checkboxes take no rules (`required` is a setting). */
export const noRulesSchema = z.strictObject({});

/** Rules of `text` and `textarea` fields. */
export type TextRules = z.infer<typeof textRulesSchema>;
/** Rules of `text` fields (with `phone`). */
export type TextLineRules = z.infer<typeof textLineRulesSchema>;
/** Rules of `number` fields. */
export type NumberRules = z.infer<typeof numberRulesSchema>;
/** Rules of multi selects and checkbox groups. */
export type ItemsRules = z.infer<typeof itemsRulesSchema>;
