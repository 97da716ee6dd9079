import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { answers, expression, scope } from "../../test/expression-arbitraries";
import type { Expression } from "./index";
import { evaluateExpression, parseExpression } from "./index";

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
