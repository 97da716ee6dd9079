import { describe, expect, it } from "vitest";
import type { Block } from "../document/block-schema";
import type { Variable } from "../document/variables-schema";
import { blockVisibility } from "./block-visibility";
import { computeVariables, fieldPoints } from "./compute-variables";
import { cleanNumber } from "./expressions/expression-values";
import { variableSession } from "./variable-session";

const blocks = [
  { type: "number", name: "price", label: "Price" },
  { type: "number", name: "quantity", label: "Quantity" },
  {
    type: "checkboxGroup",
    name: "extras",
    label: "Extras",
    options: [
      { label: "Gift wrap", value: "wrap", points: 2 },
      { label: "Card", value: "card", points: 1 },
    ],
  },
  { type: "text", name: "note", label: "Note" },
  {
    type: "paragraph",
    text: "Big order",
    visibleWhen: { all: [{ field: "total", op: "greaterThan", value: 50 }] },
  },
] as unknown as Block[];
const variables: Variable[] = [
  { name: "subtotal", expression: "price * quantity" },
  { name: "total", expression: "round(subtotal + points(extras) * 1.5, 2)" },
  { name: "label", expression: "if(answered(note), note + ': ' + total, 'none')" },
  { name: "broken", expression: "price +" },
];

/** What computeVariables gives for these answers (the fields shown by the conditions). */
function expected(answers: Record<string, unknown>) {
  const { values } = blockVisibility(blocks, answers, variables);
  const fields = new Map(blocks.flatMap((b) => ("name" in b ? [[b.name, b] as const] : [])));
  return computeVariables(variables, {
    answer: (name) => values[name],
    points: fieldPoints(fields as never, values),
  });
}

describe("variableSession", () => {
  it("gives computeVariables' values for any sequence of answers, evaluating only what changed", () => {
    const session = variableSession({ blocks, variables });
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
    let answers: Record<string, unknown> = {};
    for (let step = 0; step < 300; step++) {
      const field = pick(["price", "quantity", "extras", "note"]);
      const value =
        field === "extras"
          ? pick([undefined, [], ["wrap"], ["card", "wrap"], ["wrap", "wrap"]])
          : field === "note"
            ? pick([undefined, "", "hi", "gift"])
            : pick([undefined, 0, 2, 3.5, 12, -1]);
      // A new object each time, as the page's watched answers are; lists copied too.
      answers = { ...answers, [field]: Array.isArray(value) ? [...value] : value };
      const { values } = blockVisibility(blocks, answers, variables, session.reader);
      expect(session.compute(values)).toEqual(expected(answers));
    }
  });

  it("evaluates a variable again only when what it reads changed, and keeps the same result object", () => {
    const session = variableSession({ blocks, variables });
    const first = session.compute({ price: 2, quantity: 3 });
    expect(first).toMatchObject({ subtotal: 6, total: 6, label: "none", broken: null });
    // Three expressions parse (the broken one computes nothing, never evaluated).
    expect(session.evaluations).toBe(3);
    expect(session.compute({ price: 2, quantity: 3 })).toBe(first);
    expect(session.evaluations).toBe(3);
    // A note: only `label` reads it.
    expect(session.compute({ price: 2, quantity: 3, note: "hi" }).label).toBe("hi: 6");
    expect(session.evaluations).toBe(4);
    // A copy of the same choices is the same answer.
    session.compute({ price: 2, quantity: 3, note: "hi", extras: ["wrap"] });
    const evaluated = session.evaluations;
    session.compute({ price: 2, quantity: 3, note: "hi", extras: ["wrap"] });
    expect(session.evaluations).toBe(evaluated);
    // The reader, as a condition reads: the variable and the ones it uses, no more.
    const read = session.reader({ price: 10, quantity: 3, note: "hi", extras: ["wrap"] });
    expect(read("subtotal")).toBe(30);
    expect(session.evaluations).toBe(evaluated + 1);
    expect(read("missing")).toBeUndefined();
  });
});

describe("cleanNumber", () => {
  it("gives what rounding to 15 significant digits gives, whole numbers included", () => {
    const samples = [
      0,
      -0,
      1,
      -1,
      42,
      0.1 + 0.2,
      1 / 3,
      2 ** 53,
      999_999_999_999_999,
      1e15,
      -1e15,
      1234567890123456,
      -987654321,
      1e21,
      5e-324,
      123.456,
    ];
    for (let i = 0; i < 2000; i++) samples.push(Math.round((i * 7919.123) % 1e6), i * 0.37 - 300);
    for (const value of samples) {
      expect(Object.is(cleanNumber(value), Number(value.toPrecision(15)))).toBe(true);
    }
    expect(cleanNumber(Number.NaN)).toBeNull();
    expect(cleanNumber(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it("keeps a number near the largest double finite (rounding it to 15 digits would pass it)", () => {
    // Found by expressions.property.test.ts (seed 184427613): a field holding this value.
    for (const value of [-1.7976931348623151e308, Number.MAX_VALUE, -Number.MAX_VALUE]) {
      expect(Number.isFinite(Number(value.toPrecision(15)))).toBe(false);
      expect(cleanNumber(value)).toBe(value);
    }
  });
});
