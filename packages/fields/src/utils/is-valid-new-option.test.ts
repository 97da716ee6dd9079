import { describe, expect, it } from "vitest";
import { isValidNewOption } from "./is-valid-new-option";

const options = [
  { label: "Red", value: "red" },
  { label: "Sky blue", value: "blue" },
];

describe("isValidNewOption", () => {
  it("offers a new option for an input that matches nothing", () => {
    expect(isValidNewOption({ input: "Green", options })).toBe(true);
  });

  it("refuses an empty input", () => {
    expect(isValidNewOption({ input: "", options })).toBe(false);
  });

  it("refuses a whitespace-only input", () => {
    expect(isValidNewOption({ input: "   ", options })).toBe(false);
  });

  it("refuses an input equal to an option's label", () => {
    expect(isValidNewOption({ input: "Sky blue", options })).toBe(false);
  });

  it("refuses an input equal to an option's value", () => {
    expect(isValidNewOption({ input: "blue", options })).toBe(false);
  });

  it("compares case-insensitively", () => {
    expect(isValidNewOption({ input: "SKY BLUE", options })).toBe(false);
    expect(isValidNewOption({ input: "RED", options })).toBe(false);
  });

  it("ignores whitespace around the input", () => {
    expect(isValidNewOption({ input: "  red ", options })).toBe(false);
  });

  it("offers a new option when the input only contains an option's label", () => {
    expect(isValidNewOption({ input: "Redder", options })).toBe(true);
  });

  it("refuses an input equal to an option created earlier, once it is among the options", () => {
    const withCreated = [...options, { label: "Green", value: "Green" }];
    expect(isValidNewOption({ input: "green", options: withCreated })).toBe(false);
  });

  it("offers a new option when there are no options at all", () => {
    expect(isValidNewOption({ input: "x", options: [] })).toBe(true);
  });
});
