import { describe, expect, it } from "vitest";
import { dateBlockSchema, dateFieldDocument } from "../field-types/date/block";
import { timeBlockSchema, timeFieldDocument } from "../field-types/time/block";
import { parseFormDocument } from "./parse-form-document";

function problems(block: unknown): string[] {
  const result = parseFormDocument({ slug: "t", title: "T", blocks: [block] });
  return result.success ? [] : result.issues.map((issue) => `${issue.path}: ${issue.message}`);
}

describe("date blocks", () => {
  it("take min and max as dates or today, and a date default", () => {
    expect(
      dateBlockSchema.parse({
        type: "date",
        name: "arrival",
        label: "Arrival",
        rules: { min: "today", max: { value: "2030-12-31", message: "Too far" } },
        defaultValue: "2026-01-15",
      }).rules?.min,
    ).toBe("today");
  });

  it("refuse dates that do not exist, other words, and reversed bounds", () => {
    expect(
      problems({ type: "date", name: "d", label: "D", rules: { min: "2025-02-30" } }),
    ).not.toEqual([]);
    expect(
      problems({ type: "date", name: "d", label: "D", rules: { max: "tomorrow" } }),
    ).not.toEqual([]);
    expect(
      problems({ type: "date", name: "d", label: "D", defaultValue: "2025-13-01" }),
    ).not.toEqual([]);
    const reversed = problems({
      type: "date",
      name: "d",
      label: "D",
      rules: { min: "2025-03-02", max: "2025-03-01" },
    });
    expect(reversed.join("\n")).toContain("max must not be less than min");
  });

  it("prefill only valid dates inside the bounds, and post the text as sent", () => {
    const block = dateBlockSchema.parse({
      type: "date",
      name: "d",
      label: "D",
      rules: { min: "2025-01-01" },
    });
    expect(dateFieldDocument.coercePrefill(block, "2025-03-07")).toBe("2025-03-07");
    expect(dateFieldDocument.coercePrefill(block, "2025-02-30")).toBeUndefined();
    expect(dateFieldDocument.coercePrefill(block, "2024-12-31")).toBeUndefined();
    expect(dateFieldDocument.coercePrefill(block, ["2025-03-07"])).toBeUndefined();
    expect(dateFieldDocument.fromFormPost(block, ["2025-03-07"])).toBe("2025-03-07");
    expect(dateFieldDocument.fromFormPost(block, [""])).toBeUndefined();
    expect(dateFieldDocument.answerText("2025-03-07", {})).toBe("2025-03-07");
    expect(dateFieldDocument.conditionKind(block)).toBe("date");
  });
});

describe("time blocks", () => {
  it("take min, max and step", () => {
    const block = timeBlockSchema.parse({
      type: "time",
      name: "start",
      label: "Start",
      rules: { min: "09:00", max: "17:00", step: 15 },
    });
    expect(block.rules?.step).toBe(15);
  });

  it("refuse malformed bounds and steps", () => {
    expect(problems({ type: "time", name: "t", label: "T", rules: { min: "9:00" } })).not.toEqual(
      [],
    );
    expect(problems({ type: "time", name: "t", label: "T", rules: { step: 0 } })).not.toEqual([]);
    expect(problems({ type: "time", name: "t", label: "T", rules: { step: 1.5 } })).not.toEqual([]);
    expect(
      problems({
        type: "time",
        name: "t",
        label: "T",
        rules: { min: "10:00", max: "09:00" },
      }).join(),
    ).toContain("max must not be less than min");
  });

  it("prefill only valid times, and read a post with seconds", () => {
    const block = timeBlockSchema.parse({
      type: "time",
      name: "t",
      label: "T",
      rules: { step: 30 },
    });
    expect(timeFieldDocument.coercePrefill(block, "09:30")).toBe("09:30");
    expect(timeFieldDocument.coercePrefill(block, "09:15")).toBeUndefined();
    expect(timeFieldDocument.coercePrefill(block, "25:00")).toBeUndefined();
    expect(timeFieldDocument.fromFormPost(block, ["09:30:00"])).toBe("09:30");
    expect(timeFieldDocument.fromFormPost(block, ["  "])).toBeUndefined();
    expect(timeFieldDocument.conditionKind(block)).toBe("time");
  });
});
