import { describe, expect, it } from "vitest";
import type { FormDocument } from "../document/form-document-schema";
import { parseFormDocument } from "../document/parse-form-document";
import { loadDocumentFieldTypes } from "../field-types/load-document-field-types";
import { capitalQuestion } from "../test/quiz-form";
import { documentVariables } from "./compute-variables";
import { quizResults } from "./quiz-results";

const EVENTS = [
  { label: "Rome founded", value: "rome", points: 2 },
  { label: "Magna Carta", value: "magna", points: 1 },
  { label: "Moon landing", value: "moon", points: 1 },
];

async function quiz(ranking: Record<string, unknown>): Promise<FormDocument> {
  const result = parseFormDocument({
    slug: "history",
    title: "History",
    blocks: [
      capitalQuestion(1),
      {
        type: "ranking",
        name: "events",
        label: "Oldest first",
        explanation: "Rome 753 BC, Magna Carta 1215, the Moon 1969.",
        ...ranking,
      },
    ],
    variables: [{ name: "score", expression: "points(events)" }],
    quiz: { showCorrectAnswers: true },
  });
  if (!result.success) throw new Error(JSON.stringify(result.issues));
  await loadDocumentFieldTypes(result.document);
  return result.document;
}

const rankingResult = (document: FormDocument, events: unknown) =>
  quizResults(document, { capital: "paris", events }).find((r) => r.name === "events");

describe("a ranking in a quiz (issue 32 §2)", () => {
  it("is right in the options' order as listed once an option is marked correct, and says that order", async () => {
    const document = await quiz({
      options: EVENTS.map((option, i) => (i === 0 ? { ...option, correct: true } : option)),
    });
    expect(rankingResult(document, ["rome", "magna", "moon"])).toEqual({
      name: "events",
      isCorrect: true,
      correctText: "Rome founded, Magna Carta, Moon landing",
      explanation: "Rome 753 BC, Magna Carta 1215, the Moon 1969.",
    });
    // Every option counts, not only the one marked: a swap lower down is wrong.
    expect(rankingResult(document, ["rome", "moon", "magna"])).toMatchObject({
      isCorrect: false,
      correctText: "Rome founded, Magna Carta, Moon landing",
    });
    // Not ranked (the order shown was never confirmed): wrong, not an error.
    expect(rankingResult(document, undefined)).toMatchObject({ isCorrect: false });
    // The choice question beside it keeps its rule.
    expect(quizResults(document, { capital: "paris" })[0]).toMatchObject({
      name: "capital",
      isCorrect: true,
    });
  });

  it("takes the right order from correctOrder, for the quiz and for points by position, so the options can be shown in another order", async () => {
    const document = await quiz({
      options: [EVENTS[2], EVENTS[0], EVENTS[1]],
      correctOrder: ["rome", "magna", "moon"],
    });
    // "Keep this order" (the order shown) is wrong.
    expect(rankingResult(document, ["moon", "rome", "magna"])).toMatchObject({
      isCorrect: false,
      correctText: "Rome founded, Magna Carta, Moon landing",
    });
    expect(rankingResult(document, ["rome", "magna", "moon"])).toMatchObject({ isCorrect: true });
    const score = (events: unknown) => documentVariables(document, { events }).score;
    expect(score(["rome", "magna", "moon"])).toBe(4);
    expect(score(["moon", "rome", "magna"])).toBe(0);
    expect(score(["rome", "moon", "magna"])).toBe(2);
  });

  it("is no quiz question without a correct mark or a correctOrder (points by position alone)", async () => {
    const document = await quiz({ options: EVENTS });
    expect(rankingResult(document, ["rome", "magna", "moon"])).toBeUndefined();
  });

  it("refuses a correctOrder that is not every option once", () => {
    const issues = (correctOrder: unknown) => {
      const result = parseFormDocument({
        slug: "history",
        title: "History",
        blocks: [
          { type: "ranking", name: "events", label: "Oldest first", options: EVENTS, correctOrder },
        ],
      });
      return result.success ? [] : result.issues.map((i) => `${i.path}: ${i.message}`);
    };
    const message =
      "blocks[0].correctOrder: must list the value of every option exactly once, the right order first to last";
    expect(issues(["rome", "magna"])).toEqual([message]);
    expect(issues(["rome", "magna", "magna"])).toEqual([message]);
    expect(issues(["rome", "magna", "mars"])).toEqual([message]);
    expect(issues(["moon", "magna", "rome"])).toEqual([]);
  });
});
