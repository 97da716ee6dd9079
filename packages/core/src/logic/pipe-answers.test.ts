import { describe, expect, it } from "vitest";
import { parseFormDocument, parseStoredFormDocument } from "../document/parse-form-document";
import { fieldTypeOf } from "../field-types/registry";
import { catalogue as frenchCatalogue } from "../i18n/generated/fr";
import { translateDocument } from "../i18n/translate-document";
import {
  EVERY_FIELD_TYPE,
  everyFieldTypeAnswers,
  everyFieldTypeDocument,
} from "../test/every-field-type";
import {
  pipeAnswers,
  pipeBlock,
  pipeDocumentText,
  pipedAnswerText,
  pipedNames,
} from "./pipe-answers";

/** ICU puts a narrow or a plain no-break space before "PM", depending on its version. */
const plainSpaces = (text: string) => text.replace(/\s/gu, " ");

const french = {
  language: "fr",
  labels: { yes: frenchCatalogue.yes, no: frenchCatalogue.no, signed: frenchCatalogue.signed },
};
const frenchBlocks = translateDocument(everyFieldTypeDocument, "fr").blocks;

describe("answer piping", () => {
  it("finds each {{name}} once and fills it in as text", () => {
    expect(pipedNames("Hi {{ first }}, {{first}} and {{last}}! {{ not a name }}")).toEqual([
      "first",
      "last",
    ]);
    const textOf = (name: string) => ({ first: "<b>Ada</b>" })[name] ?? "";
    expect(pipeAnswers("Hi {{first}}{{missing}}.", textOf)).toBe("Hi <b>Ada</b>.");
    expect(pipeBlock({ type: "paragraph", text: "Hi {{first}}" }, textOf)).toEqual({
      type: "paragraph",
      text: "Hi <b>Ada</b>",
    });
  });

  it("shows a choice by its label, a ticked checkbox as Yes, and nothing when unanswered", () => {
    const radio = {
      type: "radio" as const,
      name: "slot",
      label: "Slot",
      options: [{ value: "am", label: "Morning" }],
    };
    expect(pipedAnswerText(radio, "am")).toBe("Morning");
    expect(pipedAnswerText({ type: "checkbox", name: "ok", label: "OK" }, true)).toBe("Yes");
    expect(pipedAnswerText({ type: "checkbox", name: "ok", label: "OK" }, false)).toBe("");
    expect(pipedAnswerText(radio, "  ")).toBe("");
    expect(pipedAnswerText(undefined, "x")).toBe("");
  });

  it("refuses a document that pipes an unknown or later field", () => {
    const result = parseFormDocument({
      slug: "pipes",
      title: "Pipes",
      confirmation: { message: "Thanks, {{name}} {{nobody}}" },
      blocks: [
        { type: "heading", text: "Hello {{name}}" },
        { type: "text", name: "name", label: "Name" },
        { type: "text", name: "city", label: "City, {{name}}?", description: "{{ghost}}" },
      ],
    });
    expect(result.success ? [] : result.issues.map((i) => `${i.path}: ${i.message}`)).toEqual([
      'blocks[0].text: {{name}} refers to "name" (blocks[1]), which does not come before this block; only earlier answers can be shown',
      'blocks[2].description: {{ghost}} refers to "ghost", which is not a field of this form',
      'confirmation.message: {{nobody}} refers to "nobody", which is not a field of this form',
    ]);
  });
});

describe("an empty piped answer", () => {
  const none = () => "";

  it("says the fallback the author gave: {{name|fallback}}", () => {
    expect(pipeAnswers("We will write to {{email|your address}} about it.", none)).toBe(
      "We will write to your address about it.",
    );
    expect(pipeAnswers("To {{ email | your address }}.", () => "ada@example.com")).toBe(
      "To ada@example.com.",
    );
    expect(pipedNames("To {{email|your address}} and {{ city | town }}")).toEqual([
      "email",
      "city",
    ]);
  });

  it("without a fallback, is dropped with the space and comma that joined it", () => {
    expect(pipeAnswers("We will write to {{email}} about {{topic}}.", none)).toBe(
      "We will write to about.",
    );
    expect(pipeAnswers("Thanks, {{name}}!", none)).toBe("Thanks!");
    expect(pipeAnswers("Hello {{name}}, welcome", none)).toBe("Hello, welcome");
    expect(pipeAnswers("{{name}}, welcome", none)).toBe("welcome");
    expect(pipeAnswers("Details for {{name}}", none)).toBe("Details for");
    expect(pipeAnswers("{{name}}", none)).toBe("");
    expect(pipeAnswers("{{a}}; {{b}}; {{c}}", (name) => (name === "a" ? "A" : ""))).toBe("A");
    // Text the pipe does not touch stays as written.
    expect(pipeAnswers("A  b, {{name}}c", none)).toBe("A  b, c");
  });
});

