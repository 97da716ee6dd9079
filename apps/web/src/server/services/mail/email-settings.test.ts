import { parseFormDocument } from "@formwright/core";
import { describe, expect, it } from "vitest";
import { emailFieldsOf } from "./email-settings";

describe("emailFieldsOf", () => {
  it("lists the fields whose type says their answer is an email address, in form order", () => {
    const parsed = parseFormDocument({
      slug: "reply",
      title: "Reply",
      blocks: [
        { type: "text", name: "name", label: "Name" },
        { type: "text", name: "work", label: "Work email", rules: { email: true } },
        { type: "textarea", name: "note", label: "Note", rules: { email: true } },
        { type: "text", name: "home", label: "Home email", inputType: "email" },
        { type: "checkbox", name: "copy", label: "Send me a copy" },
      ],
    });
    if (!parsed.success) throw new Error("the reply document is not valid");
    expect(emailFieldsOf(parsed.document)).toEqual([
      { name: "work", label: "Work email" },
      { name: "home", label: "Home email" },
    ]);
  });
});
