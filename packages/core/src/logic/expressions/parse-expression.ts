import { ExpressionError } from "./expression-error";
import {
  EXPRESSION_FUNCTIONS,
  type ExpressionFunction,
  type ExpressionFunctionName,
} from "./expression-functions";
import { type Operator, type Token, tokenize } from "./tokenize";

/** Longest expression text accepted, in characters. */
export const EXPRESSION_MAX_LENGTH = 2000;
/** Deepest nesting of parentheses, calls and prefix operators. */
export const EXPRESSION_MAX_DEPTH = 32;

export type BinaryOperator = Exclude<Operator, "(" | ")" | ","> | "and" | "or";

/** A parsed expression. `at` is the 1-based column where the node starts. */
export type Expression =
  | { kind: "literal"; value: number | string | boolean; at: number }
  | { kind: "name"; name: string; at: number }
  | { kind: "negate" | "not"; operand: Expression; at: number }
  | { kind: "binary"; operator: BinaryOperator; left: Expression; right: Expression; at: number }
  | { kind: "call"; name: ExpressionFunctionName; args: Expression[]; at: number };

/** A name an expression reads, where, and whether a function asks for a field there. */
export interface NameUse {
  name: string;
  at: number;
  /** The function whose argument it is, when that argument must be a field (`count(x)`). */
  asFieldOf?: ExpressionFunctionName;
}

/** Binding power of each infix operator: higher binds tighter. */
const INFIX: Partial<Record<string, number>> = {
  or: 1,
  and: 2,
  "==": 4,
  "!=": 4,
  "<": 4,
  "<=": 4,
  ">": 4,
  ">=": 4,
  "+": 5,
  "-": 5,
  "*": 6,
  "/": 6,
  "%": 6,
};
const COMPARISON = 4;
const PREFIX_NOT = 3;
const PREFIX_MINUS = 7;

const KEYWORDS = new Set(["and", "or", "not", "true", "false"]);

function describe(token: Token): string {
  switch (token.kind) {
    case "end":
      return "the end";
    case "string":
      return "a text";
    case "numeral":
      return `"${token.value}"`;
    default:
      return `"${token.value}"`;
  }
}

/** Recursive descent with precedence climbing over the tokens, each read once. */
class Parser {
  private index = 0;
  private depth = 0;
  readonly names: NameUse[] = [];

  constructor(private readonly tokens: Token[]) {}

  private peek(): Token {
    return this.tokens[this.index] as Token;
  }

  private next(): Token {
    return this.tokens[this.index++] as Token;
  }

  private isOp(token: Token, value: Operator): boolean {
    return token.kind === "op" && token.value === value;
  }

  private expect(value: Operator): void {
    const token = this.next();
    if (!this.isOp(token, value)) {
      throw new ExpressionError(`expected "${value}" but found ${describe(token)}`, token.at);
    }
  }

  private enter(at: number): void {
    if (++this.depth > EXPRESSION_MAX_DEPTH) {
      throw new ExpressionError(`nested more than ${EXPRESSION_MAX_DEPTH} deep`, at);
    }
  }

  parseAll(): Expression {
    if (this.peek().kind === "end") throw new ExpressionError("the expression is empty", 1);
    const expression = this.parse(0);
    const rest = this.peek();
    if (rest.kind !== "end") throw new ExpressionError(`unexpected ${describe(rest)}`, rest.at);
    return expression;
  }

  /** An expression whose infix operators all bind tighter than `minPower`. */
  private parse(minPower: number): Expression {
    let left = this.parsePrefix();
    for (;;) {
      const token = this.peek();
      const operator =
        token.kind === "op" ||
        (token.kind === "name" && (token.value === "and" || token.value === "or"))
          ? (token.value as BinaryOperator)
          : null;
      const power = operator ? INFIX[operator] : undefined;
      if (!operator || power === undefined || power <= minPower) return left;
      this.next();
      const right = this.parse(power);
      if (power === COMPARISON) {
        const after = this.peek();
        if (after.kind === "op" && INFIX[after.value] === COMPARISON) {
          throw new ExpressionError("comparisons cannot be chained: join them with and", after.at);
        }
      }
      left = { kind: "binary", operator, left, right, at: left.at };
    }
  }

