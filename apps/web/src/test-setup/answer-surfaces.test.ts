import { describe, expect, it } from "vitest";
import { answerLines } from "../features/public-form/answer-lines";
import { submissionAnswerText } from "../features/submissions/answer-text";
import { answersAsText as noScriptText } from "../lib/native-post/answers-as-text";
import { answersAsText as mailText } from "../server/services/mail/submission-mail";
import {
  EVERY_FIELD_TYPE,
  everyFieldTypeAnswers,
  everyFieldTypeDocument,
} from "./every-field-type";

const respondentCases = EVERY_FIELD_TYPE.filter((c) => c.block.type !== "hidden");

describe("every surface says each type's answer in words", () => {
  describe.each(respondentCases)("receipt: $block.type", ({ block, words }) => {
    it("shows the answer in words", () => {
      const lines = answerLines({ document: everyFieldTypeDocument, data: everyFieldTypeAnswers });
      expect(lines.find((l) => l.name === block.name)?.text).toBe(words);
    });
  });

  describe.each(respondentCases)("no-script answers page: $block.type", ({ block, words }) => {
    it("shows the answer in words", () => {
      const text = noScriptText(everyFieldTypeDocument, everyFieldTypeAnswers);
      expect(text.split("\n")).toContain(`${block.label}: ${words}`);
    });
  });

  describe.each(EVERY_FIELD_TYPE)("table and details: $block.type", ({ block, answer, words }) => {
    it("shows the answer in words", () => {
      expect(submissionAnswerText(block, answer)).toBe(words);
    });
  });

  describe.each(EVERY_FIELD_TYPE)("mail: $block.type", ({ block, words }) => {
    it("shows the answer in words", () => {
      const text = mailText(everyFieldTypeDocument, everyFieldTypeAnswers);
      expect(text.split("\n")).toContain(`${block.label}: ${words}`);
    });
  });

  it("the receipt writes dates in the page's language", () => {
    const lines = answerLines({
      document: everyFieldTypeDocument,
      data: everyFieldTypeAnswers,
      language: "en",
    });
    expect(lines.find((l) => l.name === "day")?.text).toBe("March 7, 2026");
  });

  it("the respondent never sees a hidden field", () => {
    const lines = answerLines({ document: everyFieldTypeDocument, data: everyFieldTypeAnswers });
    expect(lines.map((l) => l.name)).not.toContain("campaign");
    expect(noScriptText(everyFieldTypeDocument, everyFieldTypeAnswers)).not.toContain("spring");
  });

  it("the respondent's emailed copy leaves out a hidden field, the owner's mail keeps it", () => {
    const copy = mailText(everyFieldTypeDocument, everyFieldTypeAnswers, { forRespondent: true });
    expect(copy).not.toContain("Campaign");
    expect(copy.split("\n")).toContain("Signature: Ada: Signed (signature.png)");
    expect(mailText(everyFieldTypeDocument, everyFieldTypeAnswers)).toContain("Campaign: spring");
  });
});
