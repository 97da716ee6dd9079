import { SELECT_MENU_MAX_HEIGHT, SELECT_MENU_MIN_HEIGHT } from "@formwright/core";
import { describe, expect, it } from "vitest";
import { clampMenuHeight } from "./clamp-menu-height";

const min = SELECT_MENU_MIN_HEIGHT;
const max = SELECT_MENU_MAX_HEIGHT;

describe("clampMenuHeight", () => {
  it("keeps a height between the bounds", () => {
    expect(clampMenuHeight({ height: 200, min, max })).toBe(200);
  });

  it("raises a height below the minimum to the minimum", () => {
    // react-select gives minMenuHeight minus the menu's margin when it just fits.
    expect(clampMenuHeight({ height: min - 8, min, max })).toBe(min);
  });

  it("lowers a height above the maximum to the maximum", () => {
    expect(clampMenuHeight({ height: max + 1, min, max })).toBe(max);
  });
});
