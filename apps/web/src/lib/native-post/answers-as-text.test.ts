import { loadCatalogue, parseFormDocument, translateDocument } from "@formwright/core";
import { describe, expect, it } from "vitest";
import { answersAsText } from "./answers-as-text";

const parsed = parseFormDocument({
  slug: "anmeldung",
  title: "Anmeldung",
  language: "de",
  blocks: [
    { type: "text", name: "name", label: "Name" },
    { type: "checkbox", name: "agree", label: "Einverstanden" },
    { type: "checkbox", name: "news", label: "Neuigkeiten" },
    {
      type: "checkboxGroup",
      name: "days",
      label: "Tage",
      options: [
        { value: "mon", label: "Montag" },
        { value: "tue", label: "Dienstag" },
      ],
    },
    { type: "date", name: "day", label: "Tag" },
    { type: "text", name: "note", label: "Notiz" },
    { type: "hidden", name: "campaign", label: "Kampagne" },
  ],
  translations: { fr: { blocks: { day: { label: "Jour" } } } },
});
if (!parsed.success) throw new Error("the test document is invalid");
const { document } = parsed;
const values = {
  name: "Ada",
  agree: true,
  news: false,
  days: ["mon", "tue"],
  day: "2026-03-07",
  campaign: "spring",
};

describe("the answers to copy when they cannot be sent", () => {
  it("writes ticks and dates in the page's language, and no empty answer", async () => {
    const german = await loadCatalogue("de");
    expect(answersAsText({ document, values, language: "de", words: german })).toBe(
      "Name: Ada\nEinverstanden: Ja\nNeuigkeiten: Nein\nTage: Montag, Dienstag\nTag: 7. März 2026",
    );
  });

  it("reads a French page's answers under the translation's labels, dates and colons in French", async () => {
    const french = await loadCatalogue("fr");
    const text = answersAsText({
      document: translateDocument(document, "fr"),
      values,
      language: "fr",
      words: french,
    });
    expect(text).toContain("Einverstanden\u00a0: Oui");
    expect(text).toContain("Jour\u00a0: 7 mars 2026");
  });

  it("writes them in English by default, dates as stored without a language", () => {
    const text = answersAsText({ document, values });
    expect(text).toContain("Einverstanden: Yes\nNeuigkeiten: No");
    expect(text).toContain("Tag: 2026-03-07");
    expect(text).not.toContain("Notiz");
  });

  it("never writes a hidden field", () => {
    const text = answersAsText({ document, values });
    expect(text).not.toContain("Kampagne");
    expect(text).not.toContain("spring");
  });
});
