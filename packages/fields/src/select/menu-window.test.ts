import { describe, expect, it } from "vitest";
import { rowsToRender } from "./menu-window";

describe("rowsToRender", () => {
  it("renders the rows in view and the focused one, in order", () => {
    expect(rowsToRender({ total: 1000, wanted: [10, 11, 12], focused: 500 })).toEqual([
      10, 11, 12, 500,
    ]);
    expect(rowsToRender({ total: 1000, wanted: [10, 11, 12], focused: 3 })).toEqual([
      3, 10, 11, 12,
    ]);
  });

  it("does not repeat a focused row that is in view", () => {
    expect(rowsToRender({ total: 1000, wanted: [10, 11], focused: 11 })).toEqual([10, 11]);
  });

  it("starts with the first rows before the list measured itself", () => {
    expect(rowsToRender({ total: 1000, wanted: null, focused: -1 })).toHaveLength(24);
  });

  it("drops rows past the end after the list got shorter", () => {
    expect(rowsToRender({ total: 5, wanted: [3, 4, 5, 6], focused: -1 })).toEqual([3, 4]);
  });
});
