import { describe, expect, it } from "vitest";
import { parseFormDocument } from "../document/parse-form-document";

const base = [
  {
    type: "radio",
    name: "role",
    label: "Role",
    options: [
      { label: "Staff", value: "staff" },
      { label: "Other", value: "other" },
    ],
  },
  { type: "number", name: "age", label: "Age" },
  { type: "checkbox", name: "agree", label: "I agree" },
  {
    type: "checkboxGroup",
    name: "topics",
    label: "Topics",
    options: [{ label: "Sales", value: "sales" }],
  },
  { type: "text", name: "city", label: "City" },
];

function problems(visibleWhen: unknown, blocks: unknown[] = base) {
  const result = parseFormDocument({
    slug: "logic",
    title: "Logic",
    blocks: [...blocks, { type: "text", name: "later", label: "Later", visibleWhen }],
  });
  return result.success ? [] : result.issues.map((issue) => `${issue.path}: ${issue.message}`);
}

describe("visibleWhen in a form document", () => {
  it("accepts conditions on earlier fields with operators and values of their kind", () => {
    expect(
      problems({
        all: [
          { field: "role", op: "equals", value: "other" },
          { field: "age", op: "greaterThan", value: 17 },
          { field: "agree", op: "equals", value: true },
          { field: "topics", op: "contains", value: "sales" },
          { field: "city", op: "contains", value: "par" },
          { field: "city", op: "isAnswered" },
        ],
      }),
    ).toEqual([]);
  });

  it("refuses a field that is unknown, comes later, or is the block itself", () => {
    expect(problems({ any: [{ field: "nope", op: "isAnswered" }] })).toEqual([
      'blocks[5].visibleWhen.any[0].field: Condition refers to "nope", which is not a field of this form',
    ]);
    const early = [
      { type: "heading", text: "Hi", visibleWhen: { all: [{ field: "city", op: "isAnswered" }] } },
      ...base,
    ];
    expect(problems(undefined, early)).toEqual([
      'blocks[0].visibleWhen.all[0].field: Condition refers to "city" (blocks[5]), which does not come before this block; conditions may only use earlier fields',
    ]);
    expect(problems({ all: [{ field: "later", op: "isAnswered" }] })).toEqual([
      'blocks[5].visibleWhen.all[0].field: Condition refers to "later" (blocks[5]), which does not come before this block; conditions may only use earlier fields',
    ]);
  });

  it("refuses an operator the field's answers do not take, naming the ones they do", () => {
    expect(problems({ all: [{ field: "city", op: "greaterThan", value: "a" }] })).toEqual([
      'blocks[5].visibleWhen.all[0].op: Operator "greaterThan" does not apply to "city" (text answers); use one of equals, notEquals, contains, notContains, isAnswered, isNotAnswered',
    ]);
  });

  it("refuses a value of the wrong kind, a missing one, and one where none is taken", () => {
    expect(
      problems({
        all: [
          { field: "role", op: "equals", value: "boss" },
          { field: "age", op: "lessThan", value: "18" },
          { field: "agree", op: "equals" },
          { field: "city", op: "isAnswered", value: "x" },
        ],
      }),
    ).toEqual([
      'blocks[5].visibleWhen.all[0].value: must be one of the field\'s option values: "staff", "other"',
      "blocks[5].visibleWhen.all[1].value: must be a number",
      'blocks[5].visibleWhen.all[2].value: Operator "equals" needs a "value"',
      'blocks[5].visibleWhen.all[3].value: Operator "isAnswered" takes no "value"',
    ]);
  });

  it("refuses an empty group, a group that is neither all nor any, and an unknown operator", () => {
    expect(problems({ all: [] })).toEqual(["blocks[5].visibleWhen.all: must have at least 1 item"]);
    expect(problems({ some: [] })).toEqual([
      'blocks[5].visibleWhen.some: Unknown key "some"',
      'blocks[5].visibleWhen: must have either "all" or "any": a list of conditions',
    ]);
    expect(problems({ all: [{ field: "city", op: "startsWith", value: "a" }] })).toEqual([
      'blocks[5].visibleWhen.all[0].op: must be one of "equals", "notEquals", "contains", "notContains", "greaterThan", "lessThan", "isAnswered", "isNotAnswered"',
    ]);
  });
});
