import { describe, expect, it } from "vitest";
import { flattenErrors } from "./flatten-errors";

describe("flattenErrors", () => {
  it("lists top-level errors by name", () => {
    expect(flattenErrors({ email: { type: "required", message: "Email is required" } })).toEqual([
      { name: "email", message: "Email is required" },
    ]);
  });

  it("dots the names of nested errors", () => {
    expect(
      flattenErrors({
        name: { type: "required", message: "Name is required" },
        address: { city: { type: "required", message: "City is required" } },
      }),
    ).toEqual([
      { name: "name", message: "Name is required" },
      { name: "address.city", message: "City is required" },
    ]);
  });

  it("indexes errors of arrays", () => {
    expect(
      flattenErrors({ items: [undefined, { label: { type: "x", message: "Bad" } }] } as never),
    ).toEqual([{ name: "items.1.label", message: "Bad" }]);
  });

  it("skips the element refs react-hook-form keeps", () => {
    const ref = { name: "email", focus: () => {} };
    expect(
      flattenErrors({ email: { type: "required", message: "Email is required", ref } }),
    ).toEqual([{ name: "email", message: "Email is required" }]);
  });

  it("leaves out errors without a message", () => {
    expect(flattenErrors({ email: { type: "validate", message: "" } })).toEqual([]);
  });
});
