import { describe, expect, test } from "vitest";
import { issuesOf, withBlocks } from "../test/document-issues";
import { parseFormDocument } from "./parse-form-document";

const modal = { type: "modal", trigger: "Read the terms", title: "Terms", text: "1. Be kind." };

describe("parseFormDocument: modal block", () => {
  test("accepts trigger, title and text as written", () => {
    const block = { ...modal, id: "terms", width: { lg: 6 }, text: "<script>x</script>\nLine 2" };
    const result = parseFormDocument(withBlocks([block]));
    expect(result.success && result.document.blocks[0]).toEqual(block);
  });

  test("requires trigger, title and text, none of them blank", () => {
    expect(issuesOf(withBlocks([{ type: "modal", trigger: " ", title: "" }]))).toEqual([
      { path: "blocks[0].trigger", message: "must not be empty or only spaces" },
      { path: "blocks[0].title", message: "must not be empty or only spaces" },
      { path: "blocks[0].text", message: "is required" },
    ]);
  });
});
