import { describe, expect, it } from "vitest";
import { fieldWidthStyle } from "./field-width-style";

describe("fieldWidthStyle", () => {
  it("sets nothing without a width", () => {
    expect(fieldWidthStyle(undefined)).toBeUndefined();
  });

  it("applies a plain span from the smallest breakpoint up", () => {
    expect(fieldWidthStyle(6)).toEqual({ "--fw-span-xs": "6" });
  });

  it("sets one custom property per breakpoint given", () => {
    expect(fieldWidthStyle({ sm: 6, lg: 4 })).toEqual({ "--fw-span-sm": "6", "--fw-span-lg": "4" });
  });

  it("keeps stray spans from a document inside 1..12", () => {
    expect(fieldWidthStyle({ xs: 0 as never, md: 20 as never, xl: 4.4 as never })).toEqual({
      "--fw-span-xs": "1",
      "--fw-span-md": "12",
      "--fw-span-xl": "4",
    });
  });
});
