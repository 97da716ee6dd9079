import { expect, test } from "vitest";
import { formatDocumentIssues } from "./format-document-issues";

test("lists each issue on its own line under a count", () => {
  expect(
    formatDocumentIssues([
      { path: "slug", message: "is required" },
      { path: "blocks[2].options[0].value", message: "must not be empty" },
    ]),
  ).toBe(
    "Form document has 2 problems:\n  slug: is required\n  blocks[2].options[0].value: must not be empty",
  );
});

test("shows an issue of the whole document as (document)", () => {
  expect(formatDocumentIssues([{ path: "", message: "must be an object" }])).toBe(
    "Form document has 1 problem:\n  (document): must be an object",
  );
});

test("says so when there is nothing to report", () => {
  expect(formatDocumentIssues([])).toBe("Form document has 0 problems.");
});
