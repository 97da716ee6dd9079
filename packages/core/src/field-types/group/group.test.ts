import { describe, expect, it } from "vitest";
import { attendeesGroup } from "../../test/attendees-group";
import { formatJsonPath } from "../../utils/format-json-path";
import { leafFieldBlockSchema } from "../document-list";
import type { InnerAnswerField } from "../field-type-definition";
import { type FieldType, fieldTypeOf } from "../registry";
import { groupAnswerText } from "./answer-text";
import { type GroupBlock, groupBlockSchemaOf } from "./block";
import { compileGroupField, validateGroup } from "./compile";

const schema = groupBlockSchemaOf(leafFieldBlockSchema);

const attendees = schema.parse({
  ...attendeesGroup,
  blocks: [
    ...attendeesGroup.blocks,
    {
      type: "text",
      name: "allergy",
      label: "Allergy",
      required: true,
      visibleWhen: { all: [{ field: "meal", op: "equals", value: "fish" }] },
    },
  ],
}) as GroupBlock;

function problems(input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${formatJsonPath(issue.path)}: ${issue.message}`);
}

const base = {
  type: "group",
  name: "attendees",
  label: "Attendees",
  blocks: [{ type: "text", name: "name", label: "Name" }],
};

describe("the group block's document check", () => {
  it("takes a repeating group of field blocks and fills in min 0", () => {
    expect(schema.parse({ ...base, repeat: { max: 5 } }).repeat).toEqual({ min: 0, max: 5 });
  });

  it("refuses a group inside a group, naming its path", () => {
    expect(problems({ ...base, blocks: [{ ...base }] })).toEqual([
      "blocks[0].type: groups cannot nest: a group holds field blocks only",
    ]);
  });

  it("refuses a content block inside a group", () => {
    expect(problems({ ...base, blocks: [{ type: "heading", text: "Hi" }] })).toEqual([
      'blocks[0].type: a group holds field blocks only; "heading" is a content block (put it before or after the group)',
    ]);
  });

  it("refuses a name used twice within the group", () => {
    expect(
      problems({
        ...base,
        blocks: [
          { type: "text", name: "name", label: "Name" },
          { type: "text", name: "name", label: "Name again" },
        ],
      }),
    ).toEqual(['blocks[1].name: Duplicate name "name" in this group: blocks[0] already uses it']);
  });

  it("refuses min over max, max over 50 and an empty group", () => {
    expect(problems({ ...base, repeat: { min: 4, max: 2 } })).toEqual([
      'repeat.min: "min" (4) must not be more than "max" (2)',
    ]);
    expect(problems({ ...base, repeat: { max: 51 } })).toHaveLength(1);
    expect(problems({ ...base, repeat: { max: 51 } })[0]).toMatch(/^repeat\.max: /);
    expect(problems({ ...base, blocks: [] })[0]).toMatch(/^blocks: /);
  });
});

describe("validateGroup and compileGroupField", () => {
  const validate = compileGroupField(attendees);

  it("stores an array of items keyed by the inner names", () => {
    expect(
      validate([
        { name: "Ada", email: "ada@example.com", meal: "veg" },
        { name: "Bob", email: "bob@example.com" },
      ]),
    ).toEqual({
      value: [
        { name: "Ada", email: "ada@example.com", meal: "veg" },
        { name: "Bob", email: "bob@example.com" },
      ],
    });
  });

  it("names the item in its messages (Attendee 2: Email is required)", () => {
    expect(validate([{ name: "Ada", email: "ada@example.com" }, { name: "Bob" }])).toEqual({
      error: "Attendee 2: Email is required",
    });
    expect(validateGroup(attendees, [{}, { name: "Bob" }]).errors).toEqual([
      { item: 0, name: "name", message: "Name is required" },
      { item: 0, name: "email", message: "Email is required" },
      { item: 1, name: "email", message: "Email is required" },
    ]);
  });

  it("reads conditions inside an item against the same item", () => {
    const fish = { name: "Ada", email: "ada@example.com", meal: "fish" };
    expect(validate([{ name: "Bob", email: "bob@example.com", allergy: "none" }, fish])).toEqual({
      error: "Attendee 2: Allergy is required",
    });
    // A hidden field's answer is dropped, as on a form.
    expect(validate([{ name: "Bob", email: "bob@example.com", allergy: "nuts" }])).toEqual({
      value: [{ name: "Bob", email: "bob@example.com" }],
    });
  });

  it("counts items between min and max", () => {
    expect(validate([])).toEqual({ error: "Attendees: choose at least 1" });
    expect(validate(undefined)).toEqual({ error: "Attendees: choose at least 1" });
    const one = { name: "A", email: "a@example.com" };
    expect(validate([one, one, one, one])).toEqual({ error: "Attendees: choose at most 3" });
  });

  it("refuses items that are not objects and keys that are not inner fields", () => {
    expect(validate("Ada")).toEqual({ error: "Attendees has a value of the wrong type" });
    expect(validate([["Ada"]])).toEqual({
      error: "Attendee 1: Attendees has a value of the wrong type",
    });
    expect(validate([{ name: "A", email: "a@example.com", age: 3 }])).toEqual({
      error: 'Attendee 1: Unknown field "age"',
    });
  });

  it("reads a group without repeat as one object, stored only when answered", () => {
    const address = schema.parse({ ...base, name: "contact", label: "Contact" }) as GroupBlock;
    expect(compileGroupField(address)({ name: "Ada" })).toEqual({ value: { name: "Ada" } });
    expect(compileGroupField(address)({})).toEqual({ value: undefined });
    expect(compileGroupField({ ...address, required: true })({})).toEqual({
      error: "Contact is required",
    });
  });
});

describe("groupAnswerText", () => {
  const words = (field: InnerAnswerField, value: unknown) =>
    fieldTypeOf(field.type as FieldType).answerText(value, field);

  it("reads each item on its own line, named, with option labels", () => {
    expect(groupAnswerText([{ name: "Ada", meal: "veg" }, { name: "Bob" }], attendees, words)).toBe(
      "Attendee 1: Name: Ada; Meal: Vegetarian\nAttendee 2: Name: Bob",
    );
  });

  it("reads a group without repeat as one line, and nothing as empty", () => {
    expect(groupAnswerText({ name: "Ada" }, { blocks: attendees.blocks }, words)).toBe("Name: Ada");
    expect(groupAnswerText(3, attendees, words)).toBe("");
  });
});
