import { describe, expect, it } from "vitest";
import { compileWholeNumber } from "./compile-whole-number";

describe("compileWholeNumber", () => {
  const validate = compileWholeNumber({ label: "Service", required: false, min: 1, max: 5 });

  it("stores a whole number of the range", () => {
    expect(validate(1)).toEqual({ value: 1 });
    expect(validate(5)).toEqual({ value: 5 });
  });

  it.each([0, 6, 2.5, -1, Number.NaN, "3", true, [3], { value: 3 }])(
    "refuses %j, naming the range",
    (value) => {
      expect(validate(value)).toEqual({ error: "Service must be a whole number from 1 to 5" });
    },
  );

  it("stores no answer for an empty optional field", () => {
    expect(validate(null)).toEqual({ value: undefined });
    expect(validate(undefined)).toEqual({ value: undefined });
  });

  it("says '{label} is required' for an empty required field", () => {
    const required = compileWholeNumber({ label: "Service", required: true, min: 0, max: 10 });
    expect(required(null)).toEqual({ error: "Service is required" });
    expect(required(0)).toEqual({ value: 0 });
  });
});
