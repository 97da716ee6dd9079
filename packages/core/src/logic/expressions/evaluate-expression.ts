import {
  EXPRESSION_FUNCTIONS,
  type ExpressionArgument,
  type ExpressionScope,
} from "./expression-functions";
import {
  cleanNumber,
  type ExpressionValue,
  isBlank,
  isTruthy,
  toExpressionValue,
  toNumber,
  toText,
} from "./expression-values";
import type { BinaryOperator, Expression } from "./parse-expression";

/** Whether `+` joins rather than adds: a text or a list on either side. */
function joins(left: unknown, right: unknown): boolean {
  return (
    typeof left === "string" ||
    typeof right === "string" ||
    Array.isArray(left) ||
    Array.isArray(right)
  );
}

/**
 * Equality: a list equals a value it holds (`features = "pdf"`); two values
 * that are both numbers (or numeric texts) compare as numbers; otherwise as
 * texts, so an unanswered field equals "".
 */
function equals(left: unknown, right: unknown): boolean {
  if (Array.isArray(left) && !Array.isArray(right)) {
    const text = toText(right);
    return left.some((item) => toText(item) === text);
  }
  if (Array.isArray(right) && !Array.isArray(left)) return equals(right, left);
  if (!isBlank(left) && !isBlank(right)) {
    const a = toNumber(left);
    const b = toNumber(right);
    if (a !== null && b !== null) return a === b;
  }
  return toText(left) === toText(right);
}

/**
 * Order: false when either side is unanswered (an empty age is not under 18);
 * numbers (or numeric texts) as numbers, other texts by their characters.
 */
function compare(left: unknown, right: unknown, test: (order: number) => boolean): boolean {
  if (isBlank(left) || isBlank(right)) return false;
  const a = toNumber(left);
  const b = toNumber(right);
  if (a !== null && b !== null) return test(a - b);
  const x = toText(left);
  const y = toText(right);
  return test(x < y ? -1 : x > y ? 1 : 0);
}

function arithmetic(left: unknown, right: unknown, apply: (a: number, b: number) => number) {
  const a = toNumber(left);
  const b = toNumber(right);
  return a === null || b === null ? null : cleanNumber(apply(a, b));
}

const BINARY: Record<
  Exclude<BinaryOperator, "and" | "or">,
  (left: unknown, right: unknown) => ExpressionValue
> = {
  // Adds numbers (and what is unanswered); joins as text when either side is a text.
  "+": (left, right) =>
    joins(left, right) ? toText(left) + toText(right) : arithmetic(left, right, (a, b) => a + b),
  "-": (left, right) => arithmetic(left, right, (a, b) => a - b),
  "*": (left, right) => arithmetic(left, right, (a, b) => a * b),
  "/": (left, right) => arithmetic(left, right, (a, b) => (b === 0 ? Number.NaN : a / b)),
  "%": (left, right) => arithmetic(left, right, (a, b) => (b === 0 ? Number.NaN : a % b)),
  "==": (left, right) => equals(left, right),
  "!=": (left, right) => !equals(left, right),
  "<": (left, right) => compare(left, right, (order) => order < 0),
  "<=": (left, right) => compare(left, right, (order) => order <= 0),
  ">": (left, right) => compare(left, right, (order) => order > 0),
  ">=": (left, right) => compare(left, right, (order) => order >= 0),
};

/** A node's value as read: a name gives the answer as stored (a list stays a list). */
function run(expression: Expression, scope: ExpressionScope): unknown {
  switch (expression.kind) {
    case "literal":
      return expression.value;
    case "name":
      return scope.read(expression.name);
    case "negate": {
      const number = toNumber(run(expression.operand, scope));
      return number === null ? null : cleanNumber(-number);
    }
    case "not":
      return !isTruthy(run(expression.operand, scope));
    case "binary": {
      const { operator } = expression;
      if (operator === "and") {
        return isTruthy(run(expression.left, scope)) && isTruthy(run(expression.right, scope));
      }
      if (operator === "or") {
        return isTruthy(run(expression.left, scope)) || isTruthy(run(expression.right, scope));
      }
      return BINARY[operator](run(expression.left, scope), run(expression.right, scope));
    }
    case "call": {
      const args: ExpressionArgument[] = expression.args.map((arg) => ({
        value: () => run(arg, scope),
        name: arg.kind === "name" ? arg.name : null,
      }));
      return EXPRESSION_FUNCTIONS[expression.name].call(args, scope);
    }
  }
}

/**
 * The value of a parsed expression for a set of answers: one walk over its
 * nodes (each evaluated at most once), the same in the browser and on the
 * server. Lists (a checkbox group's answer) are read as lists by `count`,
 * `sum`, `min`, `max` and `=`, and as their text elsewhere.
 *
 * @example
 * const { expression } = parseExpression("price * quantity");
 * evaluateExpression(expression, { read: (n) => ({ price: 2.5, quantity: 3 })[n], points: () => 0 }); // 7.5
 */
export function evaluateExpression(
  expression: Expression,
  scope: ExpressionScope,
): ExpressionValue {
  return toExpressionValue(run(expression, scope));
}
