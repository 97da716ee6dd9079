/**
 * The id of a field's input, predictable from its name so an error summary can
 * link to it: `field-` and the name with every character outside
 * `[A-Za-z0-9_-]` replaced by `-`.
 *
 * @example
 * fieldId("address.city"); // "field-address-city"
 */
export function fieldId(name: string): string {
  return `field-${name.replace(/[^A-Za-z0-9_-]/g, "-")}`;
}

/**
 * The ids a field uses: its input, its description and its error.
 *
 * @example
 * const { id, errorId }: FieldIds = fieldIds("email");
 */
export interface FieldIds {
  id: string;
  descriptionId: string;
  errorId: string;
}

/**
 * Every id of a field, derived from its name.
 *
 * @example
 * fieldIds("email"); // { id: "field-email", descriptionId: "field-email-description", errorId: "field-email-error" }
 */
export function fieldIds(name: string): FieldIds {
  const id = fieldId(name);
  return { id, descriptionId: `${id}-description`, errorId: `${id}-error` };
}
