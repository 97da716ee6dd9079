import { describe, expect, it } from "vitest";
import { cpuMsOf, SUBMIT_CPU_BUDGET_MS } from "../../test/costly-documents";
import {
  checkExpressionNames,
  EXPRESSION_MAX_DEPTH,
  EXPRESSION_MAX_LENGTH,
  ExpressionError,
  evaluateExpression,
  parseExpression,
} from "./index";

function evaluate(
  source: string,
  answers: Record<string, unknown> = {},
  points: Record<string, number> = {},
) {
  return evaluateExpression(parseExpression(source).expression, {
    read: (name) => answers[name],
    points: (name) => points[name] ?? 0,
  });
}

function problem(source: string): string {
  try {
    parseExpression(source);
  } catch (error) {
    if (error instanceof ExpressionError) return error.message;
    throw error;
  }
  throw new Error(`"${source}" parsed`);
}

describe("parseExpression", () => {
  it("reads numbers, texts, names, operators and calls, and lists the names read", () => {
    const parsed = parseExpression(`round(price * quantity + 'x\\'s', 2) >= 10 and not vip`);
    expect(parsed.names.map((use) => [use.name, use.at])).toEqual([
      ["price", 7],
      ["quantity", 15],
      ["vip", 51],
    ]);
    expect(parsed.expression.kind).toBe("binary");
  });

  it("names the column of the first problem", () => {
    expect(problem("price * ")).toBe("unexpected the end at 9");
    expect(problem("price # 2")).toBe('unexpected "#" at 7');
    expect(problem("(1 + 2")).toBe('expected ")" but found the end at 7');
    expect(problem("'open")).toBe("the text is not closed with its quote at 1");
    expect(problem("")).toBe("the expression is empty at 1");
    expect(problem("frobnicate(1)")).toBe('unknown function "frobnicate" at 1');
    expect(problem("if(a, b)")).toBe("if() takes 3 arguments, not 2 at 1");
    expect(problem("round()")).toBe("round() takes 1 or 2 arguments, not 0 at 1");
    expect(problem("sum()")).toBe("sum() takes at least 1 arguments, not 0 at 1");
    expect(problem("1 + count(a + b)")).toBe("count() takes the name of a field at 11");
    expect(problem("1 < a < 3")).toBe("comparisons cannot be chained: join them with and at 7");
    expect(problem("a and")).toBe("unexpected the end at 6");
    expect(problem("and a")).toBe('"and" needs a value before it at 1');
    expect(problem("1 2")).toBe('unexpected "2" at 3');
  });

  it("refuses texts over the length limit and nesting over the depth limit", () => {
    expect(problem("1".repeat(EXPRESSION_MAX_LENGTH + 1))).toBe(
      `the expression is longer than ${EXPRESSION_MAX_LENGTH} characters at ${EXPRESSION_MAX_LENGTH + 1}`,
    );
    const deep = `${"(".repeat(EXPRESSION_MAX_DEPTH + 1)}1${")".repeat(EXPRESSION_MAX_DEPTH + 1)}`;
    expect(problem(deep)).toBe(
      `nested more than ${EXPRESSION_MAX_DEPTH} deep at ${EXPRESSION_MAX_DEPTH + 1}`,
    );
    const fine = `${"(".repeat(EXPRESSION_MAX_DEPTH)}1${")".repeat(EXPRESSION_MAX_DEPTH)}`;
    expect(evaluate(fine)).toBe(1);
    // A long flat chain is not nesting: a loop, not recursion.
    expect(evaluate(Array.from({ length: 500 }, () => "1").join("+"))).toBe(500);
  });
});

