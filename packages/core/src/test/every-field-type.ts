// One answered field of every field type, and the words each surface that
// reads answers back must show for it. Every per-surface test (core's
// answerWords, the receipt, the no-script answers page, the submissions
// table and details, mail, CSV) runs over this table: a type added here is
// checked on every surface. Web tests import it by its relative path.
import type { FormDocument } from "../document/form-document-schema";
import type { BlockTranslation } from "../document/translations-schema";
import type { FieldBlock } from "../field-types/document-list";
import { parseValid } from "./fixtures";

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

/** One block, a stored answer of it, and how every surface says that answer. */
export interface FieldTypeCase {
  block: FieldBlock;
  answer: unknown;
  /** The words without a language (the admin's table and details, CSV): dates and times as stored. */
  words: string;
  /** The words for a reader in English (`language: "en"`): dates and times written out. */
  en: string;
  /** The block's texts in the form's French translation. */
  french: BlockTranslation;
  /** The words for a reader in French: the translation's labels, French product words and dates. */
  fr: string;
  /**
   * The cells of the CSV with labels, header → cell, when the field writes
   * other than one column under its label holding {@link words} (a matrix: a
   * column per row).
   */
  csv?: Readonly<Record<string, string>>;
  /**
   * What a view that may show more than text (links, a drawing) shows at
   * least, when not {@link words} whole: each part, in any markup.
   */
  parts?: readonly string[];
}

/** Each field type, in the editor's order (a test fails when a type has no case). */
const cases: FieldTypeCase[] = [
  {
    block: { type: "text", name: "fullName", label: "Full name" },
    answer: "Ada",
    words: "Ada",
    en: "Ada",
    french: { label: "Nom complet" },
    fr: "Ada",
  },
  {
    block: { type: "textarea", name: "note", label: "Note" },
    answer: "Hi",
    words: "Hi",
    en: "Hi",
    french: { label: "Remarque" },
    fr: "Hi",
  },
  {
    block: { type: "number", name: "age", label: "Age" },
    answer: 36,
    words: "36",
    en: "36",
    french: { label: "Âge" },
    fr: "36",
  },
  {
    block: {
      type: "select",
      name: "team",
      label: "Team",
      options: [
        { value: "eng", label: "Engineering" },
        { value: "ops", label: "Operations" },
      ],
    },
    answer: "eng",
    words: "Engineering",
    en: "Engineering",
    french: { label: "Équipe", options: { eng: "Ingénierie", ops: "Exploitation" } },
    fr: "Ingénierie",
  },
  {
    block: {
      type: "radio",
      name: "slot",
      label: "Slot",
      options: [
        { value: "am", label: "Morning" },
        { value: "pm", label: "Afternoon" },
      ],
    },
    answer: "am",
    words: "Morning",
    en: "Morning",
    french: { label: "Créneau", options: { am: "Matin", pm: "Après-midi" } },
    fr: "Matin",
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
    en: "Sales, Engines",
    french: { label: "Sujets", options: { sales: "Ventes", engines: "Moteurs" } },
    fr: "Ventes, Moteurs",
  },
  {
    block: { type: "checkbox", name: "agree", label: "Agree" },
    answer: true,
    words: "Yes",
    en: "Yes",
    french: { label: "D’accord" },
    fr: "Oui",
  },
  {
    block: { type: "rating", name: "stars", label: "Stars" },
    answer: 4,
    words: "4",
    en: "4",
    french: { label: "Étoiles" },
    fr: "4",
  },
  {
    block: { type: "scale", name: "nps", label: "Recommend" },
    answer: 9,
    words: "9",
    en: "9",
    french: { label: "Recommandation" },
    fr: "9",
  },
  {
    block: {
      type: "matrix",
      name: "quality",
      label: "Quality",
      rows: [
        { value: "row1", label: "Taste" },
        { value: "row2", label: "Price" },
      ],
      columns: [
        { value: "column1", label: "Bad" },
        { value: "column2", label: "Good" },
      ],
    },
    answer: { row1: "column2" },
    words: "Taste: Good",
    en: "Taste: Good",
    french: {
      label: "Qualité",
      rows: { row1: "Goût", row2: "Prix" },
      columns: { column1: "Mauvais", column2: "Bon" },
    },
    fr: "Goût: Bon",
    csv: { "Quality: Taste": "Good", "Quality: Price": "" },
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
    en: "Pears, Apples",
    french: { label: "Fruits", options: { apples: "Pommes", pears: "Poires" } },
    fr: "Poires, Pommes",
  },
  {
    block: { type: "file", name: "photo", label: "Photo" },
    answer: [photo],
    words: "sample-6.jpg (2.4 kB)",
    en: "sample-6.jpg (2.4 kB)",
    french: { label: "Photo jointe" },
    fr: "sample-6.jpg (2.4 kB)",
    parts: ["sample-6.jpg"],
  },
  {
    block: { type: "signature", name: "sign", label: "Signature" },
    answer: { name: "Ada", file: drawing },
    words: "Ada: Signed (signature.png)",
    en: "Ada: Signed (signature.png)",
    french: { label: "Votre signature" },
    fr: "Ada: Signé (signature.png)",
    parts: ["Ada"],
  },
  {
    block: { type: "date", name: "day", label: "Day" },
    answer: "2026-03-07",
    words: "2026-03-07",
    en: "March 7, 2026",
    french: { label: "Jour" },
    fr: "7 mars 2026",
  },
  {
    block: { type: "time", name: "at", label: "At" },
    answer: "14:30",
    words: "14:30",
    en: "2:30 PM",
    french: { label: "Heure" },
    fr: "14:30",
  },
  {
    block: { type: "hidden", name: "campaign", label: "Campaign" },
    answer: "spring",
    words: "spring",
    en: "spring",
    french: { label: "Campagne" },
    fr: "spring",
  },
  {
    block: { type: "address", name: "home", label: "Home address" },
    answer: { line1: "10 Downing Street", city: "London", postalCode: "SW1A 2AA", country: "GB" },
    words: "10 Downing Street, London, SW1A 2AA, United Kingdom",
    en: "10 Downing Street, London, SW1A 2AA, United Kingdom",
    french: { label: "Adresse" },
    fr: "10 Downing Street, London, SW1A 2AA, Royaume-Uni",
    csv: {
      "Home address – Address line 1": "10 Downing Street",
      "Home address – Address line 2": "",
      "Home address – City": "London",
      "Home address – State / Province": "",
      "Home address – Postcode": "SW1A 2AA",
      "Home address – Country": "United Kingdom",
    },
  },
  {
    block: {
      type: "group",
      name: "guests",
      label: "Guests",
      itemLabel: "Guest",
      repeat: { min: 1, max: 2 },
      blocks: [
        { type: "text", name: "guestName", label: "Name" },
        { type: "checkbox", name: "vegan", label: "Vegan" },
      ],
    },
    answer: [{ guestName: "Ada", vegan: true }],
    words: "Guest 1: Name: Ada; Vegan: Yes",
    en: "Guest 1: Name: Ada; Vegan: Yes",
    // A translation names the group; its inner fields' texts are not translated yet.
    french: { label: "Invités" },
    fr: "Guest 1: Name: Ada; Vegan: Oui",
    csv: {
      "guests.1.guestName": "Ada",
      "guests.1.vegan": "Yes",
      "guests.2.guestName": "",
      "guests.2.vegan": "",
    },
  },
];

