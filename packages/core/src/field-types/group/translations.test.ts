import { describe, expect, it } from "vitest";
import { answerWords } from "../../answers/answer-words";
import { parseFormDocument } from "../../document/parse-form-document";
import { translateDocument } from "../../i18n/translate-document";
import { attendeesGroup } from "../../test/attendees-group";
import type { GroupBlock } from "./block";

function parse(translations: unknown) {
  return parseFormDocument({
    slug: "event",
    title: "Event",
    blocks: [attendeesGroup],
    translations,
  });
}

const german = {
  de: {
    blocks: {
      attendees: {
        label: "Teilnehmende",
        itemLabel: "Teilnehmer",
        blocks: {
          name: { label: "Name", description: "Vor- und Nachname" },
          meal: { label: "Essen", options: { veg: "Vegetarisch", fish: "Fisch" } },
        },
      },
    },
  },
};

describe("a group's translations (issue 32 §4 leftover)", () => {
  it("translate the group's label and item label and its inner blocks by name", () => {
    const result = parse({
      de: {
        blocks: {
          attendees: {
            ...german.de.blocks.attendees,
            blocks: { ...german.de.blocks.attendees.blocks, name: { label: "Name" } },
          },
        },
      },
    });
    if (!result.success) throw new Error(JSON.stringify(result.issues));
    const group = translateDocument(result.document, "de").blocks[0] as GroupBlock;
    expect(group.label).toBe("Teilnehmende");
    expect(group.itemLabel).toBe("Teilnehmer");
    expect(group.blocks.map((inner) => inner.label)).toEqual(["Name", "Email", "Essen"]);
    const meal = group.blocks[2];
    expect(meal && "options" in meal ? meal.options : []).toEqual([
      { label: "Vegetarisch", value: "veg" },
      { label: "Fisch", value: "fish" },
    ]);
    // Names and values stay: an answer is the same in every language.
    expect(group.blocks.map((inner) => inner.name)).toEqual(["name", "email", "meal"]);
    const words = answerWords(group, [{ name: "Ada", email: "ada@example.com", meal: "fish" }]);
    expect(words).toContain("Teilnehmer 1");
    expect(words).toContain("Essen: Fisch");
  });

  it("refuses, at its path, an inner name the group does not have and a text an inner block does not have", () => {
    const result = parse({
      de: {
        blocks: {
          attendees: {
            blocks: {
              phone: { label: "Telefon" },
              name: { description: "Vor- und Nachname" },
              meal: { options: { meat: "Fleisch" } },
            },
          },
        },
      },
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.issues.map((issue) => issue.path)).toEqual([
      "translations.de.blocks.attendees.blocks.phone",
      "translations.de.blocks.attendees.blocks.name.description",
      "translations.de.blocks.attendees.blocks.meal.options.meat",
    ]);
  });
});
