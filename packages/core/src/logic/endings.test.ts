import { describe, expect, it } from "vitest";
import { parseFormDocument } from "../document/parse-form-document";
import { loadDocumentFieldTypes } from "../field-types/load-document-field-types";
import { capitalQuestion } from "../test/quiz-form";
import { chooseEnding } from "./choose-ending";

const quiz = {
  slug: "quiz",
  title: "Quiz",
  blocks: [{ type: "text", name: "name", label: "Name" }, capitalQuestion(5)],
  variables: [{ name: "score", expression: "points(capital) * 2" }],
  endings: [
    {
      id: "high",
      title: "Well done, {{name}}",
      text: "You scored {{score}}.",
      when: { all: [{ field: "score", op: "greaterThan", value: 7 }] },
      redirectUrl: "https://example.com/done?s={{score}}&n={{name}}",
    },
    {
      id: "low",
      title: "Thanks, {{name|friend}}",
      when: { any: [{ field: "capital", op: "isAnswered" }] },
    },
  ],
};

async function parsed(input: unknown) {
  const result = parseFormDocument(input);
  if (!result.success) throw new Error(JSON.stringify(result.issues));
  await loadDocumentFieldTypes(result.document);
  return result.document;
}

describe("chooseEnding", () => {
  it("gives the first ending whose conditions hold, answers and variables piped in, URL-encoded in the link", async () => {
    const document = await parsed(quiz);
    expect(chooseEnding(document, { name: "Ada & Bo", capital: "paris" })).toEqual({
      id: "high",
      title: "Well done, Ada & Bo",
      text: "You scored 10.",
      redirectUrl: "https://example.com/done?s=10&n=Ada%20%26%20Bo",
    });
    expect(chooseEnding(document, { capital: "lyon" })).toEqual({
      id: "low",
      title: "Thanks, friend",
      text: null,
      redirectUrl: null,
    });
  });

  it("gives none when no ending holds, or the form has none", async () => {
    expect(chooseEnding(await parsed(quiz), {})).toBeNull();
    expect(
      chooseEnding(await parsed({ ...quiz, endings: undefined }), { capital: "paris" }),
    ).toBeNull();
  });

  it("refuses unknown names, repeated ids and links that are not https", () => {
    const result = parseFormDocument({
      ...quiz,
      endings: [
        { id: "a", title: "{{nope}}", when: { all: [{ field: "ghost", op: "isAnswered" }] } },
        { id: "a", title: "Two", redirectUrl: "http://example.com" },
        { id: "bad id!", title: "Three", redirectUrl: "javascript:alert(1)" },
      ],
    });
    expect(result.success ? [] : result.issues.map((i) => `${i.path}: ${i.message}`)).toEqual([
      "endings[1].redirectUrl: must be an https URL (answers may be piped into it: {{name}})",
      "endings[2].id: must be 1 to 64 letters, digits, _ or -",
      "endings[2].redirectUrl: must be an https URL (answers may be piped into it: {{name}})",
      'endings[0].when.all[0].field: Condition refers to "ghost", which is not a field of this form',
      'endings[0].title: {{nope}} refers to "nope", which is not a field of this form',
      'endings[1].id: Duplicate id "a": endings[0] already uses it',
    ]);
  });
});
