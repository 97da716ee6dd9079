import { describe, expect, it } from "vitest";
import type { FormDocument } from "../document/form-document-schema";
import { parseFormDocument } from "../document/parse-form-document";
import { ORDER_BLOCKS, orderDocument } from "../test/order-form";
import { createSubmissionValidator } from "../validation/create-submission-validator";
import { blockVisibility } from "./block-visibility";
import { documentVariables } from "./compute-variables";
import { usesVariablesInConditions } from "./condition-variables";

// Issue 32 §1: a variable is usable in `visibleWhen` as a field.

const VARIABLES = [
  { name: "total", expression: "price * quantity" },
  { name: "band", expression: "if(total >= 100, 'big', 'small')" },
  { name: "gifts", expression: "count(extras) > 0" },
];

function orderWith(blocks: unknown[], variables: unknown[] = VARIABLES) {
  return orderDocument(variables, { blocks });
}

function problems(document: unknown): string[] {
  const parsed = parseFormDocument(document);
  return parsed.success ? [] : parsed.issues.map((p) => `${p.path}: ${p.message}`);
}

function parsed(document: unknown): FormDocument {
  const result = parseFormDocument(document);
  if (!result.success) throw new Error(result.issues.map((i) => i.message).join("; "));
  return result.document;
}

const delivery = {
  type: "text",
  name: "delivery",
  label: "Delivery address",
  required: true,
  visibleWhen: { all: [{ field: "total", op: "greaterThan", value: 99 }] },
};
const message = {
  type: "textarea",
  name: "message",
  label: "Gift message",
  visibleWhen: { any: [{ field: "gifts", op: "equals", value: true }] },
};
const note = {
  type: "paragraph",
  text: "Big orders ship free.",
  visibleWhen: { all: [{ field: "band", op: "equals", value: "BIG" }] },
};

describe("a condition on a variable, when the form is saved", () => {
  it("is accepted when every field the variable reads comes before the block, with any operator", () => {
    expect(problems(orderWith([delivery, message, note]))).toEqual([]);
    expect(
      problems(
        orderWith([
          {
            ...note,
            visibleWhen: {
              all: [
                { field: "band", op: "contains", value: "bi" },
                { field: "total", op: "isAnswered" },
                { field: "total", op: "lessThan", value: 1000 },
              ],
            },
          },
        ]),
      ),
    ).toEqual([]);
  });

  it("is refused, naming the field and where it is, when the variable reads a later field", () => {
    const early = {
      ...delivery,
      visibleWhen: { all: [{ field: "band", op: "equals", value: "big" }] },
    };
    const document = {
      slug: "order",
      title: "Order",
      blocks: [ORDER_BLOCKS[0], early, ORDER_BLOCKS[1], ORDER_BLOCKS[2]],
      variables: VARIABLES,
    };
    expect(problems(document)).toEqual([
      'blocks[1].visibleWhen.all[0].field: Condition refers to the variable "band", computed from "quantity" (blocks[2]), which does not come before this block; conditions may only use earlier fields',
    ]);
  });

  it("is refused without a value, or with one when it takes none", () => {
    const conditions = [
      { field: "total", op: "greaterThan" },
      { field: "total", op: "isAnswered", value: 1 },
    ];
    expect(
      problems(orderWith([{ ...note, visibleWhen: { all: conditions } }])).map((p) =>
        p.replace(/^blocks\[3\]\.visibleWhen\./, ""),
      ),
    ).toEqual([
      'all[0].value: Operator "greaterThan" needs a "value"',
      'all[1].value: Operator "isAnswered" takes no "value"',
    ]);
  });

  it("still refuses a name that is neither a field nor a variable", () => {
    expect(
      problems(
        orderWith([{ ...note, visibleWhen: { all: [{ field: "totl", op: "isAnswered" }] } }]),
      ),
    ).toEqual([
      'blocks[3].visibleWhen.all[0].field: Condition refers to "totl", which is not a field of this form',
    ]);
  });
});

describe("a condition on a variable, as answers come", () => {
  const document = parsed(orderWith([delivery, message, note]));

  it("reads the variable's value from the answers shown so far", () => {
    expect(usesVariablesInConditions(document)).toBe(true);
    const show = (answers: Record<string, unknown>) =>
      blockVisibility(document.blocks, answers, document.variables).shown.slice(3);
    expect(show({})).toEqual([false, false, false]);
    expect(show({ price: 50, quantity: 2 })).toEqual([true, false, true]);
    expect(show({ price: 5, quantity: 2, extras: ["card"] })).toEqual([false, true, false]);
  });

  it("decides what the server validates and stores: a field a variable hides is neither required nor kept", () => {
    const validate = createSubmissionValidator(document);
    expect(validate({ price: 50, quantity: 2 })).toEqual({
      success: false,
      fieldErrors: [{ name: "delivery", message: "Delivery address is required" }],
    });
    expect(validate({ price: 5, quantity: 2, delivery: "typed before", message: "Hi" })).toEqual({
      success: true,
      values: { price: 5, quantity: 2 },
    });
  });

  it("reads a variable of a hidden field as the form computes it: that field counts as unanswered", () => {
    // `bonus` is shown only for big orders; `grand` reads it.
    const document = parsed({
      slug: "order",
      title: "Order",
      blocks: [
        ...ORDER_BLOCKS,
        {
          type: "number",
          name: "bonus",
          label: "Bonus",
          visibleWhen: { all: [{ field: "total", op: "greaterThan", value: 99 }] },
        },
        {
          type: "paragraph",
          text: "Over 150",
          visibleWhen: { all: [{ field: "grand", op: "greaterThan", value: 150 }] },
        },
      ],
      variables: [
        { name: "total", expression: "price * quantity" },
        { name: "grand", expression: "total + bonus" },
      ],
    });
    for (const answers of [
      { price: 10, quantity: 1, bonus: 500 },
      { price: 100, quantity: 1, bonus: 60 },
      { price: 100, quantity: 1, bonus: 10 },
    ]) {
      const { shown } = blockVisibility(document.blocks, answers, document.variables);
      // The variables the form computes at the end agree with what the condition read.
      const { grand } = documentVariables(document, answers);
      expect(shown[4]).toBe(typeof grand === "number" && grand > 150);
    }
  });

  it("is unknown to forms without variables: nothing to load", () => {
    expect(usesVariablesInConditions(parsed(orderWith([], [])))).toBe(false);
    expect(
      usesVariablesInConditions(
        parsed(
          orderWith([
            { ...note, visibleWhen: { all: [{ field: "price", op: "greaterThan", value: 1 }] } },
          ]),
        ),
      ),
    ).toBe(false);
  });
});
