import type { FieldBlock } from "@formwright/core";
import { describe, expect, it } from "vitest";
import { restorableValue } from "./restorable-value";

const options = [
  { label: "A", value: "a" },
  { label: "B", value: "b" },
];

describe("restorableValue", () => {
  it("keeps text for text fields and refuses other types", () => {
    const block = { type: "text", name: "t", label: "T" } as FieldBlock;
    expect(restorableValue({ block, value: "hi" })).toBe("hi");
    expect(restorableValue({ block, value: 3 })).toBeUndefined();
  });

  it("keeps numbers and number text, not booleans", () => {
    const block = { type: "number", name: "n", label: "N" } as FieldBlock;
    expect(restorableValue({ block, value: 3.5 })).toBe(3.5);
    expect(restorableValue({ block, value: "abc" })).toBe("abc");
    expect(restorableValue({ block, value: true })).toBeUndefined();
  });

  it("keeps a radio choice only while it is offered", () => {
    const block = { type: "radio", name: "r", label: "R", options } as FieldBlock;
    expect(restorableValue({ block, value: "a" })).toBe("a");
    expect(restorableValue({ block, value: "z" })).toBeUndefined();
  });

  it("drops the items of a list that are no longer offered", () => {
    const block = { type: "checkboxGroup", name: "c", label: "C", options } as FieldBlock;
    expect(restorableValue({ block, value: ["b", "z", "a"] })).toEqual(["b", "a"]);
    expect(restorableValue({ block, value: "a" })).toBeUndefined();
  });

  it("keeps any text in a creatable select", () => {
    const block = {
      type: "select",
      name: "s",
      label: "S",
      options,
      multi: true,
      creatable: true,
    } as FieldBlock;
    expect(restorableValue({ block, value: ["mine", "a"] })).toEqual(["mine", "a"]);
  });

  it("keeps a tick only as a boolean", () => {
    const block = { type: "checkbox", name: "k", label: "K" } as FieldBlock;
    expect(restorableValue({ block, value: false })).toBe(false);
    expect(restorableValue({ block, value: "true" })).toBeUndefined();
  });
});
