import { describe, expect, it } from "vitest";
import { blockTypeOf } from "../../editor/block-types/registry";
import type { DraftBlock } from "../../editor/draft-types";
import { duplicateInner, innerBlocksOf, innerKeyContext, moveInner } from "./inner-blocks";
import { readGroupSettings, writeGroupSettings } from "./settings";

const name: DraftBlock = { type: "text", name: "name", label: "Name" };
const email: DraftBlock = { type: "text", name: "email", label: "Email" };
const meal: DraftBlock = {
  type: "radio",
  name: "meal",
  label: "Meal",
  options: [{ label: "Fish", value: "fish" }],
};
const group: DraftBlock = {
  type: "group",
  name: "attendees",
  label: "Attendees",
  blocks: [name, email, meal],
};

describe("a group's inner blocks in the editor", () => {
  it("moves one, or nothing past either end", () => {
    expect(moveInner([name, email, meal], 0, 2)).toEqual([email, meal, name]);
    expect(moveInner([name, email], 0, -1)).toBeNull();
    expect(moveInner([name, email], 1, 2)).toBeNull();
  });

  it("copies one right after it, named apart within the group", () => {
    const copied = duplicateInner([name, email, { ...email, name: "email2" }], 1);
    expect(copied.map((inner) => inner.name)).toEqual(["name", "email", "email3", "email2"]);
    expect(copied[2]).not.toBe(email);
  });

  it("lets an inner name follow its label, unless the live group published it", () => {
    const definition = blockTypeOf(email);
    if (!definition) throw new Error("no text type");
    const draft = innerBlocksOf(group);
    const unpublished = innerKeyContext({
      liveDocument: null,
      groupName: "attendees",
      blocks: draft,
      index: 1,
    });
    const renamed = definition.fromValues(
      { ...definition.toValues(email), label: "Name" },
      email,
      unpublished,
    );
    // "name" is taken in the group: the derived name avoids it.
    expect(renamed.name).toBe("name2");
    const live = { blocks: [{ ...group, blocks: [name, email, meal] }] };
    const published = innerKeyContext({
      liveDocument: live,
      groupName: "attendees",
      blocks: draft,
      index: 1,
    });
    expect(published.publishedKeys.fieldNames).toEqual(["name", "email", "meal"]);
    expect(published.publishedKeys.optionValues.meal).toEqual(["fish"]);
    const kept = definition.fromValues(
      { ...definition.toValues(email), label: "Work email" },
      email,
      published,
    );
    expect(kept.name).toBe("email");
  });

  it("reads and writes the item label and repeat; off is one fieldset, a first tick one to ten", () => {
    expect(readGroupSettings({ ...group, itemLabel: "Guest", repeat: { min: 1, max: 4 } })).toEqual(
      {
        itemLabel: "Guest",
        repeats: true,
        repeatMin: 1,
        repeatMax: 4,
      },
    );
    const off: DraftBlock = { ...group, itemLabel: "Guest", repeat: { min: 1, max: 4 } };
    writeGroupSettings({ itemLabel: " ", repeats: false, repeatMin: 1, repeatMax: 4 }, off);
    expect(off).not.toHaveProperty("itemLabel");
    expect(off).not.toHaveProperty("repeat");
    const on: DraftBlock = { ...group };
    writeGroupSettings({ itemLabel: "Guest", repeats: true }, on);
    expect(on.repeat).toEqual({ min: 1, max: 10 });
    writeGroupSettings({ itemLabel: "Guest", repeats: true, repeatMax: 3 }, on);
    expect(on.repeat).toEqual({ max: 3 });
  });
});
