import { isAnswered } from "./is-answered";
import type { Condition, VisibleWhen } from "./visible-when-schema";

/** Text compared as people mean it: surrounding spaces and letter case do not count. */
function normalText(value: string): string {
  return value.trim().toLocaleLowerCase("en");
}

function equalsValue(answer: unknown, value: Condition["value"]): boolean {
  if (typeof answer === "string" && typeof value === "string") {
    return normalText(answer) === normalText(value);
  }
  return answer === value;
}

function containsValue(answer: unknown, value: Condition["value"]): boolean {
  if (Array.isArray(answer)) return answer.some((item) => equalsValue(item, value));
  if (typeof answer === "string" && typeof value === "string") {
    return normalText(answer).includes(normalText(value));
  }
  return false;
}

/** -1, 0 or 1 for two numbers, or two texts of one format (dates, times); null when they do not compare. */
function compare(answer: unknown, value: Condition["value"]): number | null {
  if (typeof answer === "number" && typeof value === "number" && Number.isFinite(answer)) {
    return Math.sign(answer - value);
  }
  if (typeof answer === "string" && typeof value === "string" && answer.length === value.length) {
    // "YYYY-MM-DD" and "HH:MM" order as text.
    return answer < value ? -1 : answer > value ? 1 : 0;
  }
  return null;
}

/**
 * Whether one condition holds for an answer (the field's value as the form
 * holds it, `undefined` when not answered or hidden). An answer of another
 * kind than the value (text where a number is compared) makes `equals`,
 * `contains`, `greaterThan` and `lessThan` false, and their negations true.
 *
 * @example
 * evaluateCondition({ field: "age", op: "greaterThan", value: 17 }, 18); // true
 */
export function evaluateCondition(condition: Condition, answer: unknown): boolean {
  switch (condition.op) {
    case "isAnswered":
      return isAnswered(answer);
    case "isNotAnswered":
      return !isAnswered(answer);
    case "equals":
      return equalsValue(answer, condition.value);
    case "notEquals":
      return !equalsValue(answer, condition.value);
    case "contains":
      return containsValue(answer, condition.value);
    case "notContains":
      return !containsValue(answer, condition.value);
    case "greaterThan":
      return compare(answer, condition.value) === 1;
    case "lessThan":
      return compare(answer, condition.value) === -1;
  }
}

/**
 * Whether a block with this `visibleWhen` is shown, given the answers of the
 * fields shown so far (`answerOf(name)` is `undefined` for a hidden field).
 *
 * @example
 * isVisible({ all: [{ field: "role", op: "equals", value: "other" }] }, (n) => values[n]);
 */
export function isVisible(
  visibleWhen: VisibleWhen | undefined,
  answerOf: (name: string) => unknown,
): boolean {
  if (visibleWhen?.all)
    return visibleWhen.all.every((c) => evaluateCondition(c, answerOf(c.field)));
  if (visibleWhen?.any) return visibleWhen.any.some((c) => evaluateCondition(c, answerOf(c.field)));
  return true;
}
