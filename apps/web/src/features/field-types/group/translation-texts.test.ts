import { describe, expect, it } from "vitest";
import { translatableTexts, withTranslationAt } from "../../editor/translations/translation-texts";

const group = {
  type: "group",
  name: "attendees",
  label: "Attendees",
  itemLabel: "Attendee",
  repeat: { min: 1, max: 3 },
  blocks: [
    { type: "text", name: "name", label: "Name", description: "First and last" },
    {
      type: "radio",
      name: "meal",
      label: "Meal",
      options: [{ label: "Fish", value: "fish" }],
    },
  ],
};

describe("a group's texts in the editor's Translations", () => {
  it("lists the group's label and item label, then each inner block's texts, led by the group", () => {
    const texts = translatableTexts({}, [group]);
    expect(texts.map((text) => [text.path.join("."), text.caption, text.source])).toEqual([
      ["blocks.attendees.label", "Attendees: label", "Attendees"],
      ["blocks.attendees.itemLabel", "Attendees: itemLabel", "Attendee"],
      ["blocks.attendees.blocks.name.label", "Attendees › Name: label", "Name"],
      [
        "blocks.attendees.blocks.name.description",
        "Attendees › Name: description",
        "First and last",
      ],
      ["blocks.attendees.blocks.meal.label", "Attendees › Meal: label", "Meal"],
      ["blocks.attendees.blocks.meal.options.fish", "Attendees › Meal: option Fish", "Fish"],
    ]);
  });

  it("writes an inner text where the document reads it", () => {
    const path = ["blocks", "attendees", "blocks", "meal", "options", "fish"];
    expect(withTranslationAt({}, path, "Fisch")).toEqual({
      blocks: { attendees: { blocks: { meal: { options: { fish: "Fisch" } } } } },
    });
  });
});
