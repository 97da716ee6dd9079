import { describe, expect, it } from "vitest";
import type { FormDocument } from "../document/form-document-schema";
import {
  EVERY_FIELD_TYPE,
  everyFieldTypeAnswers,
  everyFieldTypeBehind,
  everyFieldTypeDocument,
  GATE,
} from "../test/every-field-type";
import { isShownToRespondent } from "./answer-words";
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

describe("respondentFields: every type", () => {
  const answers = { ...everyFieldTypeAnswers, [GATE.name]: GATE.closed };

  it.each(["page", "condition"] as const)(
    "lists no type's field the respondent skipped (%s)",
    (how) => {
      const names = respondentFields(everyFieldTypeBehind(how), answers).map((b) => b.name);
      expect(names).toEqual([GATE.name]);
    },
  );

  it("lists every type's field but the hidden one when all were shown", () => {
    const names = respondentFields(everyFieldTypeDocument, everyFieldTypeAnswers).map(
      (b) => b.name,
    );
    expect(names).toEqual(
      EVERY_FIELD_TYPE.filter((c) => isShownToRespondent(c.block)).map((c) => c.block.name),
    );
    expect(names).not.toContain("campaign");
  });
});
