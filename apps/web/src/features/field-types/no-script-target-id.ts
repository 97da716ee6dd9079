import type { FieldBlock } from "@formwright/core";
import { fieldId } from "@formwright/fields";
import { FIELD_TYPE_WIDGETS } from "./list";

/**
 * The id a page without scripts links a field's error to: the native
 * stand-in its type shows in the widget's place, or the field's own control.
 *
 * @example
 * noScriptTargetId({ type: "text", name: "email", label: "Email" }); // "field-email"
 */
export function noScriptTargetId(block: FieldBlock): string {
  return FIELD_TYPE_WIDGETS[block.type].noScriptTargetId?.(block.name) ?? fieldId(block.name);
}
