import { describe, expect, it } from "vitest";
import { formatDocumentIssues } from "./format-document-issues";
import { parseFormDocument } from "./parse-form-document";

const form = (editing: unknown) => ({ slug: "contact", title: "Contact", blocks: [], editing });

describe("the editing key", () => {
  it("takes a whole number of days and keeps it", () => {
    const parsed = parseFormDocument(form({ allowedForDays: 7 }));
    expect(parsed.success && parsed.document.editing).toEqual({ allowedForDays: 7 });
  });

  it.each([
    [0, "editing.allowedForDays: must be at least 1"],
    [-1, "editing.allowedForDays: must be at least 1"],
    [366, "editing.allowedForDays: must be at most 365"],
    [2.5, "editing.allowedForDays: must be an integer"],
    ["7", "editing.allowedForDays"],
  ])("refuses %j with a message naming the path", (days, message) => {
    const parsed = parseFormDocument(form({ allowedForDays: days }));
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(formatDocumentIssues(parsed.issues)).toContain(message);
  });

  it("refuses an empty editing and an unknown key", () => {
    const empty = parseFormDocument(form({}));
    expect(!empty.success && formatDocumentIssues(empty.issues)).toContain(
      "editing.allowedForDays",
    );
    const typo = parseFormDocument(form({ allowedDays: 7 }));
    expect(!typo.success && formatDocumentIssues(typo.issues)).toContain("allowedDays");
  });
});
