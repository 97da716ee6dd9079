import { describe, expect, it } from "vitest";
import { compileTimeField } from "./compile";

const block = { type: "time" as const, name: "start", label: "Start" };

describe("compileTimeField", () => {
  it("stores HH:MM (24 h) and refuses other shapes", () => {
    const validate = compileTimeField(block);
    expect(validate("23:59")).toEqual({ value: "23:59" });
    for (const value of ["24:00", "9:30", "09:30:00", "9.30 pm", 930]) {
      expect(validate(value)).toEqual({ error: "Start must be a time (HH:MM, 24 h)" });
    }
  });

  it("is '{label} is required' when required and empty", () => {
    expect(compileTimeField({ ...block, required: true })("")).toEqual({
      error: "Start is required",
    });
    expect(compileTimeField(block)(undefined)).toEqual({ value: undefined });
  });

  it("checks min and max", () => {
    const validate = compileTimeField({ ...block, rules: { min: "09:00", max: "17:30" } });
    expect(validate("09:00")).toEqual({ value: "09:00" });
    expect(validate("17:30")).toEqual({ value: "17:30" });
    expect(validate("08:59")).toEqual({ error: "Start must be 09:00 or later" });
    expect(validate("17:31")).toEqual({ error: "Start must be 17:30 or earlier" });
  });

  it("counts steps from min, or from midnight without one", () => {
    const fromMin = compileTimeField({ ...block, rules: { min: "09:10", step: 15 } });
    expect(fromMin("09:25")).toEqual({ value: "09:25" });
    expect(fromMin("09:30")).toEqual({
      error: "Start must be in steps of 15 minutes from 09:10",
    });
    const fromMidnight = compileTimeField({ ...block, rules: { step: 30 } });
    expect(fromMidnight("13:30")).toEqual({ value: "13:30" });
    expect(fromMidnight("13:15")).toEqual({
      error: "Start must be in steps of 30 minutes from 00:00",
    });
  });
});
