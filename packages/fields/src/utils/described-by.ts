import type { FieldIds } from "./field-id";

/**
 * The `aria-describedby` value of a field: its description and its error, in
 * that order, each only when shown.
 *
 * @example
 * describedBy({ ids: fieldIds("email"), hasDescription: true, isInvalid: false }); // "field-email-description"
 */
export function describedBy({
  ids,
  hasDescription,
  isInvalid,
}: {
  ids: FieldIds;
  hasDescription: boolean;
  isInvalid: boolean;
}): string | undefined {
  const parts = [hasDescription ? ids.descriptionId : "", isInvalid ? ids.errorId : ""];
  const value = parts.filter(Boolean).join(" ");
  return value === "" ? undefined : value;
}
