import { FIELD_DOCUMENT_REGISTRY, type FieldType, type RuleName } from "@formwright/core";
import { FIELD_EDITORS } from "../../field-types/admin-list";
import type { DefaultValueKind } from "../../field-types/field-editor";

/**
 * Whether blocks of the type carry options (read from core).
 *
 * @example
 * hasOptions(block.type as FieldType); // true for a type whose answers are its options
 */
export function hasOptions(type: FieldType): boolean {
  return FIELD_DOCUMENT_REGISTRY[type].hasOptions;
}

/**
 * The rules a block of this type offers now, from core (a type with a
 * `multi` setting offers its item rules only when it is on).
 *
 * @example
 * rulesFor(type, block.multi === true); // ["minItems", "maxItems"] for a multiple select
 */
export function rulesFor(type: FieldType, isMulti: boolean): readonly RuleName[] {
  if (FIELD_EDITORS[type].hasMulti === true && !isMulti) return [];
  return FIELD_DOCUMENT_REGISTRY[type].rules;
}

/**
 * How the default value of a block of this type is edited now (a list of
 * choices when a type with a `multi` setting has it on).
 *
 * @example
 * defaultValueKindFor(type, true); // "choices" for a multiple select
 */
export function defaultValueKindFor(type: FieldType, isMulti: boolean): DefaultValueKind {
  const editor = FIELD_EDITORS[type];
  return editor.hasMulti === true && isMulti ? "choices" : editor.defaultValue;
}

/** Every input name some type owns (see `ownSettings` of each type's `FieldEditor`). */
export const OWN_SETTINGS: ReadonlySet<string> = new Set(
  Object.values(FIELD_EDITORS).flatMap((editor) => editor.ownSettings ?? []),
);