describe("piping into every text a respondent reads", () => {
  it("fills a page title and each choice's label, keeping the values", () => {
    const textOf = (name: string) => (name === "name" ? "Ada" : "");
    expect(pipeBlock({ type: "page", title: "Details for {{name}}" }, textOf)).toEqual({
      type: "page",
      title: "Details for Ada",
    });
    const radio = {
      type: "radio" as const,
      name: "who",
      label: "Who?",
      options: [
        { value: "me", label: "{{name|Me}}" },
        { value: "else", label: "Someone else" },
      ],
    };
    expect(pipeBlock(radio, textOf).options).toEqual([
      { value: "me", label: "Ada" },
      { value: "else", label: "Someone else" },
    ]);
    expect(pipeBlock(radio, () => "").options[0]).toEqual({ value: "me", label: "Me" });
  });

  it("checks the pipes of page titles, choices and the closed message", () => {
    const result = parseFormDocument({
      slug: "pipes",
      title: "Pipes",
      availability: { closedMessage: "Sorry {{name}} {{nobody|friend}}" },
      blocks: [
        { type: "text", name: "name", label: "Name" },
        { type: "page", title: "Details for {{name}} {{later}}" },
        { type: "text", name: "later", label: "Later" },
        {
          type: "radio",
          name: "who",
          label: "Who?",
          options: [{ value: "me", label: "{{name|Me}} {{ghost}}" }],
        },
      ],
    });
    expect(result.success ? [] : result.issues.map((i) => `${i.path}: ${i.message}`)).toEqual([
      'blocks[1].title: {{later}} refers to "later" (blocks[2]), which does not come before this block; only earlier answers can be shown',
      'blocks[3].options[0].label: {{ghost}} refers to "ghost", which is not a field of this form',
      'availability.closedMessage: {{nobody}} refers to "nobody", which is not a field of this form',
    ]);
  });

  it("refuses a pipe where no answer is shown: it would show its braces", () => {
    const result = parseFormDocument({
      slug: "pipes",
      title: "For {{name}}",
      submitLabel: "Send, {{name|friend}}",
      blocks: [
        { type: "text", name: "name", label: "Name" },
        { type: "text", name: "city", label: "City", placeholder: "{{name}}'s city" },
        { type: "page", nextLabel: "On, {{name}}" },
        { type: "text", name: "zip", label: "Zip" },
      ],
    });
    expect(result.success ? [] : result.issues.map((i) => `${i.path}: ${i.message}`)).toEqual([
      "title: {{name}} is not filled in here: answers show only in labels, descriptions, texts, page titles, choices, the confirmation message and the closed message",
      "submitLabel: {{name}} is not filled in here: answers show only in labels, descriptions, texts, page titles, choices, the confirmation message and the closed message",
      "blocks[1].placeholder: {{name}} is not filled in here: answers show only in labels, descriptions, texts, page titles, choices, the confirmation message and the closed message",
      "blocks[2].nextLabel: {{name}} is not filled in here: answers show only in labels, descriptions, texts, page titles, choices, the confirmation message and the closed message",
    ]);
  });

  it("still opens a version stored before these checks: its pipes show the fallback or nothing", () => {
    const stored = parseStoredFormDocument({
      slug: "old",
      title: "For {{name}}",
      blocks: [
        { type: "text", name: "name", label: "Name" },
        { type: "page", title: "About {{later|you}}" },
        { type: "text", name: "later", label: "Later" },
      ],
    });
    expect(stored.success).toBe(true);
  });
});

// Piping says an answer as every other surface does: the type's own words
// (the table in test/every-field-type.ts), never a stored value or JSON.
describe("piping every field type", () => {
  it.each(EVERY_FIELD_TYPE)("pipes a $block.type answer in its words", (c) => {
    expect(pipedAnswerText(c.block, c.answer)).toBe(c.words);
  });

  it.each(EVERY_FIELD_TYPE)("pipes a $block.type answer in English words", (c) => {
    expect(plainSpaces(pipedAnswerText(c.block, c.answer, { language: "en" }))).toBe(c.en);
  });

  it.each(EVERY_FIELD_TYPE)("pipes a $block.type answer in the form's language", (c) => {
    const block = frenchBlocks.find((b) => "name" in b && b.name === c.block.name);
    expect(plainSpaces(pipedAnswerText(block as typeof c.block, c.answer, french))).toBe(c.fr);
  });

  it.each(EVERY_FIELD_TYPE)("pipes nothing for a $block.type left empty", (c) => {
    expect(pipedAnswerText(c.block, fieldTypeOf(c.block.type).emptyValue(c.block))).toBe("");
  });

  it("fills a confirmation with each answer in its words", () => {
    const message = EVERY_FIELD_TYPE.map((c) => `{{${c.block.name}}}`).join(" | ");
    expect(pipeDocumentText(everyFieldTypeDocument, message, everyFieldTypeAnswers)).toBe(
      EVERY_FIELD_TYPE.map((c) => c.words).join(" | "),
    );
  });

  it("fills a confirmation in the reader's language when told it", () => {
    const document = translateDocument(everyFieldTypeDocument, "fr");
    const message = "{{agree}} | {{day}} | {{home}}";
    expect(pipeDocumentText(document, message, everyFieldTypeAnswers, french)).toBe(
      "Oui | 7 mars 2026 | 10 Downing Street, London, SW1A 2AA, Royaume-Uni",
    );
  });

  it("keeps a piped address as the text typed, markup and all", () => {
    const home = EVERY_FIELD_TYPE.find((c) => c.block.type === "address")?.block;
    const text = pipeBlock({ type: "paragraph", text: "Posting to {{home}}." }, (name) =>
      name === "home" ? pipedAnswerText(home, { line1: "<b>1</b> Main St", city: "Leeds" }) : "",
    );
    expect(text).toEqual({ type: "paragraph", text: "Posting to <b>1</b> Main St, Leeds." });
  });
});
