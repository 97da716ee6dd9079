// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { LoadedEditorForm } from "../draft-types";
import { renderEditor, rowButton, settle } from "../editor-test-kit";

afterEach(cleanup);
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
});

function quizForm(): LoadedEditorForm {
  return {
    id: "6d1c3a52-38a7-4d43-9d7e-8f0f2b7c1a11",
    slug: "quiz",
    revision: 1,
    publishedVersion: null,
    draft: {
      slug: "quiz",
      title: "Quiz",
      confirmation: { message: "Thanks" },
      variables: [{ name: "score", expression: "points(colour) * 10", label: "Score" }],
      blocks: [
        {
          type: "radio",
          name: "colour",
          label: "Colour",
          options: [
            { label: "Red", value: "red", points: 1 },
            { label: "Blue", value: "blue", points: 5, correct: true },
          ],
        },
      ],
    },
  };
}

describe("calculations, endings and the quiz in the editor (issue 32 §5)", () => {
  it("shows each variable's value with sample answers, live as its expression is typed", async () => {
    const user = userEvent.setup();
    renderEditor(quizForm());
    const calculations = screen.getByRole("group", { name: "Calculations" });
    // The sample answer to Colour is its correct option, Blue (5 points).
    expect(within(calculations).getByTestId("variable-0-value")).toHaveTextContent(
      "With sample answers: 50",
    );
    await user.click(within(calculations).getByRole("button", { name: "Add variable" }));
    const name = screen.getByRole("textbox", { name: "Variable 2 name" });
    expect(name).toHaveValue("score2");
    await settle();
    expect(name).toHaveFocus();
    const expression = screen.getByRole("textbox", { name: "Variable 2 expression" });
    await user.clear(expression);
    await user.type(expression, "score + 1");
    expect(within(calculations).getByTestId("variable-1-value")).toHaveTextContent(
      "With sample answers: 51",
    );
    await settle();
    expect(screen.getByText("No problems")).toBeInTheDocument();
    // A name the form does not have is a problem named where it is.
    await user.clear(expression);
    await user.type(expression, "scor + 1");
    await settle();
    expect(screen.queryByText("No problems")).not.toBeInTheDocument();
    expect(expression).toHaveAccessibleDescription(/unknown name "scor" at 1/);
  });

  it("adds an ending with its own conditions, and switches the quiz's correct answers on", async () => {
    const user = userEvent.setup();
    renderEditor(quizForm());
    const endings = screen.getByRole("group", { name: "Endings" });
    await user.click(within(endings).getByRole("button", { name: "Add ending" }));
    expect(screen.getByRole("textbox", { name: "Ending 1 title" })).toHaveValue("Thank you");
    expect(screen.getByRole("textbox", { name: "Ending 1 id" })).toHaveValue("ending");
    // Its conditions read the fields and the variables.
    const show = within(endings).getByRole("group", { name: "Show this ending" });
    expect(show).toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: /Show the correct answers/ }));
    expect(screen.getByRole("checkbox", { name: /Show the correct answers/ })).toBeChecked();
    await settle();
    expect(screen.getByText("No problems")).toBeInTheDocument();
  });

  it("edits an option's points and correct mark, and the question's explanation, in the block's settings", async () => {
    const user = userEvent.setup();
    renderEditor(quizForm());
    await user.click(rowButton("Colour", /^1\. Colour/));
    expect(screen.getByRole("textbox", { name: "Option 1 points" })).toHaveValue("1");
    expect(screen.getByRole("checkbox", { name: "Option 2 is correct" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Option 1 is correct" })).not.toBeChecked();
    const explanation = screen.getByRole("textbox", { name: "Explanation" });
    await user.type(explanation, "Blue is the sky's colour");
    await settle();
    expect(screen.getByText("No problems")).toBeInTheDocument();
  });
});
