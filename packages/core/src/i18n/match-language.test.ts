import { afterEach, describe, expect, test, vi } from "vitest";
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

describe("over-long language tags", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });
  // 36 characters, a valid BCP 47 tag with a private-use part.
  const long = "de-x-abcdefgh-abcdefgh-abcdefgh-abcd";

  test("are no language, without the text reaching Intl", () => {
    const canonical = vi.spyOn(Intl, "getCanonicalLocales");
    expect(matchLanguage(long, ["de"])).toBeNull();
    expect(matchLanguage("x".repeat(1_000_000), ["en"])).toBeNull();
    expect(chooseLanguage({ available: ["en", "de"], query: long, acceptLanguage: long })).toBe(
      "en",
    );
    expect(canonical).not.toHaveBeenCalled();
  });

  test("a tag of 35 characters still counts", () => {
    expect(matchLanguage(long.slice(0, 35), ["de"])).toBe("de");
  });

  test("an Accept-Language header is read for its first 20 languages, each capped", () => {
    const header = `${"x".repeat(1_000_000)}, de;q=0.5`;
    expect(parseAcceptLanguage(header)).toEqual(["de"]);
  });
});
