import type { FieldOption } from "../types";

/**
 * Whether a creatable select offers to create an option from the typed input:
 * only when the input is not blank and equals no existing option's label or
 * value, compared case-insensitively and ignoring surrounding whitespace. Pass
 * every option the select knows, including the ones created earlier.
 *
 * @example
 * const options = [{ label: "Red", value: "red" }];
 * isValidNewOption({ input: "Blue", options }); // true
 * isValidNewOption({ input: " RED ", options }); // false
 * isValidNewOption({ input: "  ", options }); // false
 */
export function isValidNewOption({
  input,
  options,
}: {
  input: string;
  options: readonly FieldOption[];
}): boolean {
  const candidate = input.trim().toLowerCase();
  if (candidate === "") return false;
  return !options.some(
    (option) =>
      option.label.trim().toLowerCase() === candidate ||
      option.value.trim().toLowerCase() === candidate,
  );
}
