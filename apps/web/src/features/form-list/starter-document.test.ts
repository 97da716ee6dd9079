import { parseFormDocument } from "@formwright/core";
import { describe, expect, it } from "vitest";
import { starterDocument } from "./starter-document";

describe("starterDocument", () => {
  it("is a valid form document with the title and one text field", () => {
    const parsed = parseFormDocument(starterDocument({ title: "  Feedback ", slug: "feedback" }));
    if (!parsed.success) throw new Error(JSON.stringify(parsed.issues));
    expect(parsed.document.title).toBe("Feedback");
    expect(parsed.document.slug).toBe("feedback");
    expect(parsed.document.blocks).toEqual([{ type: "text", name: "name", label: "Your name" }]);
  });
});
