import { TEXT_MAX_LENGTH, TEXTAREA_MAX_LENGTH } from "../constants";

/**
 * The longest answer a text or textarea field holds, in code points: the cap
 * every value is measured against before any rule or pattern looks at it.
 *
 * @example
 * getTextMaxLength("textarea"); // 10000
 */
export function getTextMaxLength(type: "text" | "textarea"): number {
  return type === "textarea" ? TEXTAREA_MAX_LENGTH : TEXT_MAX_LENGTH;
}
