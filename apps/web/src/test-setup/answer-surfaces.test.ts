// The no-script answers page's test per field type. Every other surface that
// reads answers back has its own beside it, over the same table of every type
// (packages/core/src/test/every-field-type.ts):
//   receipt                  features/public-form/receipt.test.tsx
//   submissions table        features/submissions/submissions-table.test.tsx
//   submission details       features/submissions/submission-details-words.test.tsx
//   the fields the API gives server/graphql/submission-fields.int.test.ts
//   mail (copy, notification) server/services/mail/submission-mail.int.test.ts
//   CSV with labels          server/services/answer-words-csv.int.test.ts
import { isShownToRespondent, loadCatalogue, translateDocument } from "@formwright/core";
import { describe, expect, it } from "vitest";
import {
  EVERY_FIELD_TYPE,
  everyFieldTypeAnswers,
  everyFieldTypeBehind,
  everyFieldTypeDocument,
  GATE,
} from "../../../../packages/core/src/test/every-field-type";
import { answersAsText } from "../lib/native-post/answers-as-text";

const respondentCases = EVERY_FIELD_TYPE.filter((c) => isShownToRespondent(c.block));

describe("no-script answers page: every type's answer in words", () => {
  const english = answersAsText({
    document: everyFieldTypeDocument,
    values: everyFieldTypeAnswers,
  }).split("\n");

  it.each(respondentCases)("shows a $block.type answer in words", (c) => {
    expect(english).toContain(`${c.block.label}: ${c.words}`);
  });

  it.each(respondentCases)("shows a $block.type answer in the page's language", async (c) => {
    const french = answersAsText({
      document: translateDocument(everyFieldTypeDocument, "fr"),
      values: everyFieldTypeAnswers,
      language: "fr",
      words: await loadCatalogue("fr"),
    });
    // French puts a no-break space before the colon.
    expect(french.split("\n")).toContain(`${c.french.label}\u00a0: ${c.fr}`);
  });

  it("never shows a hidden field", () => {
    expect(english).toEqual(respondentCases.map((c) => `${c.block.label}: ${c.words}`));
  });

  it.each(["page", "condition"] as const)("shows no field the respondent skipped (%s)", (how) => {
    const text = answersAsText({
      document: everyFieldTypeBehind(how),
      values: { ...everyFieldTypeAnswers, [GATE.name]: GATE.closed },
    });
    expect(text).toBe(`${GATE.label}: Closed`);
  });
});
