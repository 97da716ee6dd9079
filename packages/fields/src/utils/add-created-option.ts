import type { CreateOptionPosition } from "@formwright/core";
import type { FieldOption } from "../types";

/**
 * The list of created options after one more is created: the new one goes
 * last, or first when the position is `"first"`.
 *
 * @example
 * addCreatedOption({ created: [a], option: b, position: "last" }); // [a, b]
 * addCreatedOption({ created: [a], option: b, position: "first" }); // [b, a]
 */
export function addCreatedOption({
  created,
  option,
  position,
}: {
  created: readonly FieldOption[];
  option: FieldOption;
  position: CreateOptionPosition;
}): FieldOption[] {
  return position === "first" ? [option, ...created] : [...created, option];
}

/**
 * The options a creatable select shows: the given ones with the created ones
 * before them (`"first"`) or after them (`"last"`).
 *
 * @example
 * withCreatedOptions({ options: [a], created: [b], position: "last" }); // [a, b]
 */
export function withCreatedOptions({
  options,
  created,
  position,
}: {
  options: readonly FieldOption[];
  created: readonly FieldOption[];
  position: CreateOptionPosition;
}): FieldOption[] {
  return position === "first" ? [...created, ...options] : [...options, ...created];
}
