import { describe, expect, it } from "vitest";
import { notFoundLanguageOf } from "./not-found-language";

describe("notFoundLanguageOf", () => {
  it("takes the browser's first preference among the shipped languages", () => {
    expect(notFoundLanguageOf("sv, de-CH;q=0.8, fr;q=0.5")).toBe("de");
  });

  it("is English when nothing fits", () => {
    expect(notFoundLanguageOf("sv")).toBe("en");
    expect(notFoundLanguageOf(null)).toBe("en");
  });
});
