import { describe, expect, test } from "vitest";
import { chooseLanguage, matchLanguage, parseAcceptLanguage } from "./match-language";

describe("parseAcceptLanguage", () => {
  test("orders by q-value, keeping the header's order on ties", () => {
    expect(parseAcceptLanguage("en;q=0.5, fr-CH, de;q=0.9, fr")).toEqual([
      "fr-CH",
      "fr",
      "de",
      "en",
    ]);
  });

  test("drops q=0, wildcards and garbage", () => {
    expect(parseAcceptLanguage("*, ja;q=0, ;q=1, pl;q=x")).toEqual([]);
    expect(parseAcceptLanguage(null)).toEqual([]);
  });
});

describe("matchLanguage", () => {
  test("prefers the exact tag, then the same primary language", () => {
    expect(matchLanguage("pt-BR", ["pt-PT", "pt-BR"])).toBe("pt-BR");
    expect(matchLanguage("de-AT", ["en", "de"])).toBe("de");
    expect(matchLanguage("DE", ["en", "de-CH"])).toBe("de-CH");
  });

  test("is null for a language not offered or not a tag", () => {
    expect(matchLanguage("ja", ["en", "de"])).toBeNull();
    expect(matchLanguage("not a tag", ["en"])).toBeNull();
  });
});

describe("chooseLanguage", () => {
  const available = ["en", "de", "ar"] as const;

  test("?lang= wins over the browser's preferences", () => {
    expect(chooseLanguage({ available, query: "ar", acceptLanguage: "de" })).toBe("ar");
  });

  test("the browser's first preference that fits, when ?lang= is absent or not offered", () => {
    expect(chooseLanguage({ available, query: "xx", acceptLanguage: "fr, de-CH;q=0.8" })).toBe(
      "de",
    );
  });

  test("the form's own language when nothing fits", () => {
    expect(chooseLanguage({ available, acceptLanguage: "ja" })).toBe("en");
  });
});
