import { parseFormDocument } from "@formwright/core";
import { describe, expect, it } from "vitest";
import type { DraftBlock } from "../draft-types";
import { fieldSettingFor, fromFieldValues, toFieldValues } from "./field-settings-values";

function roundTrip(block: DraftBlock, type: Parameters<typeof toFieldValues>[1]): DraftBlock {
  return fromFieldValues({ values: toFieldValues(block, type), current: block, type });
}

describe("toFieldValues / fromFieldValues", () => {
  it("gives back the same block when nothing was edited", () => {
    const blocks: Array<[DraftBlock, Parameters<typeof toFieldValues>[1]]> = [
      [
        {
          type: "text",
          name: "email",
          label: "Email",
          description: "Work address",
          placeholder: "name@example.com",
          inputType: "email",
          required: true,
          width: 6,
          rules: { maxLength: { value: 80, message: "Too long" }, email: true },
          defaultValue: "a@b.c",
        },
        "text",
      ],
      [
        {
          type: "number",
          name: "qty",
          label: "Quantity",
          rules: { min: 1, max: 9 },
          defaultValue: 2,
        },
        "number",
      ],
      [
        {
          type: "select",
          name: "topics",
          label: "Topics",
          multi: true,
          searchable: false,
          creatable: true,
          createPosition: "first",
          options: [{ label: "Sales", value: "sales" }],
          rules: { maxItems: 2 },
          defaultValue: ["sales"],
        },
        "select",
      ],
      [
        { type: "checkbox", name: "terms", label: "Terms", hiddenLabel: true, defaultValue: true },
        "checkbox",
      ],
      [
        {
          type: "radio",
          name: "size",
          label: "Size",
          options: [{ label: "S", value: "s" }],
          width: { sm: 6 },
        },
        "radio",
      ],
    ];
    for (const [block, type] of blocks) expect(roundTrip(block, type)).toEqual(block);
  });

  it("keeps an option's points and correct mark through an edit of its label (issue 32)", () => {
    const block: DraftBlock = {
      type: "radio",
      name: "capital",
      label: "Capital of France?",
      options: [
        { label: "Paris", value: "paris", points: 2, correct: true },
        { label: "Lyon", value: "lyon", points: 0 },
      ],
    };
    const values = toFieldValues(block, "radio");
    values.options = [
      { ...values.options[1], label: "Lyon!" } as never,
      values.options[0] as never,
    ];
    expect(fromFieldValues({ values, current: block, type: "radio" }).options).toEqual([
      { label: "Lyon!", value: "lyon", points: 0 },
      { label: "Paris", value: "paris", points: 2, correct: true },
    ]);
  });

  it("removes emptied optional settings", () => {
    const block: DraftBlock = {
      type: "text",
      name: "a",
      label: "A",
      description: "x",
      placeholder: "y",
      required: true,
    };
    const values = {
      ...toFieldValues(block, "text"),
      description: "",
      placeholder: "",
      required: false,
    };
    expect(fromFieldValues({ values, current: block, type: "text" })).toEqual({
      type: "text",
      name: "a",
      label: "A",
    });
  });

  it("keeps an emptied label, so the problem is reported rather than hidden", () => {
    const block: DraftBlock = { type: "text", name: "a", label: "A" };
    const next = fromFieldValues({
      values: { ...toFieldValues(block, "text"), label: "" },
      current: block,
      type: "text",
    });
    expect(next.label).toBe("");
  });

  it("writes rules from the inputs, keeping custom messages, dropping cleared rules", () => {
    const block: DraftBlock = {
      type: "text",
      name: "a",
      label: "A",
      rules: { minLength: { value: 2, message: "Longer please" }, maxLength: 10 },
    };
    const values = toFieldValues(block, "text");
    values.rules = { ...values.rules, minLength: 3, maxLength: undefined, pattern: "[a-z]+" };
    expect(fromFieldValues({ values, current: block, type: "text" }).rules).toEqual({
      minLength: { value: 3, message: "Longer please" },
      pattern: "[a-z]+",
    });
  });

  it("passes text typed into a number rule on, for the document check to report", () => {
    const block: DraftBlock = { type: "number", name: "n", label: "N" };
    const values = toFieldValues(block, "number");
    values.rules = { ...values.rules, min: "abc" };
    const next = fromFieldValues({ values, current: block, type: "number" });
    const parsed = parseFormDocument({ slug: "s", title: "T", blocks: [next] });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(parsed.issues[0]?.path).toBe("blocks[0].rules.min");
  });

  it("drops item rules and converts the default when a select stops being multi", () => {
    const block: DraftBlock = {
      type: "select",
      name: "t",
      label: "T",
      multi: true,
      options: [{ label: "A", value: "a" }],
      rules: { maxItems: 2 },
      defaultValue: ["a"],
    };
    const values = { ...toFieldValues(block, "select"), multi: false };
    expect(fromFieldValues({ values, current: block, type: "select" })).toEqual({
      type: "select",
      name: "t",
      label: "T",
      options: [{ label: "A", value: "a" }],
      defaultValue: "a",
    });
  });

  it("stores a width in columns, nothing for full width, and keeps a per-breakpoint width", () => {
    const block: DraftBlock = { type: "text", name: "a", label: "A" };
    const half = fromFieldValues({
      values: { ...toFieldValues(block, "text"), width: "6" },
      current: block,
      type: "text",
    });
    expect(half.width).toBe(6);
    const full = fromFieldValues({
      values: { ...toFieldValues(half, "text"), width: "full" },
      current: half,
      type: "text",
    });
    expect(full).not.toHaveProperty("width");
    expect(toFieldValues({ ...block, width: 12 }, "text").width).toBe("full");
  });
});

describe("fieldSettingFor", () => {
  const select: DraftBlock = { type: "select", name: "t", label: "T", options: [] };

  it("maps a problem to the input that shows the setting", () => {
    expect(fieldSettingFor({ path: ["label"], block: select, type: "select" })).toBe("label");
    expect(fieldSettingFor({ path: ["options", 2, "value"], block: select, type: "select" })).toBe(
      "options.2.value",
    );
    expect(fieldSettingFor({ path: ["options", 2, "label"], block: select, type: "select" })).toBe(
      "options.2.label",
    );
    expect(fieldSettingFor({ path: ["options"], block: select, type: "select" })).toBe(
      "options.root",
    );
    expect(fieldSettingFor({ path: ["defaultValue", 1], block: select, type: "select" })).toBe(
      "defaultValue",
    );
    expect(fieldSettingFor({ path: ["rules", "min"], block: select, type: "number" })).toBe(
      "rules.min",
    );
  });

  it("gives null for settings no input shows", () => {
    expect(fieldSettingFor({ path: ["rules", "min"], block: select, type: "text" })).toBe(null);
    expect(fieldSettingFor({ path: ["rules", "maxItems"], block: select, type: "select" })).toBe(
      null,
    );
    expect(fieldSettingFor({ path: ["options", 0], block: select, type: "text" })).toBe(null);
    expect(fieldSettingFor({ path: ["requried"], block: select, type: "text" })).toBe(null);
    expect(fieldSettingFor({ path: ["placeholder"], block: select, type: "radio" })).toBe(null);
  });
});
