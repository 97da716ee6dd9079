import { readFileSync } from "node:fs";
import path from "node:path";
import {
  chooseEnding,
  createSubmissionValidator,
  documentVariables,
  loadAllFieldTypes,
  parseFormDocument,
  quizResults,
} from "@formwright/core";
import { beforeAll, describe, expect, it } from "vitest";

// docs/form-document.md's complete quiz (issue 32, Done when) is a document the
// product takes, and it scores and ends as the text around it says.

const docs = readFileSync(path.join(import.meta.dirname, "../../docs/form-document.md"), "utf8");
const example = /<!-- quiz-example -->\s*```json\n([\s\S]*?)```/.exec(docs)?.[1];

beforeAll(async () => {
  await loadAllFieldTypes();
});

describe("the quiz example of docs/form-document.md", () => {
  const parsed = parseFormDocument(JSON.parse(example ?? "null"));
  const document = parsed.success ? parsed.document : null;

  it("is a document the product saves", () => {
    expect(example).toBeTruthy();
    expect(parsed.success ? [] : parsed.issues).toEqual([]);
  });

  it("scores, shows the correct answers and chooses its endings as described", () => {
    if (!document) throw new Error("the example does not parse");
    const perfect = { name: "Ada", france: "paris", nordic: ["oslo", "helsinki"] };
    expect(createSubmissionValidator(document)(perfect)).toMatchObject({ success: true });
    expect(documentVariables(document, perfect)).toEqual({ score: 3, percent: 100 });
    expect(chooseEnding(document, perfect)).toEqual({
      id: "perfect",
      title: "Perfect, Ada!",
      text: "3 out of 3.",
      redirectUrl: "https://example.com/certificate?who=Ada",
    });

    const passed = { name: "Bo", france: "paris", nordic: ["oslo"] };
    expect(documentVariables(document, passed)).toEqual({ score: 2, percent: 67 });
    expect(chooseEnding(document, passed)?.text).toBe("You scored 67 %.");

    const wrong = { name: "Cy", france: "lyon", nordic: ["riga"] };
    expect(documentVariables(document, wrong).score).toBe(-1);
    expect(chooseEnding(document, wrong)?.id).toBe("try-again");
    expect(quizResults(document, wrong).map((r) => [r.name, r.isCorrect, r.correctText])).toEqual([
      ["france", false, "Paris"],
      ["nordic", false, "Oslo, Helsinki"],
    ]);
  });
});
