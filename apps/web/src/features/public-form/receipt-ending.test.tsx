// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { type FormDocument, loadDocumentFieldTypes, parseFormDocument } from "@formwright/core";
import { act, cleanup, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { capitalQuiz } from "../../../../../packages/core/src/test/quiz-form";
import { LocalizedForm } from "./localized-form";
import { Receipt } from "./receipt";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function quiz(confirmation?: unknown): Promise<FormDocument> {
  const result = parseFormDocument({
    ...capitalQuiz(1),
    endings: [
      {
        id: "pass",
        title: "You passed",
        text: "Score: {{score}}",
        when: { all: [{ field: "score", op: "greaterThan", value: 0 }] },
        redirectUrl: "https://example.com/certificate?score={{score}}",
      },
    ],
    ...(confirmation ? { confirmation } : {}),
  });
  if (!result.success) throw new Error(JSON.stringify(result.issues));
  await loadDocumentFieldTypes(result.document);
  return result.document;
}

async function showReceipt(
  document: FormDocument,
  data: Record<string, unknown>,
  redirect?: string,
) {
  await act(async () => {
    render(
      <Suspense fallback={null}>
        <LocalizedForm language="en">
          <Receipt
            message="Thanks for taking part."
            redirect={redirect}
            document={document}
            slug="quiz"
            submissionId="0193a1b2-c3d4-7e5f-8a9b-0000000000aa"
            data={data}
          />
        </LocalizedForm>
      </Suspense>,
    );
  });
  return screen.findByTestId("confirmation");
}

describe("Receipt with endings (issue 32)", () => {
  it("shows the ending the answers chose in place of the message, with a link on to its page", async () => {
    const status = await showReceipt(await quiz(), { capital: "paris" });
    expect(status).toHaveTextContent("You passed");
    expect(status).toHaveTextContent("Score: 1");
    expect(status).not.toHaveTextContent("Thanks for taking part.");
    expect(screen.getByRole("link", { name: "Continue to example.com" })).toHaveAttribute(
      "href",
      "https://example.com/certificate?score=1",
    );
    // The receipt is still offered before leaving.
    expect(screen.getByRole("button", { name: "Save a copy of your answers" })).toBeInTheDocument();
  });

  it("shows the form's message when no ending holds, and follows its redirect only then", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    const status = await showReceipt(await quiz(), { capital: "lyon" });
    expect(status).toHaveTextContent("Thanks for taking part.");
    expect(screen.queryByRole("link")).toBeNull();
    cleanup();
    await showReceipt(await quiz({ redirect: "/thanks" }), { capital: "lyon" }, "/thanks");
    expect(assign).toHaveBeenCalledWith("/thanks");
    cleanup();
    assign.mockClear();
    await showReceipt(await quiz({ redirect: "/thanks" }), { capital: "paris" }, "/thanks");
    expect(assign).not.toHaveBeenCalled();
  });

  it("says under each scored question whether it was right, the right answer and the explanation", async () => {
    const result = parseFormDocument({
      slug: "quiz",
      title: "Quiz",
      quiz: { showCorrectAnswers: true },
      blocks: [
        {
          type: "radio",
          name: "capital",
          label: "Capital of France?",
          explanation: "Paris has been the capital since 987.",
          options: [
            { label: "Paris", value: "paris", correct: true },
            { label: "Lyon", value: "lyon" },
          ],
        },
        {
          type: "checkboxGroup",
          name: "primes",
          label: "Which are prime?",
          options: [
            { label: "Two", value: "2", correct: true },
            { label: "Three", value: "3", correct: true },
            { label: "Four", value: "4" },
          ],
        },
        { type: "text", name: "name", label: "Your name" },
      ],
    });
    if (!result.success) throw new Error(JSON.stringify(result.issues));
    await loadDocumentFieldTypes(result.document);
    await showReceipt(result.document, { capital: "lyon", primes: ["2", "3"], name: "Ada" });
    const answers = screen.getByText("Capital of France?").parentElement;
    expect(answers).toHaveTextContent(
      "Incorrect. The correct answer: Paris Paris has been the capital since 987.",
    );
    expect(screen.getByText("Which are prime?").parentElement).toHaveTextContent("Correct");
    expect(screen.getByText("Your name").parentElement?.textContent).toBe("Your nameAda");
  });

  it("shows a ranking's order as answered and, when wrong, the right order (its correctOrder, not the order shown)", async () => {
    const result = parseFormDocument({
      slug: "history",
      title: "History",
      quiz: { showCorrectAnswers: true },
      blocks: [
        {
          type: "ranking",
          name: "events",
          label: "Oldest first",
          explanation: "Rome 753 BC, Magna Carta 1215.",
          options: [
            { label: "Moon landing", value: "moon" },
            { label: "Rome founded", value: "rome" },
            { label: "Magna Carta", value: "magna" },
          ],
          correctOrder: ["rome", "magna", "moon"],
        },
        {
          type: "ranking",
          name: "sizes",
          label: "Largest first",
          options: [
            { label: "Jupiter", value: "jupiter", correct: true },
            { label: "Earth", value: "earth" },
          ],
        },
      ],
    });
    if (!result.success) throw new Error(JSON.stringify(result.issues));
    await loadDocumentFieldTypes(result.document);
    await showReceipt(result.document, {
      events: ["moon", "rome", "magna"],
      sizes: ["jupiter", "earth"],
    });
    const events = screen.getByText("Oldest first").parentElement;
    // The respondent's order, then the right one.
    expect(events?.textContent).toBe(
      "Oldest first" +
        "Moon landing, Rome founded, Magna Carta" +
        "Incorrect. The correct answer: Rome founded, Magna Carta, Moon landing Rome 753 BC, Magna Carta 1215.",
    );
    expect(screen.getByText("Largest first").parentElement?.textContent).toBe(
      "Largest firstJupiter, EarthCorrect",
    );
  });
});
