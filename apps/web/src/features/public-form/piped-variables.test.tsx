// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { documentVariables, type FormDocument, parseFormDocument } from "@formwright/core";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { capitalQuestion } from "../../../../../packages/core/src/test/quiz-form";
import { loadConditionsCode } from "./paging-test-kit";
import { PublicForm } from "./public-form";

// ConditionalBlocks is a chunk of its own (next/dynamic): loaded once, as a served page preloads it.
beforeAll(loadConditionsCode);

function parsed(input: unknown): FormDocument {
  const result = parseFormDocument(input);
  if (!result.success) throw new Error(JSON.stringify(result.issues));
  return result.document;
}

// Issue 32: a variable computed from two answers, shown in a later paragraph.
const document = parsed({
  slug: "order",
  title: "Order",
  blocks: [
    { type: "number", name: "price", label: "Price" },
    { type: "number", name: "quantity", label: "Quantity" },
    { type: "paragraph", text: "Total: {{total|nothing yet}} ({{band}})" },
  ],
  variables: [
    { name: "total", expression: "round(price * quantity, 2)", label: "Total" },
    { name: "band", expression: "if(total >= 100, 'large order', 'small order')" },
  ],
});

afterEach(cleanup);

describe("variables piped into the form", () => {
  it("show their value as the respondent types, computed from the answers", async () => {
    const user = userEvent.setup();
    render(<PublicForm slug="order" document={document} defaultValues={{}} mode="preview" />);
    expect(await screen.findByText("Total: 0 (small order)")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Price"), "12.5");
    await user.type(screen.getByLabelText("Quantity"), "8");
    expect(await screen.findByText("Total: 100 (large order)")).toBeInTheDocument();
    expect(window.document.body.textContent).not.toContain("{{");
  });

  it("score the chosen options' points as the respondent answers, as the server does", async () => {
    const quiz = parsed({
      slug: "quiz",
      title: "Quiz",
      blocks: [capitalQuestion(2), { type: "paragraph", text: "Score so far: {{score}}" }],
      variables: [{ name: "score", expression: "points(capital) + 1" }],
    });
    const user = userEvent.setup();
    render(<PublicForm slug="quiz" document={quiz} defaultValues={{}} mode="preview" />);
    expect(await screen.findByText("Score so far: 1")).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "Paris" }));
    expect(await screen.findByText("Score so far: 3")).toBeInTheDocument();
    expect(documentVariables(quiz, { capital: "paris" })).toEqual({ score: 3 });
  });
});

describe("a condition on a variable in the form", () => {
  it("shows its block once the variable's fields make it hold, as the server decides", async () => {
    const order = parsed({
      slug: "order",
      title: "Order",
      blocks: [
        { type: "number", name: "price", label: "Price" },
        { type: "number", name: "quantity", label: "Quantity" },
        {
          type: "text",
          name: "delivery",
          label: "Delivery address",
          required: true,
          visibleWhen: { all: [{ field: "total", op: "greaterThan", value: 99 }] },
        },
      ],
      variables: [{ name: "total", expression: "price * quantity" }],
    });
    const user = userEvent.setup();
    render(<PublicForm slug="order" document={order} defaultValues={{}} mode="preview" />);
    await user.type(await screen.findByLabelText("Price"), "20");
    expect(screen.queryByLabelText(/Delivery address/)).toBeNull();
    await user.type(screen.getByLabelText("Quantity"), "5");
    expect(await screen.findByLabelText(/Delivery address/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Quantity"));
    await user.type(screen.getByLabelText("Quantity"), "4");
    expect(screen.queryByLabelText(/Delivery address/)).toBeNull();
  });
});
