import { FIELD_NAME_MAX_LENGTH, SLUG_MAX_LENGTH } from "../constants/document-limits";
import { GRID_BREAKPOINTS, GRID_COLUMNS } from "../constants/layout";
import {
  CONDITION_MAX_WORK,
  PATTERN_MAX_PROGRAM_SIZE,
  PATTERN_MAX_STEPS,
} from "../constants/rule-limits";

/**
 * Messages of form-document issues. They are read by developers and editors
 * (never by respondents), so they say what is wrong and what is expected.
 *
 * @example
 * documentMessages.duplicateName("email", "blocks[1]");
 * // 'Duplicate name "email": blocks[1] already uses it'
 */
export const documentMessages = {
  required: () => "is required",
  expectedType: (expected: string) => `must be ${withArticle(expected)}`,
  notFinite: () => "must be a finite number",
  notInteger: () => "must be an integer",
  empty: () => "must not be empty",
  blank: () => "must not be empty or only spaces",
  imageAlt: () => "describe the image or mark it decorative",
  decorativeAlt: () => 'must be "" on a decorative image',
  tooShort: (n: number) => `must be at least ${n} characters`,
  tooLong: (n: number) => `must be at most ${n} characters`,
  tooFewItems: (n: number) => `must have at least ${n} ${n === 1 ? "item" : "items"}`,
  tooManyItems: (n: number) => `must have at most ${n} ${n === 1 ? "item" : "items"}`,
  tooSmall: (n: number) => `must be at least ${n}`,
  tooBig: (n: number) => `must be at most ${n}`,
  notOnScale: (min: number, max: number) => `must be a whole number from ${min} to ${max}`,
  incompleteOrder: () =>
    "must list the value of every option exactly once, the right order first to last",
  npsRange: () => 'must not be set with "preset": "nps", which always runs from 0 to 10',
  oneOf: (values: readonly unknown[]) =>
    values.length === 1
      ? `must be ${JSON.stringify(values[0])}`
      : `must be one of ${values.map((value) => JSON.stringify(value)).join(", ")}`,
  unknownKey: (key: string) => `Unknown key "${key}"`,
  conditionUnknownField: (name: string) =>
    `Condition refers to "${name}", which is not a field of this form`,
  conditionLaterField: (name: string, at: string) =>
    `Condition refers to "${name}" (${at}), which does not come before this block; conditions may only use earlier fields`,
  conditionVariableLaterField: (variable: string, field: string, at: string) =>
    `Condition refers to the variable "${variable}", computed from "${field}" (${at}), which does not come before this block; conditions may only use earlier fields`,
  conditionOperator: (op: string, name: string, kind: string, allowed: readonly string[]) =>
    `Operator "${op}" does not apply to "${name}" (${kind} answers); use one of ${allowed.join(", ")}`,
  conditionNeedsValue: (op: string) => `Operator "${op}" needs a "value"`,
  conditionTakesNoValue: (op: string) => `Operator "${op}" takes no "value"`,
  conditionValue: (expected: string) => `must be ${expected}`,
  pageAtEnd: () =>
    "A page break cannot be the last block: the page it starts would be empty; remove it or add blocks after it",
  pageAfterPage: (at: string) =>
    `A page break cannot follow another page break (${at}): the page between them would be empty; remove one of them`,
  pipeUnknownField: (name: string) =>
    `{{${name}}} refers to "${name}", which is not a field of this form`,
  pipeVariableLaterField: (variable: string, field: string, at: string) =>
    `{{${variable}}} is computed from "${field}" (${at}), which does not come before this block; only values of earlier answers can be shown`,
  pipeNotShown: (name: string) =>
    `{{${name}}} is not filled in here: answers show only in labels, descriptions, texts, page titles, choices, the confirmation message and the closed message`,
  pipeLaterField: (name: string, at: string) =>
    `{{${name}}} refers to "${name}" (${at}), which does not come before this block; only earlier answers can be shown`,
  unknownBlockType: (type: unknown, types: readonly string[]) =>
    `${type === undefined ? "A block needs a type" : `Unknown block type ${JSON.stringify(type)}`}; expected one of ${types.join(", ")}`,
  slug: () =>
    `must be 1-${SLUG_MAX_LENGTH} lowercase letters, digits and hyphens, not starting or ending with a hyphen`,
  fieldName: () =>
    `must start with a letter or underscore and contain only letters, digits and underscores (at most ${FIELD_NAME_MAX_LENGTH})`,
  reservedName: (name: string) => `"${name}" is reserved and cannot be a field name`,
  width: () =>
    `must be a whole number of columns from 1 to ${GRID_COLUMNS}, or an object of them per breakpoint`,
  pageWidth: () =>
    `must be a whole number of columns from 1 to ${GRID_COLUMNS}, or an object of them per page-grid breakpoint (${Object.keys(GRID_BREAKPOINTS).join(", ")})`,
  imageSrc: (prefixes: readonly string[]) =>
    `must be a local path starting with ${prefixes.join(" or ")} (letters, digits, ".", "_", "-" and "/", no query) or an absolute https URL`,
  redirect: () => "must be an absolute http(s) URL or a path starting with a single /",
  endingRedirect: () => "must be an https URL (answers may be piped into it: {{name}})",
  endingId: () => "must be 1 to 64 letters, digits, _ or -",
  confirmation: () => 'must be { "message": text } or { "redirect": URL or /path }',
  rule: (expected: string) =>
    `must be ${expected}, or { "value": ${expected}, "message": text } for a custom message`,
  ruleNotApplicable: (rule: string, fieldType: unknown, allowed: readonly string[]) =>
    `Rule "${rule}" does not apply to ${typeof fieldType === "string" ? `${fieldType} fields` : "this field"}${allowed.length > 0 ? `; allowed rules: ${allowed.join(", ")}` : "; it takes no rules"}`,
  itemsRuleNeedsMulti: (rule: string) =>
    `Rule "${rule}" applies only to a select with "multi": true`,
  badPattern: (reason: string) => `is not a valid regular expression (${reason})`,
  unsafePattern: (reason: string) => `is refused: the pattern ${reason}`,
  patternProgramTooLarge: (name: string, size: number) =>
    `Field "${name}": the pattern compiles to up to ${size} instructions, more than ${PATTERN_MAX_PROGRAM_SIZE}; each character of an answer may cost that many steps: write it shorter or with smaller counts`,
  patternStepsTooMany: (name: string, total: number, size: number, positions: number) =>
    `Field "${name}": with this pattern, the form's patterns may take up to ${total} steps on one submission (this one: ${size} instructions × ${positions} positions), more than ${PATTERN_MAX_STEPS}; make the pattern shorter or simpler, or give the field a lower maxLength`,
  conditionWorkTooMuch: (name: string, total: number) =>
    `Condition on "${name}": with it, the form's conditions may read up to ${total} characters of answers on one submission, more than ${CONDITION_MAX_WORK}; use fewer conditions, or "equals" instead of "contains" on long answers`,
  boundsReversed: (upper: string, lower: string) => `${upper} must not be less than ${lower}`,
  emailAndUrl: () => "email and url cannot both be required of the same value",
  phoneAndEmail: () => "phone cannot be required together with email or url",
  phoneCountry: (code: string) =>
    `${JSON.stringify(code)} is not a country the phone rule knows; use an ISO 3166-1 alpha-2 code in capitals, such as "FR" or "US"`,
  unstorableText: () =>
    "must not contain a NUL character or a lone surrogate, which cannot be saved",
  hiddenRequired: () =>
    "a hidden field cannot be required: the respondent never sees it, so could not fill it in",
  variableNotYet: (name: string, at: string) =>
    `the variable "${name}" (${at}) is not computed yet here; a variable may only use fields and the variables before it`,
  duplicateName: (name: string, firstPath: string) =>
    `Duplicate name "${name}": ${firstPath} already uses it`,
  duplicateId: (id: string, firstPath: string) =>
    `Duplicate id "${id}": ${firstPath} already uses it`,
  duplicateOptionValue: (value: string, firstPath: string) =>
    `Duplicate option value "${value}": ${firstPath} already uses it`,
  languageTag: (tag: string, meant?: { tag: string; name: string }) =>
    `${JSON.stringify(tag)} is not a language tag (BCP 47), e.g. ${meant ? `"${meant.tag}" for ${meant.name}` : '"en", "de-CH", "pt-BR" or "ar"'}`,
  translationOfOwnLanguage: (tag: string) =>
    `"${tag}" is the form's own language (its "language"); translations are for other languages`,
  translationUnknownBlock: (key: string) => `"${key}" is not a field name or block id of this form`,
  translationUnknownText: (text: string) => `the block has no "${text}" to translate`,
  translationUnknownFormText: (text: string) => `the form has no "${text}" to translate`,
  translationUnknownSlide: (position: string, count: number) =>
    `"${position}" is not a slide of this carousel (its slides are 0 to ${count - 1})`,
  translationUnknownChoice: (value: string) => `"${value}" is not one of the block's values`,
  translationUnknownRuleMessage: (rule: string) =>
    `the block has no "${rule}" rule with a message of its own to translate`,
  noOptions: () => "needs at least one option unless the select is creatable",
  defaultNotAnOption: (value: string) => `"${value}" is not one of the options' values`,
  defaultNeedsArray: () => 'must be an array of option values when "multi" is true',
  defaultNeedsString: () => 'must be one option value (a string) when "multi" is not true',
} as const;

function withArticle(noun: string): string {
  return /^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`;
}
