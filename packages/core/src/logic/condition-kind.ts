import type { ConditionOperator } from "./visible-when-schema";

/**
 * What conditions on a field compare, by the kind of its answers:
 * - `text`: equals, notEquals, contains, notContains with a text value;
 * - `option`: equals, notEquals with one of the field's option values;
 * - `options`: contains, notContains with one of the field's option values;
 * - `boolean`: equals, notEquals with true or false;
 * - `number`, `date`, `time`: equals, notEquals, greaterThan, lessThan with a
 *   number, a `YYYY-MM-DD` date or an `HH:MM` time;
 * - `answered`: only isAnswered and isNotAnswered.
 * Every kind takes isAnswered and isNotAnswered.
 */
export type ConditionKind =
  | "text"
  | "option"
  | "options"
  | "boolean"
  | "number"
  | "date"
  | "time"
  | "answered";

const ANSWERED: readonly ConditionOperator[] = ["isAnswered", "isNotAnswered"];
const ORDERED: readonly ConditionOperator[] = [
  "equals",
  "notEquals",
  "greaterThan",
  "lessThan",
  ...ANSWERED,
];

/**
 * The operators each kind of field takes, in the editor's order.
 *
 * @example
 * OPERATORS_BY_KIND.options; // ["contains", "notContains", "isAnswered", "isNotAnswered"]
 */
export const OPERATORS_BY_KIND: Readonly<Record<ConditionKind, readonly ConditionOperator[]>> = {
  text: ["equals", "notEquals", "contains", "notContains", ...ANSWERED],
  option: ["equals", "notEquals", ...ANSWERED],
  options: ["contains", "notContains", ...ANSWERED],
  boolean: ["equals", "notEquals", ...ANSWERED],
  number: ORDERED,
  date: ORDERED,
  time: ORDERED,
  answered: ANSWERED,
};
