import type { FieldOption } from "../types";

/**
 * The option whose label or value is exactly `typed` (ignoring case and the
 * spaces around it), if exactly one is: what a respondent meant when they
 * typed a choice's name into a select before it could open its menu.
 *
 * @example
 * findTypedOption({ options: [{ label: "Japan", value: "jp" }], typed: " japan" }); // { label: "Japan", value: "jp" }
 */
export function findTypedOption({
  options,
  typed,
}: {
  options: readonly FieldOption[];
  typed: string;
}): FieldOption | undefined {
  const wanted = typed.trim().toLowerCase();
  if (wanted === "") return undefined;
  const matches = options.filter(
    (option) => option.label.toLowerCase() === wanted || option.value.toLowerCase() === wanted,
  );
  return matches.length === 1 ? matches[0] : undefined;
}