describe("checkExpressionNames", () => {
  const scope = {
    fields: new Set(["price", "quantity", "features"]),
    variables: new Set(["subtotal"]),
    tooLate: new Map([["later", 'the field "later" comes after this block']]),
  };
  function check(source: string): string | null {
    try {
      checkExpressionNames(parseExpression(source), scope);
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  }

  it("accepts fields and earlier variables", () => {
    expect(check("price * quantity + subtotal + count(features)")).toBeNull();
  });

  it("names the first unknown name and its column", () => {
    expect(check("price * quantiy")).toBe('unknown name "quantiy" at 9');
  });

  it("says why a known name is out of reach, and refuses a variable where a field's answer is read", () => {
    expect(check("1 + later")).toBe('the field "later" comes after this block at 5');
    expect(check("count(subtotal)")).toBe(
      'count() takes the name of a field, and "subtotal" is a variable at 7',
    );
  });
});

describe("evaluateExpression", () => {
  it("does arithmetic with the usual precedence, unanswered as 0, without float noise", () => {
    expect(evaluate("price * quantity + 2", { price: 2.5, quantity: 3 })).toBe(9.5);
    expect(evaluate("1 + 2 * 3 - 4 / 2")).toBe(5);
    expect(evaluate("(1 + 2) * 3")).toBe(9);
    expect(evaluate("-2 * -3")).toBe(6);
    expect(evaluate("7 % 3")).toBe(1);
    expect(evaluate("0.1 + 0.2")).toBe(0.3);
    expect(evaluate("price * quantity", { price: 4 })).toBe(0);
    expect(evaluate("a * 2", { a: "21" })).toBe(42);
  });

  it("gives nothing for a division by zero and for arithmetic on words", () => {
    expect(evaluate("1 / 0")).toBeNull();
    expect(evaluate("5 % 0")).toBeNull();
    expect(evaluate("a * 2", { a: "many" })).toBeNull();
  });

  it("joins texts with + and adds numbers", () => {
    expect(evaluate("first + ' ' + last", { first: "Ada", last: "Lovelace" })).toBe("Ada Lovelace");
    expect(evaluate("first + ' ' + last", {})).toBe(" ");
    expect(evaluate("'Total: ' + (2 + 3)")).toBe("Total: 5");
    expect(evaluate("a + b", { a: 2, b: true })).toBe(3);
  });

  it("compares numbers as numbers, texts as texts, and lists by membership", () => {
    expect(evaluate("age >= 18", { age: 18 })).toBe(true);
    expect(evaluate("age < 18", {})).toBe(false);
    expect(evaluate("age >= 18", {})).toBe(false);
    expect(evaluate("qty = 3", { qty: "3" })).toBe(true);
    expect(evaluate("'10' > '9'")).toBe(true);
    expect(evaluate("name > 'b'", { name: "apple" })).toBe(false);
    expect(evaluate("plan = 'pro'", { plan: "pro" })).toBe(true);
    expect(evaluate("plan != 'pro'", { plan: "free" })).toBe(true);
    expect(evaluate("plan = ''", {})).toBe(true);
    expect(evaluate("features = 'pdf'", { features: ["api", "pdf"] })).toBe(true);
    expect(evaluate("features <> 'csv'", { features: ["api", "pdf"] })).toBe(true);
  });

  it("reads and, or and not by truthiness, and evaluates only the branch if() takes", () => {
    expect(evaluate("a and b", { a: 1, b: "x" })).toBe(true);
    expect(evaluate("a or b", { a: 0, b: "" })).toBe(false);
    expect(evaluate("not a", { a: [] })).toBe(true);
    expect(evaluate("not a = 1", { a: 2 })).toBe(true);
    expect(evaluate("if(vip, 'gold', 'plain')", { vip: true })).toBe("gold");
    let reads = 0;
    const value = evaluateExpression(parseExpression("if(1 > 0, 1, b)").expression, {
      read: () => {
        reads++;
        return 0;
      },
      points: () => 0,
    });
    expect([value, reads]).toEqual([1, 0]);
  });

  it("has sum, min, max, round, abs, count, length, points and answered", () => {
    expect(evaluate("sum(a, b, c)", { a: 1, b: "2", c: undefined })).toBe(3);
    expect(evaluate("sum(scores)", { scores: ["1", "2", "x", "4"] })).toBe(7);
    expect(evaluate("min(a, b)", { a: 5, b: 3 })).toBe(3);
    expect(evaluate("max(a, b)", { a: 5 })).toBe(5);
    expect(evaluate("min(a, b)", {})).toBeNull();
    expect(evaluate("round(2.345, 2)")).toBe(2.35);
    expect(evaluate("round(-2.5)")).toBe(-3);
    expect(evaluate("round(x)", { x: "n/a" })).toBeNull();
    expect(evaluate("abs(0 - 4)")).toBe(4);
    expect(evaluate("count(features)", { features: ["a", "b"] })).toBe(2);
    expect(evaluate("count(plan)", { plan: "pro" })).toBe(1);
    expect(evaluate("count(plan)", {})).toBe(0);
    expect(evaluate("length(name)", { name: "Zoë 😀" })).toBe(5);
    // A list counts as its text: items and the ", " between them.
    expect(evaluate("length(tags)", { tags: ["ab", "😀", 12, true] })).toBe(
      "ab, 😀, 12, true".length - 1,
    );
    expect(evaluate("length(tags)", { tags: [] })).toBe(0);
    expect(evaluate("length(tags)", { tags: [["a", "b"], "c"] })).toBe("a, b, c".length);
    // A surrogate pair is one character, a lone surrogate one too, in a list as in a text.
    expect(evaluate("length(tags)", { tags: ["\u{1F600}\u{1F600}", "\uD800x", "\uDC00"] })).toBe(
      2 + 2 + 1 + 2 * ", ".length,
    );
    expect(evaluate("points(q1) + points(q2)", {}, { q1: 2, q2: 3 })).toBe(5);
    expect(evaluate("answered(email)", { email: " " })).toBe(false);
    expect(evaluate("answered(email)", { email: "a@b.c" })).toBe(true);
  });

  it("gives a list's text where one value is wanted", () => {
    expect(evaluate("features", { features: ["api", "pdf"] })).toBe("api, pdf");
    expect(evaluate("grid", { grid: { row: "a" } })).toBe("");
    expect(evaluate("missing")).toBeNull();
  });

  it("stays linear on a 1 MB answer: well inside a submission's CPU budget", () => {
    // Two-byte text (emoji) is the costly case for length(); one-byte text is counted at once.
    const big = "ab\u{1F600}".repeat(250_000);
    const parsed = parseExpression(
      "if(length(story) > 10, length(story + story) + count(story), 0) + (story = 'x') + (story > 'a')",
    ).expression;
    const scope = { read: () => big, points: () => 0 };
    let value: unknown;
    const cpu = cpuMsOf(() => {
      value = evaluateExpression(parsed, scope);
    });
    expect(value).toBe(1_500_002);
    expect(cpu).toBeLessThan(SUBMIT_CPU_BUDGET_MS);
    const ascii = "abcd".repeat(250_000);
    expect(
      cpuMsOf(() => evaluateExpression(parsed, { read: () => ascii, points: () => 0 })),
    ).toBeLessThan(SUBMIT_CPU_BUDGET_MS);
  });
});
