import { type FieldBlock, fieldTypeOf } from "@formwright/core";

/**
 * The value of `block` to restore from answers saved in the browser, or
 * `undefined` when the saved value does not fit the field as it is now (its
 * type changed, an option went away). Saved answers may come from an older
 * version of the form, so nothing is restored on trust: choices are kept only
 * while they are still offered (any text for a creatable select), and lists
 * lose the items that are not.
 *
 * @example
 * restorableValue({ block: { type: "radio", name: "size", label: "Size", options: [{ label: "S", value: "s" }] }, value: "xl" }); // undefined
 */
export function restorableValue({ block, value }: { block: FieldBlock; value: unknown }): unknown {
  return fieldTypeOf(block.type).restoreValue(block, value);
}
