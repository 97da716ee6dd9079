import { describe, expect, it } from "vitest";
import { FIELD_TYPES } from "../field-types/registry";
import { translateDocument } from "../i18n/translate-document";
import { EVERY_FIELD_TYPE, everyFieldTypeDocument } from "../test/every-field-type";
import { answerWords, isShownToRespondent } from "./answer-words";

/** ICU puts a narrow or a plain no-break space before "PM", depending on its version. */
const plainSpaces = (text: string) => text.replace(/\s/gu, " ");

const french = { language: "fr", labels: { yes: "Oui", no: "Non", signed: "Signé" } };
const frenchBlocks = translateDocument(everyFieldTypeDocument, "fr").blocks;

describe("answerWords", () => {
  it("covers every field type", () => {
    expect(EVERY_FIELD_TYPE.map((c) => c.block.type).sort()).toEqual([...FIELD_TYPES].sort());
  });

  it.each(EVERY_FIELD_TYPE)("says a $block.type answer in words without a language", (c) => {
    expect(answerWords(c.block, c.answer)).toBe(c.words);
  });

  it.each(EVERY_FIELD_TYPE)("says a $block.type answer in English words", (c) => {
    expect(plainSpaces(answerWords(c.block, c.answer, { language: "en" }))).toBe(c.en);
  });

  it.each(EVERY_FIELD_TYPE)("says a $block.type answer in the reader's language", (c) => {
    const block = frenchBlocks.find((b) => "name" in b && b.name === c.block.name);
    expect(plainSpaces(answerWords(block as typeof c.block, c.answer, french))).toBe(c.fr);
  });

  it("says nothing for no answer", () => {
    for (const { block } of EVERY_FIELD_TYPE) expect(answerWords(block, undefined)).toBe("");
  });

  it("keeps a choice no version offered as typed", () => {
    expect(answerWords({ type: "checkboxGroup", options: [] }, ["typed"])).toBe("typed");
  });
});

describe("isShownToRespondent", () => {
  it("hides only a hidden field from the respondent", () => {
    const hidden = EVERY_FIELD_TYPE.filter(({ block }) => !isShownToRespondent(block));
    expect(hidden.map(({ block }) => block.type)).toEqual(["hidden"]);
  });
});
