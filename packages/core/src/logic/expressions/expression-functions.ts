import { countCodePoints } from "../../validation/count-code-points";
import { isAnswered } from "../is-answered";
import {
  cleanNumber,
  type ExpressionValue,
  isTruthy,
  numbersIn,
  toExpressionValue,
  toNumber,
  toText,
} from "./expression-values";

/** What an expression reads answers and scores from. */
export interface ExpressionScope {
  /** A field's answer (as stored) or a computed variable's value, by name. */
  read(name: string): unknown;
  /** The points a field's answer scores (issue 32 §2); 0 where the field has none. */
  points(name: string): number;
}

/** One argument, read only when the function asks (so `if` evaluates one branch). */
export interface ExpressionArgument {
  value(): unknown;
  /** The field or variable named, when the argument is a bare name. */
  name: string | null;
}

export interface ExpressionFunction {
  min: number;
  max: number;
  /** Whether each argument must be a field's name (its answer, not a computed value). */
  fieldArgument?: boolean;
  call(args: readonly ExpressionArgument[], scope: ExpressionScope): ExpressionValue;
}

const ANY = Number.POSITIVE_INFINITY;
function values(args: readonly ExpressionArgument[]): unknown[] {
  return args.map((arg) => arg.value());
}

/** A high surrogate: without one, a text's length is its count of characters (a pair counts once). */
const HIGH_SURROGATE = /[\uD800-\uDBFF]/;

/** The characters of a text: its units, or its code points where it has a surrogate. */
function charactersOf(text: string): number {
  return HIGH_SURROGATE.test(text) ? countCodePoints(text) : text.length;
}

/**
 * The characters of a value as text (`toText`), counted without building the
 * text: a list's items and the ", " between them (a list of created choices
 * may be a megabyte long), read once in a loop with a fast path for text items.
 */
function textLength(value: unknown): number {
  if (typeof value === "string") return charactersOf(value);
  if (!Array.isArray(value)) return charactersOf(toText(value));
  let length = value.length > 1 ? 2 * (value.length - 1) : 0;
  for (let index = 0; index < value.length; index++) {
    const item: unknown = value[index];
    length += typeof item === "string" ? charactersOf(item) : textLength(item);
  }
  return length;
}

/**
 * The functions of the expression language, by name. A table, so the parser
 * checks names and arguments and the evaluator calls them without a switch.
 */
export const EXPRESSION_FUNCTIONS = {
  /** `if(condition, then, else)`: only the branch taken is evaluated. */
  if: {
    min: 3,
    max: 3,
    call: ([condition, then, otherwise]) =>
      toExpressionValue((isTruthy(condition?.value()) ? then : otherwise)?.value()),
  },
  /** The sum of its numbers (a list adds each of its values; unanswered adds nothing). */
  sum: {
    min: 1,
    max: ANY,
    call: (args) => cleanNumber(numbersIn(values(args)).reduce((sum, n) => sum + n, 0)),
  },
  /** The smallest of its numbers, or nothing when none is answered. */
  min: {
    min: 1,
    max: ANY,
    call: (args) => {
      const numbers = numbersIn(values(args));
      return numbers.length > 0 ? numbers.reduce((a, b) => Math.min(a, b)) : null;
    },
  },
  /** The largest of its numbers, or nothing when none is answered. */
  max: {
    min: 1,
    max: ANY,
    call: (args) => {
      const numbers = numbersIn(values(args));
      return numbers.length > 0 ? numbers.reduce((a, b) => Math.max(a, b)) : null;
    },
  },
  /** `round(x)` to a whole number, `round(x, digits)` to 0–12 decimals; halves away from zero. */
  round: {
    min: 1,
    max: 2,
    call: ([x, digits]) => {
      const number = toNumber(x?.value());
      if (number === null) return null;
      const places = Math.min(12, Math.max(0, Math.trunc(toNumber(digits?.value()) ?? 0)));
      const factor = 10 ** places;
      return cleanNumber((Math.sign(number) * Math.round(Math.abs(number) * factor)) / factor);
    },
  },
  /** The number without its sign. */
  abs: {
    min: 1,
    max: 1,
    call: ([x]) => {
      const number = toNumber(x?.value());
      return number === null ? null : Math.abs(number);
    },
  },
  /** How many options a field's answer chose (a single choice answered counts 1). */
  count: {
    min: 1,
    max: 1,
    fieldArgument: true,
    call: ([field]) => {
      const answer = field?.value();
      return Array.isArray(answer) ? answer.length : isAnswered(answer) ? 1 : 0;
    },
  },
  /** How many characters a value has as text. */
  length: {
    min: 1,
    max: 1,
    call: ([x]) => textLength(x?.value()),
  },
  /** The points a field's answer scores. */
  points: {
    min: 1,
    max: 1,
    fieldArgument: true,
    call: ([field], scope) => (field?.name ? scope.points(field.name) : 0),
  },
  /** Whether a field is answered. */
  answered: {
    min: 1,
    max: 1,
    fieldArgument: true,
    call: ([field]) => isAnswered(field?.value()),
  },
} satisfies Record<string, ExpressionFunction>;

export type ExpressionFunctionName = keyof typeof EXPRESSION_FUNCTIONS;
