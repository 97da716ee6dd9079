import { describe, expect, it } from "vitest";
import { followedName, followedOptions, type KeyContext } from "./follow-labels";

const context: KeyContext = {
  publishedKeys: { fieldNames: [], optionValues: {} },
  takenNames: new Set(["email"]),
};

describe("followedName", () => {
  it("follows the label while the name is generated or derived", () => {
    expect(
      followedName({
        name: "text1",
        oldLabel: "Text",
        label: "Full name",
        defaultLabel: "Text",
        context,
      }),
    ).toBe("fullName");
    expect(
      followedName({
        name: "fullName",
        oldLabel: "Full name",
        label: "Your name",
        defaultLabel: "Text",
        context,
      }),
    ).toBe("yourName");
  });

  it("stays unique among the other fields", () => {
    expect(
      followedName({
        name: "text1",
        oldLabel: "Text",
        label: "Email",
        defaultLabel: "Text",
        context,
      }),
    ).toBe("email2");
  });

  it("keeps a generated-looking name the author typed beside another label", () => {
    expect(
      followedName({ name: "text1", oldLabel: "Age", label: "", defaultLabel: "Number", context }),
    ).toBe("text1");
  });

  it("keeps a name the author chose, or one a published version used", () => {
    expect(
      followedName({
        name: "contact",
        oldLabel: "Email",
        label: "Mail",
        defaultLabel: "Text",
        context,
      }),
    ).toBe("contact");
    const published = { ...context, publishedKeys: { fieldNames: ["text1"], optionValues: {} } };
    expect(
      followedName({
        name: "text1",
        oldLabel: "Text",
        label: "Email",
        defaultLabel: "Text",
        context: published,
      }),
    ).toBe("text1");
  });
});

describe("followedOptions", () => {
  const previous = [
    { label: "Option 1", value: "option1" },
    { label: "Option 2", value: "option2" },
  ];

  it("gives a renamed option a value from its label, unique in the block", () => {
    const options = [
      { label: "Evening social", value: "option1" },
      { label: "Option 2", value: "option2" },
    ];
    expect(followedOptions({ options, previous, published: [] })).toEqual([
      { label: "Evening social", value: "evening-social" },
      { label: "Option 2", value: "option2" },
    ]);
  });

  it("keeps a value a published version used, one the author typed, and moved rows", () => {
    const renamed = [
      { label: "Evening social", value: "option1" },
      { label: "Late", value: "custom" },
    ];
    const before = [
      { label: "Option 1", value: "option1" },
      { label: "Early", value: "custom" },
    ];
    expect(followedOptions({ options: renamed, previous: before, published: ["option1"] })).toEqual(
      renamed,
    );
    const moved = [previous[1], previous[0]] as typeof previous;
    expect(followedOptions({ options: moved, previous, published: [] })).toEqual(moved);
  });
});
