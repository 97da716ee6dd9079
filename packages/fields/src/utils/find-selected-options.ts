import type { FieldOption } from "../types";

function toOption(value: string, options: readonly FieldOption[]): FieldOption {
  // A value no option offers (a prefilled or earlier-created one) still shows, as itself.
  return options.find((option) => option.value === value) ?? { label: value, value };
}

/**
 * The option objects react-select displays for a stored value: a string (or
 * `null` when nothing is chosen) in single mode, an array of strings in multi
 * mode. Anything else stored is treated as nothing chosen.
 *
 * @example
 * const options = [{ label: "Red", value: "red" }];
 * findSelectedOptions({ value: "red", options, isMulti: false }); // { label: "Red", value: "red" }
 * findSelectedOptions({ value: ["red"], options, isMulti: true }); // [{ label: "Red", value: "red" }]
 */
export function findSelectedOptions({
  value,
  options,
  isMulti,
}: {
  value: unknown;
  options: readonly FieldOption[];
  isMulti: boolean;
}): FieldOption | FieldOption[] | null {
  if (isMulti) {
    const values = Array.isArray(value) ? value : typeof value === "string" ? [value] : [];
    return values
      .filter((v): v is string => typeof v === "string")
      .map((v) => toOption(v, options));
  }
  return typeof value === "string" && value !== "" ? toOption(value, options) : null;
}

/**
 * Options the stored value holds that no given option offers, e.g. a value
 * created earlier or prefilled, so a creatable select can count them as taken.
 *
 * @example
 * unknownSelectedOptions({ value: ["x"], options: [] }); // [{ label: "x", value: "x" }]
 */
export function unknownSelectedOptions({
  value,
  options,
}: {
  value: unknown;
  options: readonly FieldOption[];
}): FieldOption[] {
  const values = Array.isArray(value) ? value : [value];
  return values
    .filter((v): v is string => typeof v === "string" && v !== "")
    .filter((v) => !options.some((option) => option.value === v))
    .map((v) => ({ label: v, value: v }));
}
