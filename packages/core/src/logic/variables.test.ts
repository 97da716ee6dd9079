import { describe, expect, it } from "vitest";
import { parseFormDocument } from "../document/parse-form-document";
import { loadDocumentFieldTypes } from "../field-types/load-document-field-types";
import { ORDER_BLOCKS } from "../test/order-form";
import { capitalQuestion } from "../test/quiz-form";
import { computeVariables, documentVariables } from "./compute-variables";
import { pipeDocumentText } from "./pipe-answers";

const blocks = ORDER_BLOCKS;

function problems(variables: unknown): string[] {
  const parsed = parseFormDocument({ slug: "order", title: "Order", blocks, variables });
  return parsed.success ? [] : parsed.issues.map((p) => `${p.path}: ${p.message}`);
}

describe("variables in a form document", () => {
  it("are accepted when they read fields and earlier variables", () => {
    expect(
      problems([
        { name: "subtotal", expression: "price * quantity", label: "Subtotal" },
        { name: "total", expression: "subtotal + count(extras) * 2" },
      ]),
    ).toEqual([]);
  });

  it("name the path and the column of an unknown name", () => {
    expect(problems([{ name: "total", expression: "price * quantiy" }])).toEqual([
      'variables[0].expression: unknown name "quantiy" at 9',
    ]);
  });

  it("refuse a later variable, itself, a syntax error, and a name already used", () => {
    expect(
      problems([
        { name: "a", expression: "b + 1" },
        { name: "b", expression: "b * 2" },
        { name: "c", expression: "(price" },
        { name: "price", expression: "1" },
        { name: "a", expression: "2" },
      ]),
    ).toEqual([
      'variables[0].expression: the variable "b" (variables[1]) is not computed yet here; a variable may only use fields and the variables before it at 1',
      'variables[1].expression: the variable "b" (variables[1]) is not computed yet here; a variable may only use fields and the variables before it at 1',
      'variables[2].expression: expected ")" but found the end at 7',
      'variables[3].name: Duplicate name "price": blocks[0] already uses it',
      'variables[4].name: Duplicate name "a": variables[0] already uses it',
    ]);
  });
});

describe("computeVariables", () => {
  it("computes each variable in order from the answers and the variables before it", () => {
    const variables = [
      { name: "subtotal", expression: "price * quantity" },
      { name: "total", expression: "round(subtotal * 1.2 + count(extras), 2)" },
      { name: "band", expression: "if(total >= 100, 'high', 'low')" },
    ];
    const answers: Record<string, unknown> = { price: 9.99, quantity: 10, extras: ["Card"] };
    expect(computeVariables(variables, { answer: (name) => answers[name] })).toEqual({
      subtotal: 99.9,
      total: 120.88,
      band: "high",
    });
  });

  it("reads points from the caller, and gives nothing for a version stored before a rule", () => {
    expect(
      computeVariables(
        [
          { name: "score", expression: "points(q1) + points(q2)" },
          { name: "broken", expression: "(" },
        ],
        { answer: () => undefined, points: (name) => (name === "q1" ? 2 : 3) },
      ),
    ).toEqual({ score: 5, broken: null });
  });

  it("is an empty map without variables, and never reads a name from the object prototype", () => {
    expect(computeVariables(undefined, { answer: () => 1 })).toEqual({});
    expect(
      computeVariables([{ name: "x", expression: "length(toString)" }], {
        answer: () => undefined,
      }),
    ).toEqual({ x: 0 });
  });
});

