import { describe, expect, it } from "vitest";
import type { FormDocument } from "../document/form-document-schema";
import { respondentFields } from "./respondent-fields";

const document = {
  blocks: [
    {
      type: "radio",
      name: "role",
      label: "Role",
      options: [
        { value: "dev", label: "Developer" },
        { value: "other", label: "Other" },
      ],
    },
    {
      type: "text",
      name: "otherRole",
      label: "Which role?",
      visibleWhen: { all: [{ field: "role", op: "equals", value: "other" }] },
    },
    {
      type: "page",
      title: "More",
      visibleWhen: { all: [{ field: "role", op: "equals", value: "dev" }] },
    },
    { type: "text", name: "stack", label: "Stack" },
    { type: "hidden", name: "campaign", label: "Campaign" },
  ],
} as unknown as Pick<FormDocument, "blocks">;

describe("respondentFields", () => {
  it("lists the fields the answers showed, without a skipped page's or a hidden one", () => {
    const names = respondentFields(document, { role: "other", stack: "x", campaign: "spring" });
    expect(names.map((b) => b.name)).toEqual(["role", "otherRole"]);
  });

  it("lists a page's fields when the page was shown", () => {
    const names = respondentFields(document, { role: "dev" });
    expect(names.map((b) => b.name)).toEqual(["role", "stack"]);
  });
});
