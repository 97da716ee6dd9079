import type { FieldBlock } from "@formwright/core";

function isString(value: unknown): value is string {
  return typeof value === "string";
}

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
  switch (block.type) {
    case "text":
    case "textarea":
      return isString(value) ? value : undefined;
    case "number":
      return (typeof value === "number" && Number.isFinite(value)) || isString(value)
        ? value
        : undefined;
    case "checkbox":
      return typeof value === "boolean" ? value : undefined;
    case "radio":
    case "checkboxGroup":
    case "select": {
      const offered = new Set((block.options ?? []).map((option) => option.value));
      const fits = (item: unknown): item is string =>
        isString(item) &&
        (offered.has(item) || (block.type === "select" && block.creatable === true));
      const isList = block.type === "checkboxGroup" || (block.type === "select" && block.multi);
      if (isList) return Array.isArray(value) ? [...new Set(value.filter(fits))] : undefined;
      if (value === null) return null;
      return fits(value) ? value : undefined;
    }
  }
}
