import { describe, expect, test } from "vitest";
import { issuesOf, withBlocks } from "../test/document-issues";
import { parseFormDocument } from "./parse-form-document";

describe("parseFormDocument: language", () => {
  test.each(["en", "de-CH", "pt-BR", "ar", "zh-Hant-TW"])("accepts the BCP 47 tag %s", (tag) => {
    const result = parseFormDocument({ ...withBlocks([]), language: tag });
    expect(result.success && result.document.language).toBe(tag);
  });

  test("refuses a tag that is not BCP 47, naming the key", () => {
    expect(issuesOf({ ...withBlocks([]), language: "english please" })).toEqual([
      {
        path: "language",
        message: 'must be a BCP 47 language tag, such as "en", "de-CH", "pt-BR" or "ar"',
      },
    ]);
  });

  test("refuses a language that is not text", () => {
    expect(issuesOf({ ...withBlocks([]), language: 7 })).toEqual([
      { path: "language", message: "must be a string" },
    ]);
  });
});
