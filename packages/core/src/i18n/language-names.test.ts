import { describe, expect, it } from "vitest";
import { COMMON_LANGUAGES, languageTagForName } from "./common-languages";
import { knownLanguage, languageCaption, languageName } from "./language-names";

describe("languages by name", () => {
  it("names a tag of a known language in English", () => {
    expect(languageName("de")).toBe("German");
    expect(languageName("de-CH")).toBe("Swiss High German");
    expect(languageCaption("fr-CA")).toBe("Canadian French (fr-CA)");
  });

  it.each(["german", "english", "xx", "en-XX", "qaa", "de-abcdefgh", "x-private", "a-b", ""])(
    "knows no language for %j (well-formed or not), and captions it as itself",
    (tag) => {
      expect(languageName(tag)).toBeNull();
      expect(knownLanguage(tag)).toBeNull();
      expect(languageCaption(tag)).toBe(tag);
    },
  );

  it("gives the canonical tag of a known language", () => {
    expect(knownLanguage("PT-br")).toBe("pt-BR");
    expect(knownLanguage("iw")).toBe("he");
    expect(knownLanguage("zh-hant-tw")).toBe("zh-Hant-TW");
  });

  it("offers common languages that are each known, canonical and named once", () => {
    expect(COMMON_LANGUAGES.filter((tag) => knownLanguage(tag) !== tag)).toEqual([]);
    const names = COMMON_LANGUAGES.map((tag) => languageName(tag));
    expect(new Set(names).size).toBe(COMMON_LANGUAGES.length);
  });

  it("finds the tag of a language typed by its name", () => {
    expect(languageTagForName(" German ")).toBe("de");
    expect(languageTagForName("brazilian portuguese")).toBe("pt-BR");
    expect(languageTagForName("Deutsch")).toBeNull();
  });
});
