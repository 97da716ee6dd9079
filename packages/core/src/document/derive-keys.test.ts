import { describe, expect, it } from "vitest";
import { deriveFieldName, deriveOptionValue } from "./derive-keys";
import { fieldNameSchema } from "./field-name-schema";

describe("deriveFieldName", () => {
  it.each([
    ["Your email", "yourEmail"],
    ["Email", "email"],
    ["Café & bar", "cafeBar"],
    ["URL of the SITE", "urlOfTheSite"],
    ["2nd choice", "field2ndChoice"],
    ["!!!", "field"],
    ["東京", "field"],
  ])("%j → %j", (label, name) => {
    expect(deriveFieldName(label, new Set())).toBe(name);
  });

  it("is unique among the taken names, and never a reserved key", () => {
    expect(deriveFieldName("Email", new Set(["email", "email2"]))).toBe("email3");
    expect(deriveFieldName("Constructor", new Set())).toBe("constructor2");
  });

  it("always gives a valid field name, even from a very long label", () => {
    for (const label of ["a ".repeat(100), "Prototype", "x".repeat(200), "9"]) {
      expect(fieldNameSchema.safeParse(deriveFieldName(label, new Set())).success).toBe(true);
    }
  });
});

describe("deriveOptionValue", () => {
  it.each([
    ["Evening social", "evening-social"],
    ["Yes!", "yes"],
    ["Crème brûlée", "creme-brulee"],
    ["", "option"],
  ])("%j → %j", (label, value) => {
    expect(deriveOptionValue(label, new Set())).toBe(value);
  });

  it("is unique within the block", () => {
    expect(deriveOptionValue("Yes", new Set(["yes"]))).toBe("yes-2");
    expect(deriveOptionValue("Yes", new Set(["yes", "yes-2"]))).toBe("yes-3");
  });
});
