import { loadCatalogue, parseFormDocument } from "@formwright/core";
import { describe, expect, it } from "vitest";
import {
  EVERY_FIELD_TYPE,
  everyFieldTypeAnswers,
  everyFieldTypeDocument,
} from "../../../../../packages/core/src/test/every-field-type";
import { answerLines, answersAsText } from "./answer-lines";

const parsed = parseFormDocument({
  slug: "s",
  title: "Survey",
  blocks: [
    { type: "heading", text: "Intro" },
    { type: "text", name: "name", label: "Name" },
    {
      type: "checkboxGroup",
      name: "tags",
      label: "Tags",
      options: [
        { label: "Red", value: "r" },
        { label: "Blue", value: "b" },
      ],
    },
    { type: "checkbox", name: "ok", label: "OK" },
    { type: "number", name: "age", label: "Age" },
  ],
});
if (!parsed.success) throw new Error("bad test document");
const document = parsed.document;

describe("answerLines", () => {
  it("gives each field's label and answer in words, choices by their labels", () => {
    expect(
      answerLines({ document, data: { name: "<b>Ada</b>", tags: ["b", "r"], ok: true, age: 0 } }),
    ).toEqual([
      { name: "name", label: "Name", text: "<b>Ada</b>" },
      { name: "tags", label: "Tags", text: "Blue, Red" },
      { name: "ok", label: "OK", text: "Yes" },
      { name: "age", label: "Age", text: "0" },
    ]);
  });

  it("reads back no field the respondent left empty", () => {
    expect(answerLines({ document, data: { tags: [], name: "  " } })).toEqual([]);
  });
});

describe("answersAsText", () => {
  it("holds the title, the receipt, the id and every answer as plain text", () => {
    const text = answersAsText({
      title: "Survey",
      receipt: "AAAA-BBBB-CCCC",
      submissionId: "id-1",
      sentAt: new Date(0),
      lines: answerLines({ document, data: { name: "Ada" } }),
    });
    expect(text).toContain("Survey\nReceipt number: AAAA-BBBB-CCCC\nReference: id-1\n");
    expect(text).toContain("\n\nName\nAda\n");
    expect(text).not.toContain("Tags");
  });

  it("writes its head in the page's language: French's no-break space before each colon, the date in French", async () => {
    const french = await loadCatalogue("fr");
    const text = answersAsText({
      title: "Enquête",
      receipt: "AAAA-BBBB-CCCC",
      submissionId: "id-1",
      sentAt: new Date(Date.UTC(2026, 2, 7, 12)),
      lines: [],
      text: french,
      language: "fr",
    });
    const [, receipt, reference, sentAt] = text.split("\n");
    expect(receipt).toBe("Numéro de reçu\u00a0: AAAA-BBBB-CCCC");
    expect(reference).toBe("Référence\u00a0: id-1");
    expect(sentAt).toMatch(/^Envoyé\u00a0: 07\/03\/2026/);
  });
});

describe("the receipt's saved copy: each type's one way to say its answer", () => {
  it.each(["quality", "photo", "sign"])(
    "writes the %s answer as the submissions table does",
    (name) => {
      const c = EVERY_FIELD_TYPE.find((each) => each.block.name === name);
      const text = answersAsText({
        title: "Every type",
        receipt: "AAAA-BBBB-CCCC",
        submissionId: "id-1",
        sentAt: new Date(0),
        lines: answerLines({ document: everyFieldTypeDocument, data: everyFieldTypeAnswers }),
      });
      expect(text).toContain(`\n\n${c?.block.label}\n${c?.words}\n`);
    },
  );
});

describe("answerLines: what the respondent was shown", () => {
  const conditional = parseFormDocument({
    slug: "c",
    title: "Conditional",
    blocks: [
      {
        type: "radio",
        name: "role",
        label: "Role",
        options: [
          { label: "Developer", value: "dev" },
          { label: "Other", value: "other" },
        ],
      },
      {
        type: "text",
        name: "otherRole",
        label: "Which role?",
        visibleWhen: { all: [{ field: "role", op: "equals", value: "other" }] },
      },
      { type: "hidden", name: "campaign", label: "Campaign" },
    ],
  });
  if (!conditional.success) throw new Error("bad test document");

  it("leaves out a field its condition hid and a hidden field", () => {
    const lines = answerLines({
      document: conditional.document,
      data: { role: "dev", otherRole: "stale", campaign: "spring" },
    });
    expect(lines).toEqual([{ name: "role", label: "Role", text: "Developer" }]);
  });
});

describe("answerLines: in the page's language", () => {
  const signing = parseFormDocument({
    slug: "s",
    title: "Sign",
    blocks: [{ type: "signature", name: "sign", label: "Signature" }],
  });
  if (!signing.success) throw new Error("bad test document");

  it("says a drawn signature in the page's words", async () => {
    const french = await loadCatalogue("fr");
    const drawing = {
      id: "0193a1b2-c3d4-7e5f-8a9b-000000000007",
      name: "signature.png",
      size: 2000,
      type: "image/png",
    };
    const lines = answerLines({
      document: signing.document,
      data: { sign: { name: "Ada", file: drawing } },
      text: french,
    });
    expect(lines[0]?.text).toBe("Ada: Signé (signature.png)");
  });
});
