import { describe, expect, it } from "vitest";
import { notFoundLanguageOf } from "./not-found-language";

describe("notFoundLanguageOf", () => {
  it("takes ?lang= first, then the browser's preferences, among the shipped languages", () => {
    expect(notFoundLanguageOf({ query: "fr", acceptLanguage: "de" })).toBe("fr");
    expect(notFoundLanguageOf({ query: "xx", acceptLanguage: "sv, de-CH;q=0.8" })).toBe("de");
  });

  it("is English when nothing fits", () => {
    expect(notFoundLanguageOf({ query: null, acceptLanguage: "sv" })).toBe("en");
  });
});
