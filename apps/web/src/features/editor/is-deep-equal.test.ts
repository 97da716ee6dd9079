import { describe, expect, it } from "vitest";
import { isDeepEqual } from "./is-deep-equal";

describe("isDeepEqual", () => {
  it("ignores key order and compares nested values", () => {
    expect(isDeepEqual({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 })).toBe(true);
    expect(isDeepEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(isDeepEqual([1, 2], [2, 1])).toBe(false);
    expect(isDeepEqual({ a: [] }, { a: {} })).toBe(false);
    expect(isDeepEqual(null, {})).toBe(false);
  });
});
