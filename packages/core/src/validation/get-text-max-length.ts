import { textMaxLengthOf } from "../document/text-max-length-of";
import type { FieldType } from "../field-types/list";

/**
 * The longest answer a field of this type holds, in code points, for a type
 * whose answer is typed text (its type's `textMaxLength`): the cap every value
 * is measured against before any rule or pattern looks at it. Throws for a
 * type whose answer is not typed text (see `textMaxLengthOf` for input of
 * unknown shape).
 *
 * @example
 * getTextMaxLength("textarea"); // 10000
 */
export function getTextMaxLength(type: FieldType): number {
  const cap = textMaxLengthOf(type);
  if (cap === undefined) throw new Error(`A "${type}" field's answer is not typed text`);
  return cap;
}
