import { isRecord } from "../../utils/is-record";
import type { AnswerField, OptionLabel } from "../field-type-definition";

function labelOf(options: readonly OptionLabel[] | undefined, value: string): string {
  return options?.find((option) => option.value === value)?.label ?? value;
}

function cellText(field: AnswerField, cell: unknown): string {
  const items = Array.isArray(cell) ? cell : [cell];
  return items
    .filter((item): item is string => typeof item === "string")
    .map((item) => labelOf(field.columns, item))
    .join(", ");
}

/**
 * A matrix answer as people read it: one "Row: Column" per answered row,
 * joined with "; " (several columns of a row joined with ", "), labels where
 * the field knows them. With `row`, only that row's columns (a CSV cell).
 *
 * @example
 * matrixAnswerText({ price: "good" }, { rows: [{ value: "price", label: "Price" }] }); // "Price: good"
 * matrixAnswerText({ price: ["a", "b"] }, {}, "price"); // "a, b"
 */
export function matrixAnswerText(value: unknown, field: AnswerField, row?: string): string {
  if (!isRecord(value)) return "";
  if (row !== undefined) return Object.hasOwn(value, row) ? cellText(field, value[row]) : "";
  const order = field.rows?.map((r) => r.value) ?? [];
  const keys = [...order.filter((key) => Object.hasOwn(value, key))];
  for (const key of Object.keys(value)) if (!keys.includes(key)) keys.push(key);
  return keys
    .map((key) => `${labelOf(field.rows, key)}: ${cellText(field, value[key])}`)
    .join("; ");
}
