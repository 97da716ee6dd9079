import { describe, expect, it } from "vitest";
import { parseFormDocument } from "../document/parse-form-document";
import { issuesOf, withBlocks } from "../test/document-issues";

// Issue 27, point 1: the counts (1,000) and the length (500) of a pattern do not
// bound the work RE2 does per character of an answer; its program size does.

describe("a pattern's cost is refused when the form is saved", () => {
  it("refuses the issue's pattern (.{0,1000} written 55 times), naming the field", () => {
    const pattern = ".{0,1000}".repeat(55);
    expect(pattern).toHaveLength(495);
    const input = withBlocks([{ type: "text", name: "story", label: "Story", rules: { pattern } }]);
    expect(issuesOf(input)).toEqual([
      {
        path: "blocks[0].rules.pattern",
        message:
          'Field "story": the pattern compiles to up to 110002 instructions, more than 2000; each character of an answer may cost that many steps: write it shorter or with smaller counts',
      },
    ]);
  });

  it("refuses the pattern that takes the form's patterns over their steps, naming its field", () => {
    const textarea = (name: string) => ({
      type: "textarea",
      name,
      label: name,
      rules: { pattern: "[^<>]*[a-z]" },
    });
    const input = withBlocks([textarea("t0"), textarea("t1"), textarea("t2")]);
    expect(issuesOf(input)).toEqual([
      {
        path: "blocks[1].rules.pattern",
        message:
          'Field "t1": with this pattern, the form\'s patterns may take up to 120012 steps on one submission (this one: 6 instructions × 10001 positions), more than 100000; make the pattern shorter or simpler, or give the field a lower maxLength',
      },
    ]);
  });

  it("counts a field's maxLength: the same pattern fits once the answers it reads are shorter", () => {
    const block = { type: "textarea", name: "notes", label: "Notes" };
    const pattern = "[a-z]{0,10}[a-z]*";
    expect(issuesOf(withBlocks([{ ...block, rules: { pattern } }]))).toEqual([
      {
        path: "blocks[0].rules.pattern",
        message:
          'Field "notes": with this pattern, the form\'s patterns may take up to 250025 steps on one submission (this one: 25 instructions × 10001 positions), more than 100000; make the pattern shorter or simpler, or give the field a lower maxLength',
      },
    ]);
    const shorter = withBlocks([{ ...block, rules: { pattern, maxLength: 3000 } }]);
    expect(parseFormDocument(shorter).success).toBe(true);
  });

  it("counts a pattern that matches at most N characters for N + 1 positions, whatever the field's cap", () => {
    const postcode = (index: number) => ({
      type: "textarea",
      name: `p${index}`,
      label: `P${index}`,
      rules: { pattern: "[0-9]{5}" },
    });
    const input = withBlocks(Array.from({ length: 300 }, (_, index) => postcode(index)));
    expect(parseFormDocument(input).success).toBe(true);
  });

  it("refuses counts inside counts that multiply past 1000, which RE2 cannot compile", () => {
    const input = withBlocks([
      {
        type: "text",
        name: "code",
        label: "Code",
        rules: { pattern: "(?:a{2}){501}", maxLength: 10 },
      },
    ]);
    expect(issuesOf(input)).toEqual([
      {
        path: "blocks[0].rules.pattern",
        message:
          "is refused: the pattern nests counts that multiply to more than 1000 ({501} around {2}), which RE2 cannot run",
      },
    ]);
  });
});
