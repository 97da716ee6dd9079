import { describe, expect, it } from "vitest";
import { answerWords } from "../../answers/answer-words";
import { parseFormDocument } from "../../document/parse-form-document";
import { documentVariables } from "../../logic/compute-variables";
import { prefillFromQueryString } from "../../prefill/prefill-from-query-string";
import { createSubmissionValidator } from "../../validation/create-submission-validator";
import { fieldDocumentOf } from "../document-list";
import { fieldTypeOf } from "../registry";
import type { GroupBlock } from "./block";
import { groupInnerErrors } from "./compile";

const attendeesInput = {
  type: "group",
  name: "attendees",
  label: "Attendees",
  itemLabel: "Attendee",
  repeat: { min: 1, max: 10 },
  blocks: [
    { type: "text", name: "name", label: "Name", required: true },
    { type: "text", name: "email", label: "Email", required: true, rules: { email: true } },
    {
      type: "checkbox",
      name: "vegetarian",
      label: "Vegetarian",
    },
    {
      type: "text",
      name: "diet",
      label: "Diet notes",
      visibleWhen: { all: [{ field: "vegetarian", op: "equals", value: true }] },
    },
  ],
};

function parse(blocks: unknown[], extra: Record<string, unknown> = {}) {
  return parseFormDocument({ slug: "event", title: "Event", blocks, ...extra });
}

function documentWith(blocks: unknown[], extra: Record<string, unknown> = {}) {
  const result = parse(blocks, extra);
  if (!result.success) throw new Error(JSON.stringify(result.issues));
  return result.document;
}

const document = documentWith([
  { type: "text", name: "company", label: "Company" },
  attendeesInput,
]);
const group = document.blocks[1] as GroupBlock;

describe("a group in a form document", () => {
  it("is a field block a document takes", () => {
    expect(group.type).toBe("group");
    expect(group.repeat).toEqual({ min: 1, max: 10 });
  });

  it("checks the conditions inside against the same group, at their full path", () => {
    const result = parse([
      { type: "text", name: "company", label: "Company" },
      {
        ...attendeesInput,
        blocks: [
          ...attendeesInput.blocks,
          {
            type: "text",
            name: "role",
            label: "Role",
            visibleWhen: { all: [{ field: "company", op: "isAnswered" }] },
          },
        ],
      },
    ]);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.issues).toEqual([
      {
        path: "blocks[1].blocks[4].visibleWhen.all[0].field",
        message: 'Condition refers to "company", which is not a field of this form',
      },
    ]);
  });

  it("refuses a field that takes uploads inside a group", () => {
    const result = parse([
      { ...attendeesInput, blocks: [{ type: "file", name: "badge", label: "Badge photo" }] },
    ]);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.issues).toEqual([
      {
        path: "blocks[0].blocks[0].type",
        message:
          'a "file" field takes uploads, which a group cannot hold yet: put it outside the group',
      },
    ]);
  });

  it("refuses a group in a group and a heading in a group at their paths", () => {
    const result = parse([
      {
        ...attendeesInput,
        blocks: [
          { type: "heading", text: "Hi" },
          { ...attendeesInput, name: "inner" },
        ],
      },
    ]);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.issues.map((issue) => issue.path)).toEqual([
      "blocks[0].blocks[0].type",
      "blocks[0].blocks[1].type",
    ]);
  });
});

