import { parseFormDocument } from "@formwright/core";
import { describe, expect, it } from "vitest";
import { describeSetting } from "./describe-setting";
import { editorWords, locateProblems, toSettingErrors } from "./document-problems";
import type { DraftDocument } from "./draft-types";
import { createEditorState } from "./editor-state";

function problemsOf(draft: DraftDocument) {
  const state = createEditorState({
    id: "f",
    slug: "s",
    revision: 1,
    publishedVersion: null,
    draft,
  });
  const parsed = parseFormDocument(draft);
  if (parsed.success) return [];
  return locateProblems({ issues: parsed.issues, settings: state.settings, blocks: state.blocks });
}

describe("locateProblems", () => {
  it("places block problems at the block's key and the input's name", () => {
    const problems = problemsOf({
      slug: "s",
      title: "T",
      blocks: [
        { type: "text", name: "email", label: "Email" },
        { type: "text", name: "email", label: " " },
        {
          type: "select",
          name: "topic",
          label: "Topic",
          options: [
            { label: "A", value: "a" },
            { label: "B", value: "a" },
          ],
        },
      ],
    });
    const placed = problems.map(({ target, setting, blockIndex }) => ({
      target,
      setting,
      blockIndex,
    }));
    expect(placed).toHaveLength(3);
    expect(placed).toEqual(
      expect.arrayContaining([
        { target: "b2", setting: "label", blockIndex: 1 },
        { target: "b2", setting: "name", blockIndex: 1 },
        { target: "b3", setting: "options.1.value", blockIndex: 2 },
      ]),
    );
    expect(problems.find((p) => p.setting === "name")?.message).toMatch(/Duplicate name "email"/);
  });

  it("shows an unsafe pattern at the block's Pattern input, with the reason", () => {
    const problems = problemsOf({
      slug: "s",
      title: "T",
      blocks: [
        { type: "text", name: "name", label: "Name" },
        { type: "text", name: "email", label: "Email", rules: { pattern: "([a-z]+\\.)+com" } },
      ],
    });
    expect(problems).toEqual([
      expect.objectContaining({
        target: "b2",
        blockIndex: 1,
        setting: "rules.pattern",
        message: expect.stringMatching(/^is refused: the pattern may take exponential time/),
      }),
    ]);
  });

  it("places form problems at the form settings", () => {
    const problems = problemsOf({
      slug: "Not A Slug",
      title: "",
      confirmation: { redirect: "//evil.example" },
      blocks: [],
    });
    expect(problems.map((p) => [p.target, p.setting])).toEqual([
      ["form", "slug"],
      ["form", "title"],
      ["form", "confirmationRedirect"],
    ]);
  });

  it("keeps problems no input shows, for the block or the document as a whole", () => {
    const problems = problemsOf({
      slug: "s",
      title: "T",
      extra: 1,
      blocks: [{ type: "text", name: "a", label: "A", requried: true }],
    });
    expect(problems.map((p) => [p.target, p.setting])).toEqual(
      expect.arrayContaining([
        [null, null],
        ["b1", null],
      ]),
    );
  });
});

describe("toSettingErrors", () => {
  it("nests errors the way react-hook-form looks them up, the first per input", () => {
    const base = { path: "", target: "b1", blockIndex: 0 };
    const errors = toSettingErrors([
      { ...base, setting: "label", message: "must not be empty" },
      { ...base, setting: "label", message: "second" },
      { ...base, setting: "options.root", message: "needs options" },
      { ...base, setting: "options.1.value", message: "Duplicate" },
      { ...base, setting: null, message: "elsewhere" },
    ]);
    expect(errors).toEqual({
      label: { type: "document", message: "must not be empty" },
      options: {
        root: { type: "document", message: "needs options" },
        1: { value: { type: "document", message: "Duplicate" } },
      },
    });
  });
});

describe("describeSetting", () => {
  it("names inputs as their captions read", () => {
    expect(describeSetting("label")).toBe("Label");
    expect(describeSetting("options.0.label")).toBe("Option 1 label");
    expect(describeSetting("rules.min")).toBe("Smallest number");
    expect(describeSetting("confirmationRedirect")).toBe("Redirect address");
  });
});

describe("editorWords", () => {
  it("speaks of blocks and options as the editor shows them, counting from 1", () => {
    expect(editorWords('Duplicate name "email": blocks[1] already uses it')).toBe(
      'Duplicate name "email": block 2 already uses it',
    );
    expect(editorWords('Duplicate option value "a": options[0] already uses it')).toBe(
      'Duplicate option value "a": option 1 already uses it',
    );
  });
});
