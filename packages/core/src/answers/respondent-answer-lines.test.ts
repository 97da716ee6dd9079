import { describe, expect, it } from "vitest";
import { loadCatalogue } from "../i18n/load-catalogue";
import { translateDocument } from "../i18n/translate-document";
import {
  EVERY_FIELD_TYPE,
  everyFieldTypeAnswers,
  everyFieldTypeBehind,
  everyFieldTypeDocument,
  GATE,
} from "../test/every-field-type";
import { isShownToRespondent } from "./answer-words";
import { respondentAnswerLines } from "./respondent-answer-lines";

/** ICU puts a narrow or a plain no-break space before "PM", depending on its version. */
const plainSpaces = (text: string) => text.replace(/\s/gu, " ");

const shown = EVERY_FIELD_TYPE.filter((c) => isShownToRespondent(c.block));

describe("respondentAnswerLines", () => {
  it.each(shown)("reads a $block.type answer back in English", (c) => {
    const lines = respondentAnswerLines({
      document: everyFieldTypeDocument,
      answers: everyFieldTypeAnswers,
      language: "en",
    });
    const line = lines.find((l) => l.name === c.block.name);
    expect(line && { label: line.label, text: plainSpaces(line.text) }).toEqual({
      label: c.block.label,
      text: c.en,
    });
  });

  it.each(shown)("reads a $block.type answer back in French, labels and words", async (c) => {
    const french = translateDocument(everyFieldTypeDocument, "fr");
    const lines = respondentAnswerLines({
      document: french,
      answers: everyFieldTypeAnswers,
      language: "fr",
      words: await loadCatalogue("fr"),
    });
    const line = lines.find((l) => l.name === c.block.name);
    expect(line && { label: line.label, text: plainSpaces(line.text) }).toEqual({
      label: c.french.label,
      text: c.fr,
    });
  });

  it("never reads back a hidden field", () => {
    const lines = respondentAnswerLines({
      document: everyFieldTypeDocument,
      answers: everyFieldTypeAnswers,
    });
    expect(lines.map((l) => l.name)).toEqual(shown.map((c) => c.block.name));
  });

  it.each(["page", "condition"] as const)(
    "reads back no field the respondent skipped (%s)",
    (how) => {
      const lines = respondentAnswerLines({
        document: everyFieldTypeBehind(how),
        answers: { ...everyFieldTypeAnswers, [GATE.name]: GATE.closed },
      });
      expect(lines).toEqual([{ name: GATE.name, label: GATE.label, text: "Closed" }]);
    },
  );

  it("reads back no shown field the respondent left empty, of any type", async () => {
    const lines = respondentAnswerLines({
      document: everyFieldTypeDocument,
      answers: {},
      words: await loadCatalogue("fr"),
    });
    expect(lines).toEqual([]);
  });
});
