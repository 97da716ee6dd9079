import { ExpressionError } from "./expression-error";

/** One token of an expression, with the 1-based column where it starts. */
export type Token =
  | { kind: "numeral"; value: number; at: number }
  | { kind: "string"; value: string; at: number }
  | { kind: "name"; value: string; at: number }
  | { kind: "op"; value: Operator; at: number }
  | { kind: "end"; at: number };

/** Operators and punctuation, as the parser sees them (`=` and `==` are one). */
export type Operator =
  | "+"
  | "-"
  | "*"
  | "/"
  | "%"
  | "("
  | ")"
  | ","
  | "=="
  | "!="
  | "<"
  | "<="
  | ">"
  | ">=";

/** Spellings of each operator; the longest is tried first. */
const OPERATORS: ReadonlyArray<readonly [string, Operator]> = [
  ["==", "=="],
  ["!=", "!="],
  ["<>", "!="],
  ["<=", "<="],
  [">=", ">="],
  ["=", "=="],
  ["<", "<"],
  [">", ">"],
  ["+", "+"],
  ["-", "-"],
  ["*", "*"],
  ["/", "/"],
  ["%", "%"],
  ["(", "("],
  [")", ")"],
  [",", ","],
];

const NAME = /[A-Za-z_][A-Za-z0-9_]*/y;
const NUMBER = /\d+(?:\.\d+)?/y;
const SPACE = /\s+/y;

/** Reads `pattern` (sticky) at `index`, or null. */
function readAt(pattern: RegExp, source: string, index: number): string | null {
  pattern.lastIndex = index;
  return pattern.exec(source)?.[0] ?? null;
}

/**
 * Reads a quoted string starting at `start` (its quote); `\` escapes the
 * next character. Returns the text and the index after the closing quote.
 */
function readString(source: string, start: number): { value: string; end: number } {
  const quote = source[start];
  let value = "";
  let index = start + 1;
  while (index < source.length) {
    const char = source[index] as string;
    if (char === quote) return { value, end: index + 1 };
    if (char === "\\" && index + 1 < source.length) {
      value += source[index + 1];
      index += 2;
    } else {
      value += char;
      index++;
    }
  }
  throw new ExpressionError("the text is not closed with its quote", start + 1);
}

/**
 * The tokens of an expression, in one pass over its characters (each read
 * once: linear time), ending with an `end` token.
 *
 * @example
 * tokenize("price * 2").map((t) => t.kind); // ["name", "op", "numeral", "end"]
 */
export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < source.length) {
    const space = readAt(SPACE, source, index);
    if (space) {
      index += space.length;
      continue;
    }
    const at = index + 1;
    const char = source[index] as string;
    if (char === '"' || char === "'") {
      const { value, end } = readString(source, index);
      tokens.push({ kind: "string", value, at });
      index = end;
      continue;
    }
    const number = readAt(NUMBER, source, index);
    if (number) {
      tokens.push({ kind: "numeral", value: Number(number), at });
      index += number.length;
      continue;
    }
    const name = readAt(NAME, source, index);
    if (name) {
      tokens.push({ kind: "name", value: name, at });
      index += name.length;
      continue;
    }
    const operator = OPERATORS.find(([spelling]) => source.startsWith(spelling, index));
    if (!operator) throw new ExpressionError(`unexpected "${char}"`, at);
    tokens.push({ kind: "op", value: operator[1], at });
    index += operator[0].length;
  }
  tokens.push({ kind: "end", at: source.length + 1 });
  return tokens;
}
