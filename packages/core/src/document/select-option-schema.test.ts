import { describe, expect, test } from "vitest";
import { issuesOf, messageAt, options, paths, withBlocks } from "../test/document-issues";
import { parseFormDocument } from "./parse-form-document";

describe("parseFormDocument: options", () => {
  const radio = { type: "radio", name: "size", label: "Size" };

  test("refuses a duplicate option value at the duplicate's path", () => {
    const input = withBlocks([{ ...radio, options: [...options, { label: "Again", value: "a" }] }]);
    expect(issuesOf(input)).toEqual([
      {
        path: "blocks[0].options[2].value",
        message: 'Duplicate option value "a": options[0] already uses it',
      },
    ]);
  });

  test("requires at least one option for radio and checkbox groups", () => {
    const input = withBlocks([
      { ...radio, options: [] },
      { type: "checkboxGroup", name: "days", label: "Days", options: [] },
      { type: "radio", name: "r", label: "R" },
    ]);
    expect(issuesOf(input)).toEqual([
      { path: "blocks[0].options", message: "must have at least 1 item" },
      { path: "blocks[1].options", message: "must have at least 1 item" },
      { path: "blocks[2].options", message: "is required" },
    ]);
  });

  test("requires options on a select unless it is creatable", () => {
    const select = { type: "select", name: "s", label: "S", options: [] };
    expect(paths(withBlocks([select]))).toEqual(["blocks[0].options"]);
    expect(parseFormDocument(withBlocks([{ ...select, creatable: true }])).success).toBe(true);
  });

  test("refuses option objects with a blank label, an empty value or extra keys", () => {
    const input = withBlocks([
      {
        ...radio,
        options: [
          { label: " ", value: "a" },
          { label: "B", value: "" },
          { label: "C", value: "c", x: 1 },
        ],
      },
    ]);
    expect(paths(input)).toEqual([
      "blocks[0].options[0].label",
      "blocks[0].options[1].value",
      "blocks[0].options[2].x",
    ]);
  });

  test("refuses a default that is not an option value", () => {
    const input = withBlocks([
      { ...radio, options, defaultValue: "z" },
      { type: "checkboxGroup", name: "days", label: "Days", options, defaultValue: ["a", "z"] },
      { type: "select", name: "one", label: "One", options, defaultValue: "z" },
    ]);
    expect(issuesOf(input)).toEqual([
      { path: "blocks[0].defaultValue", message: `"z" is not one of the options' values` },
      { path: "blocks[1].defaultValue[1]", message: `"z" is not one of the options' values` },
      { path: "blocks[2].defaultValue", message: `"z" is not one of the options' values` },
    ]);
  });

  test("accepts any default on a creatable select", () => {
    const input = withBlocks([
      { type: "select", name: "s", label: "S", options, creatable: true, defaultValue: "z" },
    ]);
    expect(parseFormDocument(input).success).toBe(true);
  });

  test("requires a select default to match multi", () => {
    const select = { type: "select", name: "s", label: "S", options };
    expect(
      issuesOf(
        withBlocks([
          { ...select, multi: true, defaultValue: "a" },
          { ...select, name: "t", defaultValue: ["a"] },
        ]),
      ),
    ).toEqual([
      {
        path: "blocks[0].defaultValue",
        message: 'must be an array of option values when "multi" is true',
      },
      {
        path: "blocks[1].defaultValue",
        message: 'must be one option value (a string) when "multi" is not true',
      },
    ]);
  });

  test.each([
    [{ type: "text", name: "t", label: "T", defaultValue: 1 }, "must be a string"],
    [{ type: "number", name: "n", label: "N", defaultValue: "1" }, "must be a number"],
    [{ type: "checkbox", name: "c", label: "C", defaultValue: "true" }, "must be a boolean"],
    [
      { type: "checkboxGroup", name: "g", label: "G", options, defaultValue: "a" },
      "must be an array",
    ],
  ])("refuses a default of the wrong type: %j", (block, message) => {
    expect(messageAt(withBlocks([block]), "blocks[0].defaultValue")).toBe(message);
  });
});
