import { describe, expect, it } from "vitest";
import { parseFormDocument } from "../document/parse-form-document";
import { formatAmount } from "./format-amount";
import { paymentAmount, paymentDue } from "./payment-due";

const fee = { type: "payment", name: "fee", label: "Entry fee", currency: "EUR", amount: 1500 };

function parsed(document: Record<string, unknown>) {
  return parseFormDocument({ slug: "race", title: "Race", ...document });
}

describe("the payment block", () => {
  it("takes a fixed amount in minor units", () => {
    const result = parsed({ blocks: [fee] });
    expect(result.success).toBe(true);
  });

  it("refuses both or neither of amount and amountFrom, a fraction, and a lower-case currency", () => {
    for (const block of [
      { ...fee, amountFrom: "total" },
      { type: "payment", name: "fee", label: "Fee", currency: "EUR" },
      { ...fee, amount: 15.5 },
      { ...fee, currency: "eur" },
    ]) {
      const result = parsed({ blocks: [block], variables: [{ name: "total", expression: "1" }] });
      expect(result.success, JSON.stringify(block)).toBe(false);
    }
  });

  it("refuses a second payment block and an amountFrom that names no variable", () => {
    const two = parsed({ blocks: [fee, { ...fee, name: "fee2" }] });
    expect(two.success).toBe(false);
    if (!two.success) expect(JSON.stringify(two.issues)).toContain("a form takes one payment");
    const unnamed = parsed({ blocks: [{ ...fee, amount: undefined, amountFrom: "total" }] });
    expect(unnamed.success).toBe(false);
    if (!unnamed.success) expect(JSON.stringify(unnamed.issues)).toContain("names no variable");
  });
});

describe("the payment block is no field", () => {
  it("refuses a condition, a pipe or a variable that reads it: it collects no answer", () => {
    const result = parsed({
      blocks: [
        fee,
        {
          type: "paragraph",
          text: "You owe {{fee}}",
          visibleWhen: { all: [{ field: "fee", op: "equals", value: "x" }] },
        },
      ],
      variables: [{ name: "twice", expression: "fee * 2" }],
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.issues.map((issue) => issue.path).sort()).toEqual([
      "blocks[1].text",
      "blocks[1].visibleWhen.all[0].field",
      "variables[0].expression",
    ]);
  });
});

describe("paymentDue", () => {
  it("reads the amount from a variable, rounded to minor units, and owes nothing at zero", () => {
    expect(paymentAmount({ amountFrom: "total" }, { total: 2999.5 })).toEqual({
      amount: 3000,
      tooLarge: false,
    });
    expect(paymentAmount({ amountFrom: "total" }, { total: 0 })).toBeNull();
    expect(paymentAmount({ amountFrom: "total" }, { total: "12" })).toBeNull();
    expect(paymentAmount({ amountFrom: "total" }, { total: 1e12 })?.tooLarge).toBe(true);
  });

  it("is null for a form without a payment", () => {
    expect(paymentDue({ blocks: [] }, {})).toBeNull();
    expect(paymentDue({ blocks: [fee as never] }, {})).toMatchObject({
      amount: 1500,
      currency: "EUR",
      label: "Entry fee",
    });
  });
});

describe("formatAmount", () => {
  it("writes minor units with the currency's own decimals", () => {
    expect(formatAmount(1500, "EUR", "en")).toBe("€15.00");
    expect(formatAmount(1500, "JPY", "en")).toBe("¥1,500");
  });
});
