import type { FieldBlock, FormDocument } from "@formwright/core";

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

/** One block, a stored answer of it and the words every surface must show for it (English). */
export interface FieldTypeCase {
  block: FieldBlock;
  answer: unknown;
  words: string;
}

/**
 * One answered field of each of the 16 types, with the words its answer
 * reads as (no language: dates and times as stored). The test table of
 * every surface that shows answers (receipt, no-script page, table, details,
 * mail).
 */
export const EVERY_FIELD_TYPE: readonly FieldTypeCase[] = [
  { block: { type: "text", name: "fullName", label: "Full name" }, answer: "Ada", words: "Ada" },
  { block: { type: "textarea", name: "note", label: "Note" }, answer: "Hi", words: "Hi" },
  { block: { type: "number", name: "age", label: "Age" }, answer: 36, words: "36" },
  {
    block: {
      type: "select",
      name: "team",
      label: "Team",
      options: [{ value: "eng", label: "Engineering" }],
    },
    answer: "eng",
    words: "Engineering",
  },
  {
    block: {
      type: "radio",
      name: "slot",
      label: "Slot",
      options: [{ value: "am", label: "Morning" }],
    },
    answer: "am",
    words: "Morning",
  },
  {
    block: {
      type: "checkboxGroup",
      name: "topics",
      label: "Topics",
      options: [
        { value: "sales", label: "Sales" },
        { value: "engines", label: "Engines" },
      ],
    },
    answer: ["sales", "engines"],
    words: "Sales, Engines",
  },
  { block: { type: "checkbox", name: "agree", label: "Agree" }, answer: true, words: "Yes" },
  { block: { type: "rating", name: "stars", label: "Stars" }, answer: 4, words: "4" },
  { block: { type: "scale", name: "nps", label: "Recommend" }, answer: 9, words: "9" },
  {
    block: {
      type: "matrix",
      name: "quality",
      label: "Quality",
      rows: [{ value: "row1", label: "Texture" }],
      columns: [
        { value: "column1", label: "Bad" },
        { value: "column2", label: "Good" },
      ],
    },
    answer: { row1: "column2" },
    words: "Texture: Good",
  },
  {
    block: {
      type: "ranking",
      name: "fruit",
      label: "Fruit",
      options: [
        { value: "apples", label: "Apples" },
        { value: "pears", label: "Pears" },
      ],
    },
    answer: ["pears", "apples"],
    words: "Pears, Apples",
  },
  {
    block: { type: "file", name: "photo", label: "Photo" },
    answer: [photo],
    words: "sample-6.jpg (2.4 kB)",
  },
  {
    block: { type: "signature", name: "sign", label: "Signature" },
    answer: { name: "Ada", file: drawing },
    words: "Ada: Signed (signature.png)",
  },
  { block: { type: "date", name: "day", label: "Day" }, answer: "2026-03-07", words: "2026-03-07" },
  { block: { type: "time", name: "at", label: "At" }, answer: "14:30", words: "14:30" },
  {
    block: { type: "hidden", name: "campaign", label: "Campaign" },
    answer: "spring",
    words: "spring",
  },
] as unknown as FieldTypeCase[];

/** A form with every case's block, in order. */
export const everyFieldTypeDocument = {
  slug: "every-type",
  title: "Every type",
  blocks: EVERY_FIELD_TYPE.map((c) => c.block),
} as unknown as FormDocument;

/** The stored answers of every case. */
export const everyFieldTypeAnswers: Record<string, unknown> = Object.fromEntries(
  EVERY_FIELD_TYPE.map((c) => [c.block.name, c.answer]),
);
