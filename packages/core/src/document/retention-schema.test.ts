import { describe, expect, it } from "vitest";
import { formatDocumentIssues } from "./format-document-issues";
import { parseFormDocument } from "./parse-form-document";

const form = (retention: unknown) => ({
  slug: "contact",
  title: "Contact",
  blocks: [],
  retention,
});

describe("the retention key", () => {
  it("takes a whole number of days and keeps it", () => {
    const parsed = parseFormDocument(form({ deleteAfterDays: 90 }));
    expect(parsed.success && parsed.document.retention).toEqual({ deleteAfterDays: 90 });
  });

  it.each([
    [0, "retention.deleteAfterDays: must be at least 1"],
    [-5, "retention.deleteAfterDays: must be at least 1"],
    [3651, "retention.deleteAfterDays: must be at most 3650"],
    [1.5, "retention.deleteAfterDays: must be an integer"],
    ["90", "retention.deleteAfterDays"],
  ])("refuses %j with a message naming the path", (days, message) => {
    const parsed = parseFormDocument(form({ deleteAfterDays: days }));
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(formatDocumentIssues(parsed.issues)).toContain(message);
  });

  it("refuses an empty retention and an unknown key", () => {
    const empty = parseFormDocument(form({}));
    expect(!empty.success && formatDocumentIssues(empty.issues)).toContain(
      "retention.deleteAfterDays",
    );
    const typo = parseFormDocument(form({ deleteAfterDay: 90 }));
    expect(!typo.success && formatDocumentIssues(typo.issues)).toContain("deleteAfterDay");
  });
});