  private parsePrefix(): Expression {
    const token = this.next();
    if (token.kind === "op" && token.value === "-") {
      this.enter(token.at);
      const operand = this.parse(PREFIX_MINUS);
      this.depth--;
      return { kind: "negate", operand, at: token.at };
    }
    if (token.kind === "name" && token.value === "not") {
      this.enter(token.at);
      const operand = this.parse(PREFIX_NOT);
      this.depth--;
      return { kind: "not", operand, at: token.at };
    }
    if (this.isOp(token, "(")) {
      this.enter(token.at);
      const inner = this.parse(0);
      this.expect(")");
      this.depth--;
      return inner;
    }
    if (token.kind === "numeral" || token.kind === "string") {
      return { kind: "literal", value: token.value, at: token.at };
    }
    if (token.kind === "name") {
      if (token.value === "true" || token.value === "false") {
        return { kind: "literal", value: token.value === "true", at: token.at };
      }
      if (KEYWORDS.has(token.value)) {
        throw new ExpressionError(`"${token.value}" needs a value before it`, token.at);
      }
      if (this.isOp(this.peek(), "(")) return this.parseCall(token.value, token.at);
      this.names.push({ name: token.value, at: token.at });
      return { kind: "name", name: token.value, at: token.at };
    }
    throw new ExpressionError(`unexpected ${describe(token)}`, token.at);
  }

  private parseCall(name: string, at: number): Expression {
    const fn: ExpressionFunction | undefined = Object.hasOwn(EXPRESSION_FUNCTIONS, name)
      ? EXPRESSION_FUNCTIONS[name as ExpressionFunctionName]
      : undefined;
    if (!fn) throw new ExpressionError(`unknown function "${name}"`, at);
    this.enter(at);
    this.expect("(");
    const args: Expression[] = [];
    if (!this.isOp(this.peek(), ")")) {
      for (;;) {
        const start = this.peek();
        const arg = this.parse(0);
        if (fn.fieldArgument) {
          if (arg.kind !== "name") {
            throw new ExpressionError(`${name}() takes the name of a field`, start.at);
          }
          const use = this.names.at(-1);
          if (use) use.asFieldOf = name as ExpressionFunctionName;
        }
        args.push(arg);
        if (!this.isOp(this.peek(), ",")) break;
        this.next();
      }
    }
    this.expect(")");
    this.depth--;
    if (args.length < fn.min || args.length > fn.max) {
      const count =
        fn.min === fn.max
          ? `${fn.min}`
          : fn.max === Number.POSITIVE_INFINITY
            ? `at least ${fn.min}`
            : `${fn.min} or ${fn.max}`;
      throw new ExpressionError(
        `${name}() takes ${count} argument${count === "1" ? "" : "s"}, not ${args.length}`,
        at,
      );
    }
    return { kind: "call", name: name as ExpressionFunctionName, args, at };
  }
}

/** A parsed expression and the names it reads, in order. */
export interface ParsedExpression {
  expression: Expression;
  names: NameUse[];
}

/**
 * Parses an expression of the form language (issue 32): numbers, texts in
 * quotes, `true`/`false`, names of fields and variables, `+ - * / %`,
 * comparisons (`=` or `==`, `!=` or `<>`, `<`, `<=`, `>`, `>=`), `and`, `or`,
 * `not`, parentheses and the functions of {@link EXPRESSION_FUNCTIONS}.
 * Linear in the text's length; no `eval`. Throws an {@link ExpressionError}
 * naming the column of the first problem. Whether the names exist is
 * {@link checkExpressionNames}' job.
 *
 * @example
 * parseExpression("round(price * quantity, 2)").names.map((n) => n.name); // ["price", "quantity"]
 */
export function parseExpression(source: string): ParsedExpression {
  if (source.length > EXPRESSION_MAX_LENGTH) {
    throw new ExpressionError(
      `the expression is longer than ${EXPRESSION_MAX_LENGTH} characters`,
      EXPRESSION_MAX_LENGTH + 1,
    );
  }
  const parser = new Parser(tokenize(source));
  const expression = parser.parseAll();
  return { expression, names: parser.names };
}

/** What a name may be where an expression is used. */
export interface NameScope {
  /** Fields the expression may read (those before where it is used). */
  fields: ReadonlySet<string>;
  /** Variables it may read (those defined before it). */
  variables: ReadonlySet<string>;
  /** Names that exist but may not be read here, with why (a later block, a later variable). */
  tooLate?: ReadonlyMap<string, string>;
}

/**
 * Throws for the first name the expression may not read: `unknown name
 * "quantiy" at 7`, or the reason a known one is out of reach, or a variable
 * given to a function that reads a field's answer.
 */
export function checkExpressionNames(parsed: ParsedExpression, scope: NameScope): void {
  for (const use of parsed.names) {
    if (scope.fields.has(use.name)) continue;
    if (scope.variables.has(use.name)) {
      if (use.asFieldOf) {
        throw new ExpressionError(
          `${use.asFieldOf}() takes the name of a field, and "${use.name}" is a variable`,
          use.at,
        );
      }
      continue;
    }
    const why = scope.tooLate?.get(use.name);
    throw new ExpressionError(why ?? `unknown name "${use.name}"`, use.at);
  }
}
