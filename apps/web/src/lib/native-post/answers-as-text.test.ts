import { loadCatalogue, parseFormDocument } from "@formwright/core";
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
  ],
});
if (!parsed.success) throw new Error("the test document is invalid");
const { document } = parsed;
const values = { name: "Ada", agree: true, news: false, days: ["mon", "tue"] };

describe("the answers to copy when they cannot be sent", () => {
  it("writes ticks in the page's language", async () => {
    const german = await loadCatalogue("de");
    expect(answersAsText(document, values, german)).toBe(
      "Name: Ada\nEinverstanden: Ja\nNeuigkeiten: Nein\nTage: Montag, Dienstag",
    );
  });

  it("writes them in English by default", () => {
    expect(answersAsText(document, values)).toContain("Einverstanden: Yes\nNeuigkeiten: No");
  });
});
