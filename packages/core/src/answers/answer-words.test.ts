import { describe, expect, it } from "vitest";
import type { FieldBlock } from "../field-types/document-list";
import { answerWords, isShownToRespondent, type WordsField } from "./answer-words";

const photo = {
  id: "0193a1b2-c3d4-7e5f-8a9b-000000000006",
  name: "sample-6.jpg",
  size: 2400,
  type: "image/jpeg",
};
const drawing = {
  id: "0193a1b2-c3d4-7e5f-8a9b-000000000007",
  name: "signature.png",
  size: 2000,
  type: "image/png",
};

/** Each of the 16 types: a field, a stored answer, its words in English and in French. */
const cases: { field: WordsField; answer: unknown; en: string; fr: string }[] = [
  { field: { type: "text" }, answer: "Ada", en: "Ada", fr: "Ada" },
  { field: { type: "textarea" }, answer: "Hi", en: "Hi", fr: "Hi" },
  { field: { type: "number" }, answer: 36, en: "36", fr: "36" },
  {
    field: { type: "select", options: [{ value: "eng", label: "Engineering" }] },
    answer: "eng",
    en: "Engineering",
    fr: "Engineering",
  },
  {
    field: { type: "radio", options: [{ value: "am", label: "Morning" }] },
    answer: "am",
    en: "Morning",
    fr: "Morning",
  },
  {
    field: {
      type: "checkboxGroup",
      options: [
        { value: "sales", label: "Sales" },
        { value: "engines", label: "Engines" },
      ],
    },
    answer: ["sales", "engines"],
    en: "Sales, Engines",
    fr: "Sales, Engines",
  },
  { field: { type: "checkbox" }, answer: true, en: "Yes", fr: "Oui" },
  { field: { type: "rating" }, answer: 4, en: "4", fr: "4" },
  { field: { type: "scale" }, answer: 9, en: "9", fr: "9" },
  {
    field: {
      type: "matrix",
      rows: [{ value: "row1", label: "Texture" }],
      columns: [{ value: "column2", label: "Good" }],
    },
    answer: { row1: "column2" },
    en: "Texture: Good",
    fr: "Texture: Good",
  },
  {
    field: {
      type: "ranking",
      options: [
        { value: "apples", label: "Apples" },
        { value: "pears", label: "Pears" },
      ],
    },
    answer: ["pears", "apples"],
    en: "Pears, Apples",
    fr: "Pears, Apples",
  },
  {
    field: { type: "file" },
    answer: [photo],
    en: "sample-6.jpg (2.4 kB)",
    fr: "sample-6.jpg (2.4 kB)",
  },
  {
    field: { type: "signature" },
    answer: { name: "Ada", file: drawing },
    en: "Ada: Signed (signature.png)",
    fr: "Ada: Signé (signature.png)",
  },
  { field: { type: "date" }, answer: "2026-03-07", en: "March 7, 2026", fr: "7 mars 2026" },
  { field: { type: "time" }, answer: "14:30", en: "2:30 PM", fr: "14:30" },
  { field: { type: "hidden" }, answer: "spring", en: "spring", fr: "spring" },
];

/** ICU puts a narrow or a plain no-break space before "PM", depending on its version. */
const plainSpaces = (text: string) => text.replace(/\s/gu, " ");

const french = { language: "fr", labels: { yes: "Oui", no: "Non", signed: "Signé" } };

describe("answerWords", () => {
  it("covers every field type", () => {
    expect(cases).toHaveLength(16);
  });

  it.each(cases)("says a $field.type answer in English words", ({ field, answer, en }) => {
    expect(plainSpaces(answerWords(field, answer, { language: "en" }))).toBe(en);
  });

  it.each(cases)("says a $field.type answer in the reader's language", ({ field, answer, fr }) => {
    expect(plainSpaces(answerWords(field, answer, french))).toBe(fr);
  });

  it("keeps dates and times as stored without a language (CSV)", () => {
    expect(answerWords({ type: "date" }, "2026-03-07")).toBe("2026-03-07");
    expect(answerWords({ type: "time" }, "14:30")).toBe("14:30");
  });

  it("says nothing for no answer", () => {
    for (const { field } of cases) expect(answerWords(field, undefined)).toBe("");
  });

  it("keeps a choice no version offered as typed", () => {
    expect(answerWords({ type: "checkboxGroup", options: [] }, ["typed"])).toBe("typed");
  });
});

describe("isShownToRespondent", () => {
  it("hides only a hidden field from the respondent", () => {
    const hidden = cases.filter(({ field }) => !isShownToRespondent(field as FieldBlock));
    expect(hidden.map(({ field }) => field.type)).toEqual(["hidden"]);
  });
});