describe("variables in pipes", () => {
  const withVariables = (extra: unknown[], confirmation?: string) =>
    parseFormDocument({
      slug: "order",
      title: "Order",
      blocks: [...blocks, ...extra],
      variables: [
        { name: "subtotal", expression: "price * quantity" },
        { name: "total", expression: "subtotal + count(extras)" },
      ],
      ...(confirmation ? { confirmation: { message: confirmation } } : {}),
    });

  it("are shown in a block after every field they read, and in the confirmation", () => {
    const parsed = withVariables(
      [{ type: "paragraph", text: "Total {{total}}" }],
      "Thanks! You pay {{total}}.",
    );
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    const values = { price: 4, quantity: 2, extras: ["card"] };
    expect(
      pipeDocumentText(
        parsed.document,
        "You pay {{total}}.",
        values,
        {},
        documentVariables(parsed.document, values),
      ),
    ).toBe("You pay 9.");
  });

  it("are refused in a block before a field they read (through an earlier variable too)", () => {
    const parsed = parseFormDocument({
      slug: "order",
      title: "Order",
      blocks: [blocks[0], { type: "paragraph", text: "So far {{total}}" }, blocks[1], blocks[2]],
      variables: [
        { name: "subtotal", expression: "price * quantity" },
        { name: "total", expression: "subtotal + 1" },
      ],
    });
    expect(parsed.success ? [] : parsed.issues.map((i) => `${i.path}: ${i.message}`)).toEqual([
      'blocks[1].text: {{total}} is computed from "quantity" (blocks[2]), which does not come before this block; only values of earlier answers can be shown',
    ]);
  });
});

describe("points(field)", () => {
  it("adds the points of the chosen options and a rating's or scale's value", async () => {
    const parsed = parseFormDocument({
      slug: "quiz",
      title: "Quiz",
      blocks: [
        capitalQuestion(2),
        {
          type: "checkboxGroup",
          name: "primes",
          label: "Which are prime?",
          options: [
            { label: "2", value: "2", points: 1, correct: true },
            { label: "3", value: "3", points: 1, correct: true },
            { label: "4", value: "4", points: -1 },
          ],
        },
        {
          type: "select",
          name: "planet",
          label: "Largest planet?",
          options: [{ label: "Jupiter", value: "jupiter", points: 3 }],
        },
        { type: "rating", name: "confidence", label: "How sure are you?" },
        { type: "text", name: "name", label: "Name" },
      ],
      variables: [
        {
          name: "score",
          expression: "points(capital) + points(primes) + points(planet) + points(name)",
        },
        { name: "sure", expression: "points(confidence)" },
      ],
    });
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    await loadDocumentFieldTypes(parsed.document);
    expect(
      documentVariables(parsed.document, {
        capital: "paris",
        primes: ["2", "3", "4"],
        planet: "jupiter",
        confidence: 4,
        name: "Ada",
      }),
    ).toEqual({ score: 6, sure: 4 });
    expect(documentVariables(parsed.document, { capital: "lyon" })).toEqual({ score: 0, sure: 0 });
  });

  it("scores a ranking by position: each option ranked where the form lists it scores its points", async () => {
    const parsed = parseFormDocument({
      slug: "history",
      title: "History",
      blocks: [
        {
          type: "ranking",
          name: "order",
          label: "Put these in order, oldest first",
          options: [
            { label: "Rome founded", value: "rome", points: 2 },
            { label: "Magna Carta", value: "magna", points: 1 },
            { label: "Moon landing", value: "moon", points: 1 },
            { label: "Web", value: "web" },
          ],
        },
      ],
      variables: [{ name: "score", expression: "points(order)" }],
    });
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    await loadDocumentFieldTypes(parsed.document);
    const score = (order: unknown) => documentVariables(parsed.document, { order }).score;
    expect(score(["rome", "magna", "moon", "web"])).toBe(4);
    expect(score(["rome", "moon", "magna", "web"])).toBe(2);
    expect(score(["web", "moon", "magna", "rome"])).toBe(0);
    // Not ranked yet: nothing scored.
    expect(score(undefined)).toBe(0);
  });

  it("refuses points that are not a number", () => {
    const parsed = parseFormDocument({
      slug: "quiz",
      title: "Quiz",
      blocks: [
        {
          type: "radio",
          name: "q",
          label: "Q",
          options: [{ label: "A", value: "a", points: "2" }],
        },
      ],
    });
    expect(parsed.success ? [] : parsed.issues.map((i) => i.path)).toEqual([
      "blocks[0].options[0].points",
    ]);
  });
});
