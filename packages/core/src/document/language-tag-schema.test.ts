import { describe, expect, test } from "vitest";
import { issuesOf, withBlocks } from "../test/document-issues";
import { parseFormDocument, parseStoredFormDocument } from "./parse-form-document";

describe("parseFormDocument: language", () => {
  test.each(["en", "de-CH", "pt-BR", "ar", "zh-Hant-TW", "es-419", "tlh"])(
    "accepts the BCP 47 tag %s",
    (tag) => {
      const result = parseFormDocument({ ...withBlocks([]), language: tag });
      expect(result.success && result.document.language).toBe(tag);
    },
  );

  test("refuses a tag that is not BCP 47, naming the key", () => {
    expect(issuesOf({ ...withBlocks([]), language: "english please" })).toEqual([
      {
        path: "language",
        message:
          '"english please" is not a language tag (BCP 47), e.g. "en", "de-CH", "pt-BR" or "ar"',
      },
    ]);
  });

  // "german" is well-formed (a 5-8 letter language subtag), but names no language.
  test("refuses a well-formed tag of no known language, and says the tag of a language it names", () => {
    expect(issuesOf({ ...withBlocks([]), language: "german" })).toEqual([
      {
        path: "language",
        message: '"german" is not a language tag (BCP 47), e.g. "de" for German',
      },
    ]);
    expect(issuesOf({ ...withBlocks([]), language: "en-XX" })).toEqual([
      {
        path: "language",
        message: '"en-XX" is not a language tag (BCP 47), e.g. "en", "de-CH", "pt-BR" or "ar"',
      },
    ]);
  });

  test("refuses a translation whose key is no known language, naming its path", () => {
    expect(
      issuesOf({ ...withBlocks([]), language: "en", translations: { german: { title: "Test" } } }),
    ).toEqual([
      {
        path: "translations.german",
        message: '"german" is not a language tag (BCP 47), e.g. "de" for German',
      },
    ]);
  });

  test("still opens a version published before the rule, whose tag is well-formed", () => {
    const published = {
      ...withBlocks([]),
      language: "german",
      translations: { "en-XX": { title: "Test" } },
    };
    expect(parseStoredFormDocument(published).success).toBe(true);
    expect(parseStoredFormDocument({ ...published, language: "english please" }).success).toBe(
      false,
    );
  });

  test("refuses a language that is not text", () => {
    expect(issuesOf({ ...withBlocks([]), language: 7 })).toEqual([
      { path: "language", message: "must be a string" },
    ]);
  });
});
