import { describe, expect, test } from "vitest";
import { parseFormDocument } from "../document/parse-form-document";
import { issuesOf } from "../test/document-issues";
import { formLanguages, translateDocument } from "./translate-document";

const input = {
  slug: "contact",
  title: "Contact",
  language: "en",
  blocks: [
    { type: "heading", id: "intro", text: "About you" },
    {
      type: "radio",
      name: "topic",
      label: "Topic",
      description: "Pick one",
      options: [
        { label: "Sales", value: "sales" },
        { label: "Support", value: "support" },
      ],
    },
  ],
  translations: {
    de: {
      title: "Kontakt",
      submitLabel: "Senden",
      confirmation: "Danke!",
      blocks: {
        intro: { text: "Über Sie" },
        topic: { label: "Thema", options: { sales: "Vertrieb" } },
      },
    },
  },
};

function parsed() {
  const result = parseFormDocument(input);
  if (!result.success) throw new Error(JSON.stringify(result.issues));
  return result.document;
}

describe("translateDocument", () => {
  test("replaces the translated texts and keeps values, names and untranslated texts", () => {
    const de = translateDocument(parsed(), "de");
    expect(de.title).toBe("Kontakt");
    expect(de.submitLabel).toBe("Senden");
    expect(de.confirmation).toEqual({ message: "Danke!" });
    expect(de.blocks[0]).toMatchObject({ id: "intro", text: "Über Sie" });
    expect(de.blocks[1]).toMatchObject({
      name: "topic",
      label: "Thema",
      description: "Pick one",
      options: [
        { label: "Vertrieb", value: "sales" },
        { label: "Support", value: "support" },
      ],
    });
  });

  test("gives the document itself for its own language or one without translation", () => {
    const document = parsed();
    expect(translateDocument(document, "en")).toBe(document);
    expect(translateDocument(document, "ja")).toBe(document);
  });

  test("lists the form's languages, its own first", () => {
    expect(formLanguages(parsed())).toEqual(["en", "de"]);
  });
});

const media = {
  ...input,
  availability: { closesAt: "2020-01-01T00:00:00Z", closedMessage: "Registration has ended." },
  blocks: [
    {
      type: "carousel",
      id: "gallery",
      slides: [
        { src: "/samples/sample-1.jpg", alt: "Blue model", caption: "Blue" },
        { src: "/samples/sample-2.jpg", alt: "Red model" },
      ],
    },
    {
      type: "compare",
      id: "paint",
      before: { src: "/samples/sample-1.jpg", alt: "Before painting" },
      after: { src: "/samples/sample-2.jpg", alt: "After painting" },
    },
  ],
  translations: {
    de: {
      closedMessage: "Die Anmeldung ist beendet.",
      blocks: {
        gallery: {
          slides: { "0": { caption: "Blau", alt: "Blaues Modell" }, "1": { alt: "Rotes Modell" } },
        },
        paint: { before: { alt: "Vor dem Streichen" } },
      },
    },
  },
};

describe("translateDocument: closed message, slides and images", () => {
  test("translates the closed message, each slide's texts and a compare slider's images", () => {
    const result = parseFormDocument(media);
    if (!result.success) throw new Error(JSON.stringify(result.issues));
    const de = translateDocument(result.document, "de");
    expect(de.availability?.closedMessage).toBe("Die Anmeldung ist beendet.");
    expect(de.availability?.closesAt).toBe("2020-01-01T00:00:00Z");
    expect(de.blocks[0]).toMatchObject({
      slides: [
        { src: "/samples/sample-1.jpg", alt: "Blaues Modell", caption: "Blau" },
        { src: "/samples/sample-2.jpg", alt: "Rotes Modell" },
      ],
    });
    expect(de.blocks[1]).toMatchObject({
      before: { alt: "Vor dem Streichen" },
      after: { alt: "After painting" },
    });
  });

  test("refuses a closed message the form does not have, a slide it does not have, and a slide's missing caption", () => {
    expect(
      issuesOf({
        ...media,
        availability: undefined,
        translations: {
          de: {
            closedMessage: "Zu",
            blocks: {
              gallery: { slides: { "1": { caption: "Rot" }, "2": { alt: "?" } } },
              paint: { before: { caption: "x" } },
            },
          },
        },
      }),
    ).toEqual([
      { path: "translations.de.blocks.paint.before.caption", message: 'Unknown key "caption"' },
      {
        path: "translations.de.closedMessage",
        message: 'the form has no "closedMessage" to translate',
      },
      {
        path: 'translations.de.blocks.gallery.slides["1"].caption',
        message: 'the block has no "caption" to translate',
      },
      {
        path: 'translations.de.blocks.gallery.slides["2"]',
        message: '"2" is not a slide of this carousel (its slides are 0 to 1)',
      },
    ]);
  });
});

