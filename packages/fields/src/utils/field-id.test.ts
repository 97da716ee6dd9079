import { describe, expect, it } from "vitest";
import { fieldId, fieldIds } from "./field-id";

describe("fieldId", () => {
  it("prefixes a simple name with field-", () => {
    expect(fieldId("email")).toBe("field-email");
  });

  it("replaces dots of nested names with dashes", () => {
    expect(fieldId("address.city")).toBe("field-address-city");
  });

  it("replaces every character outside [A-Za-z0-9_-]", () => {
    expect(fieldId("items[0].näme x")).toBe("field-items-0--n-me-x");
  });

  it("keeps underscores and dashes", () => {
    expect(fieldId("first_name-2")).toBe("field-first_name-2");
  });
});

describe("fieldIds", () => {
  it("derives the description and error ids from the field id", () => {
    expect(fieldIds("address.city")).toEqual({
      id: "field-address-city",
      descriptionId: "field-address-city-description",
      errorId: "field-address-city-error",
    });
  });
});
