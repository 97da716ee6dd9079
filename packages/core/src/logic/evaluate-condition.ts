import { containsText } from "./contains-text";
import { isAnswered } from "./is-answered";
import type { Condition, VisibleWhen } from "./visible-when-schema";

/** Text compared as people mean it: surrounding spaces and letter case do not count. */
function normalText(value: string): string {
  return value.trim().toLocaleLowerCase("en");
}

/**
 * An answer as conditions read it, worked out once however many conditions
 * read it: whether it is answered, its text as compared (trimmed, lower
 * case), and for a list its items so.
 */
export interface ConditionAnswer {
  value: unknown;
  isAnswered: boolean;
  /** A text answer, trimmed and in lower case. */
  text?: string;
  /** A list answer's items: texts trimmed and in lower case, others as they are. */
  items?: ReadonlySet<unknown>;
}

/**
 * Prepares an answer (`undefined` when not answered or hidden) for
 * {@link evaluatePreparedCondition}: one pass over it.
 *
 * @example
 * prepareAnswer(" Yes ").text; // "yes"
 */
export function prepareAnswer(value: unknown): ConditionAnswer {
  const answer: ConditionAnswer = { value, isAnswered: isAnswered(value) };
  if (typeof value === "string") answer.text = normalText(value);
  else if (Array.isArray(value)) {
    answer.items = new Set(
      value.map((item) => (typeof item === "string" ? normalText(item) : item)),
    );
  }
  return answer;
}

function equalsValue(answer: ConditionAnswer, value: Condition["value"]): boolean {
  if (answer.text !== undefined && typeof value === "string")
    return answer.text === normalText(value);
  return answer.value === value;
}

function containsValue(answer: ConditionAnswer, value: Condition["value"]): boolean {
  if (answer.items !== undefined) {
    return answer.items.has(typeof value === "string" ? normalText(value) : value);
  }
  if (answer.text !== undefined && typeof value === "string") {
    return containsText(answer.text, normalText(value));
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
 * {@link evaluateCondition} on an answer prepared by {@link prepareAnswer}:
 * what `blockVisibility` runs, so an answer read by many conditions is
 * trimmed and lowered once. Each condition then reads at most its own value,
 * and a `contains` on text the answer too, in linear time.
 *
 * @example
 * evaluatePreparedCondition({ field: "bio", op: "contains", value: "Ada" }, prepareAnswer("I am ada")); // true
 */
export function evaluatePreparedCondition(condition: Condition, answer: ConditionAnswer): boolean {
  switch (condition.op) {
    case "isAnswered":
      return answer.isAnswered;
    case "isNotAnswered":
      return !answer.isAnswered;
    case "equals":
      return equalsValue(answer, condition.value);
    case "notEquals":
      return !equalsValue(answer, condition.value);
    case "contains":
      return containsValue(answer, condition.value);
    case "notContains":
      return !containsValue(answer, condition.value);
    case "greaterThan":
      return compare(answer.value, condition.value) === 1;
    case "lessThan":
      return compare(answer.value, condition.value) === -1;
  }
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
  return evaluatePreparedCondition(condition, prepareAnswer(answer));
}

/**
 * {@link isVisible} with answers prepared by {@link prepareAnswer}.
 *
 * @example
 * isVisiblePrepared(block.visibleWhen, (name) => prepared.get(name) ?? prepareAnswer(undefined));
 */
export function isVisiblePrepared(
  visibleWhen: VisibleWhen | undefined,
  answerOf: (name: string) => ConditionAnswer,
): boolean {
  const holds = (c: Condition) => evaluatePreparedCondition(c, answerOf(c.field));
  if (visibleWhen?.all) return visibleWhen.all.every(holds);
  if (visibleWhen?.any) return visibleWhen.any.some(holds);
  return true;
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
  return isVisiblePrepared(visibleWhen, (name) => prepareAnswer(answerOf(name)));
}
