import { describe, expect, it } from "vitest";
import { evaluateCondition, isVisible } from "./evaluate-condition";
import type { Condition } from "./visible-when-schema";

const holds = (op: Condition["op"], answer: unknown, value?: Condition["value"]) =>
  evaluateCondition({ field: "f", op, value }, answer);

describe("evaluateCondition", () => {
  it("compares text without regard to case or surrounding spaces", () => {
    expect(holds("equals", "  Other ", "other")).toBe(true);
    expect(holds("notEquals", "Other", "other")).toBe(false);
    expect(holds("contains", "I like Paris", "paris")).toBe(true);
    expect(holds("notContains", "I like Paris", "rome")).toBe(true);
  });

  it("looks for an option in a list of answers, never for part of one", () => {
    expect(holds("contains", ["sales", "support"], "support")).toBe(true);
    expect(holds("contains", ["sales"], "sale")).toBe(false);
    expect(holds("notContains", [], "sales")).toBe(true);
  });

  it("orders numbers, dates and times; anything else never compares", () => {
    expect(holds("greaterThan", 18, 17)).toBe(true);
    expect(holds("lessThan", 18, 18)).toBe(false);
    expect(holds("greaterThan", "2026-03-02", "2026-02-28")).toBe(true);
    expect(holds("lessThan", "09:30", "10:00")).toBe(true);
    expect(holds("greaterThan", "abc", 3)).toBe(false);
    expect(holds("lessThan", undefined, 3)).toBe(false);
    expect(holds("greaterThan", Number.NaN, 3)).toBe(false);
  });

  it("tells answered from unanswered for every shape of answer", () => {
    for (const empty of [
      undefined,
      null,
      false,
      "  ",
      [],
      {},
      { a: "", b: [] },
      { file: null, name: "" },
    ]) {
      expect(holds("isAnswered", empty)).toBe(false);
      expect(holds("isNotAnswered", empty)).toBe(true);
    }
    for (const answered of [0, true, "x", ["a"], { row: "col" }]) {
      expect(holds("isAnswered", answered)).toBe(true);
    }
  });

  it("keeps true and false apart from text", () => {
    expect(holds("equals", true, true)).toBe(true);
    expect(holds("equals", "true", true)).toBe(false);
    expect(holds("notEquals", undefined, true)).toBe(true);
  });
});

describe("isVisible", () => {
  const answers: Record<string, unknown> = { role: "other", age: 30 };
  const answerOf = (name: string) => answers[name];

  it("needs every condition of `all` and one of `any`", () => {
    const role = { field: "role", op: "equals", value: "other" } as const;
    const minor = { field: "age", op: "lessThan", value: 18 } as const;
    expect(isVisible({ all: [role, minor] }, answerOf)).toBe(false);
    expect(isVisible({ any: [role, minor] }, answerOf)).toBe(true);
    expect(isVisible(undefined, answerOf)).toBe(true);
  });
});
