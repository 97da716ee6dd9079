/**
 * Random expressions and answers for the expression language's property
 * tests (expressions.property.test.ts, and expressions.browser.test.ts, which
 * compares Chromium with Node on them).
 */
import fc from "fast-check";

// Random expressions over a few names, printed as an author would write them
// (fully parenthesised), against random answers of every shape a field stores.

export const NAMES = ["a", "b", "c", "list"] as const;

const literal = fc.oneof(
  fc.integer({ min: -1000, max: 1000 }).map((n) => (n < 0 ? `(0 - ${-n})` : String(n))),
  fc.double({ min: 0, max: 1000, noNaN: true }).map((n) => n.toFixed(3)),
  fc.string({ maxLength: 6 }).map((s) => `'${s.replaceAll("\\", "\\\\").replaceAll("'", "\\'")}'`),
  fc.constantFrom("true", "false"),
);
const name = fc.constantFrom(...NAMES);

export const { expression } = fc.letrec<{ expression: string }>((tie) => ({
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

export const answer = fc.oneof(
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
export const answers = fc.record(
  Object.fromEntries(NAMES.map((n) => [n, answer])) as Record<
    (typeof NAMES)[number],
    typeof answer
  >,
);

export function scope(values: Record<string, unknown>) {
  return {
    read: (n: string) => values[n],
    points: (n: string) => n.length,
  };
}
