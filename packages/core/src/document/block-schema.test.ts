import { describe, expect, test } from "vitest";
import { FIELD_TYPES } from "../field-types/registry";
import { issuesOf, messageAt, paths, text, withBlocks } from "../test/document-issues";

describe("parseFormDocument: blocks", () => {
  test("refuses an unknown block type and names the known ones", () => {
    expect(issuesOf(withBlocks([text, { type: "video", src: "x" }]))).toEqual([
      {
        path: "blocks[1].type",
        message: `Unknown block type "video"; expected one of ${[
          ...FIELD_TYPES,
          "heading",
          "paragraph",
          "image",
          "carousel",
          "compare",
          "modal",
          "page",
          "payment",
        ].join(", ")}`,
      },
    ]);
  });

  test("refuses a block without a type", () => {
    expect(messageAt(withBlocks([{ name: "x", label: "X" }]), "blocks[0].type")).toMatch(
      /^A block needs a type; expected one of select/,
    );
  });

  test("refuses a setting that the block type does not have", () => {
    expect(
      issuesOf(
        withBlocks([
          { ...text, multi: true },
          { type: "heading", text: "H", name: "h" },
        ]),
      ),
    ).toEqual([
      { path: "blocks[0].multi", message: 'Unknown key "multi"' },
      { path: "blocks[1].name", message: 'Unknown key "name"' },
    ]);
  });

  test.each([
    ["first-name", /letters, digits and underscores/],
    ["1st", /start with a letter or underscore/],
    ["a".repeat(65), /at most 64/],
    ["__proto__", /reserved/],
    ["constructor", /reserved/],
    ["prototype", /reserved/],
  ])("refuses the field name %j", (name, message) => {
    expect(messageAt(withBlocks([{ ...text, name }]), "blocks[0].name")).toMatch(message);
  });

  test("refuses a missing or blank label", () => {
    expect(
      issuesOf(
        withBlocks([
          { type: "text", name: "a" },
          { ...text, label: " " },
        ]),
      ),
    ).toEqual([
      { path: "blocks[0].label", message: "is required" },
      { path: "blocks[1].label", message: "must not be empty or only spaces" },
    ]);
  });

  test("refuses settings of the wrong type", () => {
    const input = withBlocks([
      { ...text, required: "yes", hiddenLabel: 1, description: 5, placeholder: [] },
    ]);
    expect(issuesOf(input)).toEqual([
      { path: "blocks[0].description", message: "must be a string" },
      { path: "blocks[0].placeholder", message: "must be a string" },
      { path: "blocks[0].required", message: "must be a boolean" },
      { path: "blocks[0].hiddenLabel", message: "must be a boolean" },
    ]);
  });

  test.each([0, 13, 2.5, "6", { md: 0 }])("refuses the width %j", (width) => {
    expect(paths(withBlocks([{ ...text, width }]))[0]).toMatch(/^blocks\[0\]\.width/);
  });

  test("refuses an unknown breakpoint in a width, at its path", () => {
    expect(issuesOf(withBlocks([{ ...text, width: { md: 6, xxl: 4 } }]))).toEqual([
      { path: "blocks[0].width.xxl", message: 'Unknown key "xxl"' },
    ]);
  });

  test("refuses an unknown inputType", () => {
    expect(messageAt(withBlocks([{ ...text, inputType: "password" }]), "blocks[0].inputType")).toBe(
      'must be one of "text", "email", "tel", "url"',
    );
  });

  test("refuses a heading level other than 2 or 3", () => {
    expect(issuesOf(withBlocks([{ type: "heading", text: "H", level: 1 }]))).toEqual([
      { path: "blocks[0].level", message: "must be one of 2, 3" },
    ]);
  });

  test("reports a duplicate name at the later block and names the first", () => {
    const input = withBlocks([text, { type: "heading", text: "H" }, { ...text, label: "Town" }]);
    expect(issuesOf(input)).toEqual([
      { path: "blocks[2].name", message: 'Duplicate name "city": blocks[0] already uses it' },
    ]);
  });

  test("reports duplicate names even when other blocks are invalid", () => {
    const input = withBlocks([text, { type: "bogus" }, text]);
    expect(paths(input)).toEqual(["blocks[1].type", "blocks[2].name"]);
  });

  test("reports a duplicate block id", () => {
    const input = withBlocks([
      { ...text, id: "x" },
      { type: "paragraph", text: "P", id: "x" },
    ]);
    expect(issuesOf(input)).toEqual([
      { path: "blocks[1].id", message: 'Duplicate id "x": blocks[0] already uses it' },
    ]);
  });
});