/**
 * A valid form with every case's block, in order, and a French translation
 * of every block's texts.
 */
export const everyFieldTypeDocument: FormDocument = parseValid({
  slug: "every-type",
  title: "Every type",
  blocks: cases.map((c) => c.block),
  translations: {
    fr: {
      title: "Tous les types",
      blocks: Object.fromEntries(cases.map((c) => [c.block.name, c.french])),
    },
  },
});

/** One answered field of each type (see {@link FieldTypeCase}), blocks as the document holds them. */
export const EVERY_FIELD_TYPE: readonly FieldTypeCase[] = cases.map((c, i) => ({
  ...c,
  block: everyFieldTypeDocument.blocks[i] as FieldBlock,
}));

/** The stored answers of every case, by field name. */
export const everyFieldTypeAnswers: Readonly<Record<string, unknown>> = Object.fromEntries(
  cases.map((c) => [c.block.name, c.answer]),
);

/** The field whose answer decides what {@link everyFieldTypeBehind} shows. */
export const GATE = { name: "route", label: "Route", open: "open", closed: "closed" } as const;

/**
 * Every case's block behind a choice (`route`): `"page"` puts them on a page
 * that is skipped unless the route is open, `"condition"` gives each block a
 * condition on it. With {@link GATE}`.closed` answered, a respondent was shown
 * none of them, whatever the answers stored for them.
 *
 * @example
 * respondentFields(everyFieldTypeBehind("page"), { route: "closed", ...everyFieldTypeAnswers }); // [route]
 */
export function everyFieldTypeBehind(how: "page" | "condition"): FormDocument {
  const visibleWhen = { all: [{ field: GATE.name, op: "equals", value: GATE.open }] };
  const gate = {
    type: "radio",
    name: GATE.name,
    label: GATE.label,
    options: [
      { value: GATE.open, label: "Open" },
      { value: GATE.closed, label: "Closed" },
    ],
  };
  const blocks =
    how === "page"
      ? [gate, { type: "page", title: "Behind", visibleWhen }, ...cases.map((c) => c.block)]
      : [gate, ...cases.map((c) => ({ ...c.block, visibleWhen }))];
  return parseValid({ slug: `every-type-${how}`, title: "Every type, behind", blocks });
}