describe("a group's answers on a form", () => {
  const validate = createSubmissionValidator(document);

  it("validates each item with the same validator as the server, naming the item", () => {
    expect(
      validate({
        company: "ACME",
        attendees: [{ name: "Ada", email: "ada@example.com" }, { name: "Bob" }],
      }),
    ).toEqual({
      success: false,
      fieldErrors: [{ name: "attendees", message: "Attendee 2: Email is required" }],
    });
    expect(
      validate({
        attendees: [
          { name: "Ada", email: "ada@example.com", vegetarian: true, diet: "no nuts" },
          { name: "Bob", email: "bob@example.com", vegetarian: false, diet: "dropped" },
        ],
      }),
    ).toEqual({
      success: true,
      values: {
        attendees: [
          { name: "Ada", email: "ada@example.com", vegetarian: true, diet: "no nuts" },
          { name: "Bob", email: "bob@example.com", vegetarian: false },
        ],
      },
    });
  });

  it("starts with min empty items and restores a saved answer item by item", () => {
    const definition = fieldTypeOf("group");
    expect(definition.emptyValue(group)).toEqual([
      { name: "", email: "", vegetarian: false, diet: "" },
    ]);
    expect(definition.restoreValue(group, [{ name: "Ada" }, "x"])).toEqual([
      { name: "Ada", email: "", vegetarian: false, diet: "" },
      { name: "", email: "", vegetarian: false, diet: "" },
    ]);
    expect(definition.restoreValue(group, "Ada")).toBeUndefined();
  });

  it("reads in words, item by item, in mail and the receipt", () => {
    expect(
      answerWords(group, [
        { name: "Ada", email: "ada@example.com", vegetarian: true },
        { name: "Bob", email: "bob@example.com", vegetarian: false },
      ]),
    ).toBe(
      "Attendee 1: Name: Ada; Email: ada@example.com; Vegetarian: Yes\nAttendee 2: Name: Bob; Email: bob@example.com; Vegetarian: No",
    );
  });

  it("is prefilled from dotted links, items from 1", () => {
    expect(
      prefillFromQueryString({
        document,
        search:
          "?company=ACME&attendees.1.name=Ada&attendees.3.email=c%40example.com&attendees.99.name=x",
      }),
    ).toEqual({
      company: "ACME",
      attendees: [{ name: "Ada" }, {}, { email: "c@example.com" }],
    });
  });

  it("reads a post without scripts from its inner inputs (items from 0)", () => {
    const post: Record<string, string[]> = {
      "attendees.0.name": ["Ada"],
      "attendees.0.email": ["ada@example.com"],
      "attendees.0.vegetarian": ["true"],
      "attendees.1.name": ["Bob"],
      "attendees.1.email": [""],
      // Left wholly empty: dropped.
      "attendees.2.name": [""],
      "attendees.2.email": [""],
    };
    const read = fieldDocumentOf("group").fromFormPostEntries;
    const answer = read?.(group, (name) => post[name] ?? []);
    // A text input posts "" when empty; the validator then drops empty answers.
    expect(answer).toEqual([
      { name: "Ada", email: "ada@example.com", vegetarian: true, diet: "" },
      { name: "Bob", email: "", vegetarian: false, diet: "" },
    ]);
    expect(read?.(group, () => [""])).toEqual([{}]);
    expect(validate({ attendees: answer })).toEqual({
      success: false,
      fieldErrors: [{ name: "attendees", message: "Attendee 2: Email is required" }],
    });
  });

  it("writes one CSV column per item and field (attendees.2.email)", () => {
    const columns = fieldDocumentOf("group").csvColumns?.(group) ?? [];
    expect(columns).toHaveLength(40);
    expect(columns.slice(4, 6)).toEqual([
      { header: "attendees.2.name", key: "1.name" },
      { header: "attendees.2.email", key: "1.email" },
    ]);
  });

  it("counts its items with count()", () => {
    const withCount = documentWith([attendeesInput], {
      variables: [{ name: "people", expression: "count(attendees)" }],
    });
    expect(
      documentVariables(withCount, { attendees: [{ name: "A" }, { name: "B" }, { name: "C" }] }),
    ).toEqual({ people: 3 });
  });
});

describe("a group's errors at its inner fields", () => {
  it("gives each item's messages by inner name, naming the item", () => {
    expect(
      groupInnerErrors(group, [{ name: "Ada", email: "ada@example.com" }, { name: "" }]),
    ).toEqual([
      { name: "1.name", message: "Attendee 2: Name is required" },
      { name: "1.email", message: "Attendee 2: Email is required" },
    ]);
  });

  it("gives none when the group's own message comes first, or nothing is wrong", () => {
    expect(groupInnerErrors(group, [])).toEqual([]);
    expect(groupInnerErrors(group, [{ name: "A", email: "a@example.com" }])).toEqual([]);
  });
});
