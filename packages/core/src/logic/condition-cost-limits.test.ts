import { describe, expect, it } from "vitest";
import { parseFormDocument } from "../document/parse-form-document";
import { issuesOf, withBlocks } from "../test/document-issues";

// Issue 27, point 2: conditions read answers on every submission; their total
// work per document is bounded when the form is saved.

function questionsOn(field: string, count: number, condition: Record<string, unknown>) {
  return Array.from({ length: count }, (_, index) => ({
    type: "paragraph",
    text: `Question ${index}`,
    visibleWhen: { any: [{ field, ...condition }] },
  }));
}

describe("the conditions' work is refused when the form is saved", () => {
  it("refuses the issue's form (2,000 blocks, each contains on one textarea) at the condition that takes it over", () => {
    const input = withBlocks([
      { type: "textarea", name: "story", label: "Story" },
      ...questionsOn("story", 2000, { op: "contains", value: "x" }),
    ]);
    expect(issuesOf(input)).toEqual([
      {
        path: "blocks[99].visibleWhen.any[0]",
        message:
          'Condition on "story": with it, the form\'s conditions may read up to 1000099 characters of answers on one submission, more than 1000000; use fewer conditions, or "equals" instead of "contains" on long answers',
      },
    ]);
  });

  it("accepts as many conditions that do not read the whole answer", () => {
    const input = withBlocks([
      { type: "textarea", name: "story", label: "Story" },
      ...questionsOn("story", 1000, { op: "equals", value: "x" }),
      ...questionsOn("story", 1000, { op: "isAnswered" }),
    ]);
    expect(parseFormDocument(input).success).toBe(true);
  });

  it("charges a contains on a text field for the text field's cap", () => {
    const input = withBlocks([
      { type: "text", name: "city", label: "City" },
      ...questionsOn("city", 990, { op: "notContains", value: "x" }),
    ]);
    expect(parseFormDocument(input).success).toBe(true);
  });
});
