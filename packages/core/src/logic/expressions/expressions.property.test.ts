import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Expression } from "./index";
import { evaluateExpression, parseExpression } from "./index";

// Random expressions over a few names, printed as an author would write them
// (fully parenthesised), against random answers of every shape a field stores.

const NAMES = ["a", "b", "c", "list"] as const;

const literal = fc.oneof(
  fc.integer({ min: -1000, max: 1000 }).map((n) => (n < 0 ? `(0 - ${-n})` : String(n))),
  fc.double({ min: 0, max: 1000, noNaN: true }).map((n) => n.toFixed(3)),
  fc.string({ maxLength: 6 }).map((s) => `'${s.replaceAll("\\", "\\\\").replaceAll("'", "\\'")}'`),
  fc.constantFrom("true", "false"),
);
const name = fc.constantFrom(...NAMES);

const { expression } = fc.letrec<{ expression: string }>((tie) => ({
  expression: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    literal,
    name,
    fc
      .tuple(
        tie("expression"),
        fc.constantFrom("+", "-", "*", "/", "%", "=", "!=", "<", "<=", ">", ">=", "and", "or"),
        tie("expression"),
      )
      .map(([l, op, r]) => `(${l} ${op} ${r})`),
    tie("expression").map((e) => `(not ${e})`),
    tie("expression").map((e) => `(-${e})`),
    fc
      .tuple(tie("expression"), tie("expression"), tie("expression"))
      .map(([c, x, y]) => `if(${c}, ${x}, ${y})`),
    fc
      .tuple(
        fc.constantFrom("sum", "min", "max"),
        fc.array(tie("expression"), { minLength: 1, maxLength: 3 }),
      )
      .map(([fn, args]) => `${fn}(${args.join(", ")})`),
    fc
      .tuple(tie("expression"), fc.integer({ min: 0, max: 4 }))
      .map(([x, d]) => `round(${x}, ${d})`),
    tie("expression").map((e) => `abs(${e})`),
    tie("expression").map((e) => `length(${e})`),
    fc.tuple(fc.constantFrom("count", "answered", "points"), name).map(([fn, n]) => `${fn}(${n})`),
  ),
}));

const answer = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -1e6, max: 1e6 }),
  fc.double({ noNaN: false }),
  fc.string({ maxLength: 8 }),
  fc.constantFrom("3", " 4.5 ", "-2", ""),
  fc.array(fc.string({ maxLength: 4 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 3 }), fc.string({ maxLength: 3 }), { maxKeys: 2 }),
);
const answers = fc.record(
  Object.fromEntries(NAMES.map((n) => [n, answer])) as Record<
    (typeof NAMES)[number],
    typeof answer
  >,
);

function scope(values: Record<string, unknown>) {
  return {
    read: (n: string) => values[n],
    points: (n: string) => n.length,
  };
}

/** Prints a parsed expression back, fully parenthesised. */
function print(node: Expression): string {
  switch (node.kind) {
    case "literal":
      return typeof node.value === "string"
        ? `'${node.value.replaceAll("\\", "\\\\").replaceAll("'", "\\'")}'`
        : String(node.value);
    case "name":
      return node.name;
    case "negate":
      return `(-${print(node.operand)})`;
    case "not":
      return `(not ${print(node.operand)})`;
    case "binary":
      return `(${print(node.left)} ${node.operator} ${print(node.right)})`;
    case "call":
      return `${node.name}(${node.args.map(print).join(", ")})`;
  }
}

describe("expressions, for any expression and any answers", () => {
  it("evaluate to one plain value without throwing", () => {
    fc.assert(
      fc.property(expression, answers, (source, values) => {
        const value = evaluateExpression(parseExpression(source).expression, scope(values));
        expect(["number", "string", "boolean", "object"]).toContain(typeof value);
        if (typeof value === "number") expect(Number.isFinite(value)).toBe(true);
        if (typeof value === "object") expect(value).toBeNull();
      }),
      { numRuns: 400 },
    );
  });

  it("print back to a text that parses to the same expression and value", () => {
    fc.assert(
      fc.property(expression, answers, (source, values) => {
        const parsed = parseExpression(source).expression;
        const again = parseExpression(print(parsed)).expression;
        expect(print(again)).toBe(print(parsed));
        expect(evaluateExpression(again, scope(values))).toEqual(
          evaluateExpression(parsed, scope(values)),
        );
      }),
      { numRuns: 400 },
    );
  });
});