describe("parseFormDocument: translations", () => {
  test("refuses a block key that is no field name or block id, naming the path", () => {
    expect(
      issuesOf({ ...input, translations: { de: { blocks: { email: { label: "E-Mail" } } } } }),
    ).toEqual([
      {
        path: "translations.de.blocks.email",
        message: '"email" is not a field name or block id of this form',
      },
    ]);
  });

  test("refuses a choice the block does not offer and a text it does not have", () => {
    expect(
      issuesOf({
        ...input,
        translations: { de: { blocks: { topic: { options: { x: "X" }, alt: "Bild" } } } },
      }),
    ).toEqual([
      { path: "translations.de.blocks.topic.alt", message: 'the block has no "alt" to translate' },
      {
        path: "translations.de.blocks.topic.options.x",
        message: '"x" is not one of the block\'s values',
      },
    ]);
  });

  test("refuses a language that is not BCP 47 and the form's own language", () => {
    expect(issuesOf({ ...input, translations: { "not a tag": {}, en: {} } })).toEqual([
      {
        path: 'translations["not a tag"]',
        message: '"not a tag" is not a language tag (BCP 47), e.g. "en", "de-CH", "pt-BR" or "ar"',
      },
      {
        path: "translations.en",
        message:
          '"en" is the form\'s own language (its "language"); translations are for other languages',
      },
    ]);
  });

  test("refuses an unknown key in a translation", () => {
    expect(issuesOf({ ...input, translations: { de: { heading: "x" } } })).toEqual([
      { path: "translations.de.heading", message: 'Unknown key "heading"' },
    ]);
  });
});

describe("translateDocument: the author's own rule messages", () => {
  const withRules = {
    slug: "postcode",
    title: "Postcode",
    language: "en",
    blocks: [
      {
        type: "text",
        name: "zip",
        label: "Postcode",
        rules: {
          pattern: { value: "[0-9]{5}", message: "Enter the 5 digits of your postcode" },
          maxLength: 5,
        },
      },
    ],
  };

  test("replaces a rule's message, and keeps its value and the other rules", () => {
    const result = parseFormDocument({
      ...withRules,
      translations: {
        de: { blocks: { zip: { rules: { pattern: "Geben Sie die 5 Ziffern Ihrer PLZ ein" } } } },
      },
    });
    if (!result.success) throw new Error(JSON.stringify(result.issues));
    const german = translateDocument(result.document, "de");
    expect(german.blocks[0]).toMatchObject({
      rules: {
        pattern: { value: "[0-9]{5}", message: "Geben Sie die 5 Ziffern Ihrer PLZ ein" },
        maxLength: 5,
      },
    });
    expect(translateDocument(result.document, "en").blocks[0]).toMatchObject({
      rules: { pattern: { message: "Enter the 5 digits of your postcode" } },
    });
  });

  test("refuses a rule the block does not give a message of its own, naming the path", () => {
    expect(
      issuesOf({
        ...withRules,
        translations: { de: { blocks: { zip: { rules: { maxLength: "Zu lang", email: "x" } } } } },
      }),
    ).toEqual([
      {
        path: "translations.de.blocks.zip.rules.maxLength",
        message: 'the block has no "maxLength" rule with a message of its own to translate',
      },
      {
        path: "translations.de.blocks.zip.rules.email",
        message: 'the block has no "email" rule with a message of its own to translate',
      },
    ]);
  });
});
