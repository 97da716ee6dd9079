import type { FieldType, RuleName } from "@formwright/core";

/** How a field type's default value is edited. */
export type DefaultValueKind = "text" | "longText" | "number" | "flag" | "choice" | "choices";

/** What the editor offers for one field type. */
export interface FieldFeatures {
  /** Name in the "Add block" list and the block list. */
  title: string;
  /** One line on what the field collects. */
  hint: string;
  hasPlaceholder: boolean;
  hasOptions: boolean;
  /** The rules the type takes (a select takes its item rules only with `multi`). */
  rules: readonly RuleName[];
  /** How its default value is edited (a select's depends on `multi`). */
  defaultValue: DefaultValueKind;
}

/**
 * The editor's view of each of the seven field types, in the order the "Add
 * block" list offers them.
 *
 * @example
 * FIELD_FEATURES.number.rules; // ["min", "max"]
 */
export const FIELD_FEATURES: Readonly<Record<FieldType, FieldFeatures>> = {
  text: {
    title: "Text",
    hint: "One line of text",
    hasPlaceholder: true,
    hasOptions: false,
    rules: ["minLength", "maxLength", "pattern", "email", "url"],
    defaultValue: "text",
  },
  textarea: {
    title: "Textarea",
    hint: "Several lines of text",
    hasPlaceholder: true,
    hasOptions: false,
    rules: ["minLength", "maxLength", "pattern", "email", "url"],
    defaultValue: "longText",
  },
  number: {
    title: "Number",
    hint: "A decimal number",
    hasPlaceholder: true,
    hasOptions: false,
    rules: ["min", "max"],
    defaultValue: "number",
  },
  select: {
    title: "Select",
    hint: "A drop-down list, single or multiple choice",
    hasPlaceholder: true,
    hasOptions: true,
    rules: ["minItems", "maxItems"],
    defaultValue: "choice",
  },
  radio: {
    title: "Radio group",
    hint: "One choice among a few options",
    hasPlaceholder: false,
    hasOptions: true,
    rules: [],
    defaultValue: "choice",
  },
  checkboxGroup: {
    title: "Checkbox group",
    hint: "Any number of choices",
    hasPlaceholder: false,
    hasOptions: true,
    rules: ["minItems", "maxItems"],
    defaultValue: "choices",
  },
  checkbox: {
    title: "Checkbox",
    hint: "A single yes/no box",
    hasPlaceholder: false,
    hasOptions: false,
    rules: [],
    defaultValue: "flag",
  },
};

/** The rules a block of this type offers now (a select's item rules need `multi`). */
export function rulesFor(type: FieldType, isMulti: boolean): readonly RuleName[] {
  if (type === "select" && !isMulti) return [];
  return FIELD_FEATURES[type].rules;
}

/** How the default value of a block of this type is edited now. */
export function defaultValueKindFor(type: FieldType, isMulti: boolean): DefaultValueKind {
  return type === "select" && isMulti ? "choices" : FIELD_FEATURES[type].defaultValue;
}
