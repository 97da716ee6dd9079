import { describe, expect, it } from "vitest";
import { parseFormDocument } from "../document/parse-form-document";
import { evaluateCondition, isVisible } from "./evaluate-condition";

const fields = [
  { type: "date", name: "arrival", label: "Arrival" },
  { type: "time", name: "start", label: "Start" },
];

function problems(visibleWhen: unknown) {
  const result = parseFormDocument({
    slug: "logic",
    title: "Logic",
    blocks: [...fields, { type: "text", name: "later", label: "Later", visibleWhen }],
  });
  return result.success ? [] : result.issues.map((issue) => `${issue.path}: ${issue.message}`);
}

describe("conditions on date and time fields", () => {
  it("take dates and times, ordered, and refuse other values", () => {
    expect(
      problems({
        all: [
          { field: "arrival", op: "greaterThan", value: "2025-03-01" },
          { field: "start", op: "lessThan", value: "12:00" },
        ],
      }),
    ).toEqual([]);
    expect(problems({ all: [{ field: "arrival", op: "lessThan", value: 3 }] }).join()).toContain(
      "a date (YYYY-MM-DD)",
    );
    expect(problems({ all: [{ field: "start", op: "equals", value: "9am" }] }).join()).toContain(
      "a time (HH:MM, 24 h)",
    );
    expect(problems({ all: [{ field: "arrival", op: "contains", value: "2025" }] })).not.toEqual(
      [],
    );
  });

  it("compare dates across months and years, and times across hours", () => {
    const after = { field: "arrival", op: "greaterThan", value: "2025-03-01" } as const;
    expect(evaluateCondition(after, "2025-03-02")).toBe(true);
    expect(evaluateCondition(after, "2025-12-31")).toBe(true);
    expect(evaluateCondition(after, "2025-03-01")).toBe(false);
    expect(evaluateCondition(after, "2024-12-31")).toBe(false);
    expect(evaluateCondition(after, "")).toBe(false);
    expect(evaluateCondition(after, undefined)).toBe(false);
    const before = { field: "start", op: "lessThan", value: "12:00" } as const;
    expect(evaluateCondition(before, "09:59")).toBe(true);
    expect(evaluateCondition(before, "11:59")).toBe(true);
    expect(evaluateCondition(before, "12:00")).toBe(false);
    expect(evaluateCondition(before, "13:00")).toBe(false);
    expect(
      isVisible({ any: [{ field: "start", op: "equals", value: "09:30" }] }, () => "09:30"),
    ).toBe(true);
  });
});
