import { afterEach, describe, expect, it, vi } from "vitest";
import { compileDateField } from "./compile";

const block = { type: "date" as const, name: "arrival", label: "Arrival" };

describe("compileDateField", () => {
  afterEach(() => vi.useRealTimers());

  it("stores a real date as written and refuses days that do not exist", () => {
    const validate = compileDateField(block);
    expect(validate("2024-02-29")).toEqual({ value: "2024-02-29" });
    expect(validate("2025-02-30")).toEqual({
      error: "Arrival must be a real date (YYYY-MM-DD)",
    });
    expect(validate("07/03/2025")).toEqual({
      error: "Arrival must be a real date (YYYY-MM-DD)",
    });
    expect(validate(20250307)).toEqual({ error: "Arrival must be a real date (YYYY-MM-DD)" });
  });

  it("is '{label} is required' when required and empty, no value when optional", () => {
    expect(compileDateField({ ...block, required: true })("")).toEqual({
      error: "Arrival is required",
    });
    expect(compileDateField(block)("")).toEqual({ value: undefined });
  });

  it("names the label and the limit in words", () => {
    const validate = compileDateField({
      ...block,
      rules: { min: "2025-03-01", max: "2025-03-31" },
    });
    expect(validate("2025-03-01")).toEqual({ value: "2025-03-01" });
    expect(validate("2025-03-31")).toEqual({ value: "2025-03-31" });
    expect(validate("2025-02-28")).toEqual({ error: "Arrival must be on or after 1 March 2025" });
    expect(validate("2025-04-01")).toEqual({
      error: "Arrival must be on or before 31 March 2025",
    });
  });

  it("keeps an author's own message", () => {
    const validate = compileDateField({
      ...block,
      rules: { min: { value: "2025-03-01", message: "We open on 1 March" } },
    });
    expect(validate("2025-02-01")).toEqual({ error: "We open on 1 March" });
  });

  it("reads today when it checks, not when it was built", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2025, 2, 7, 12, 0));
    const validate = compileDateField({ ...block, rules: { min: "today" } });
    expect(validate("2025-03-07")).toEqual({ value: "2025-03-07" });
    expect(validate("2025-03-06")).toEqual({ error: "Arrival must be on or after today" });
    vi.setSystemTime(new Date(2025, 2, 8, 0, 1));
    expect(validate("2025-03-07")).toEqual({ error: "Arrival must be on or after today" });
    const past = compileDateField({ ...block, rules: { max: "today" } });
    expect(past("2025-03-09")).toEqual({ error: "Arrival must be on or before today" });
    expect(past("1990-01-01")).toEqual({ value: "1990-01-01" });
  });
});
