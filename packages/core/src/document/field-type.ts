import type { RuleName } from "./field-rules-schema";

/**
 * The seven field widgets, in the order the editor offers them.
 *
 * @example
 * FIELD_TYPES.includes("number"); // true
 */
export const FIELD_TYPES = [
  "select",
  "textarea",
  "text",
  "radio",
  "checkboxGroup",
  "checkbox",
  "number",
] as const;

/** Type of a field block. */
export type FieldType = (typeof FIELD_TYPES)[number];

/**
 * Which rules each field type accepts. A select accepts `minItems` and
 * `maxItems` only when `multi` is true.
 *
 * @example
 * RULES_BY_FIELD_TYPE.number; // ["min", "max"]
 */
export const RULES_BY_FIELD_TYPE: Readonly<Record<FieldType, readonly RuleName[]>> = {
  select: ["minItems", "maxItems"],
  textarea: ["minLength", "maxLength", "pattern", "email", "url"],
  text: ["minLength", "maxLength", "pattern", "email", "url"],
  radio: [],
  checkboxGroup: ["minItems", "maxItems"],
  checkbox: [],
  number: ["min", "max"],
};
