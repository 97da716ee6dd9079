// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { LoadedEditorForm } from "../draft-types";
import { renderEditor, rowButton, settle } from "../editor-test-kit";
import { conditionTargets, operatorCaption } from "./condition-targets";
import { ConditionsEditor } from "./conditions-editor";

afterEach(cleanup);
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
});

const form: LoadedEditorForm = {
  id: "0b6f1f1e-5c61-4b8f-9f0e-3f2d2c1a9e12",
  slug: "logic",
  revision: 1,
  publishedVersion: null,
  draft: {
    slug: "logic",
    title: "Logic",
    blocks: [
      {
        type: "radio",
        name: "role",
        label: "Role",
        options: [
          { label: "Student", value: "student" },
          { label: "Other", value: "other" },
        ],
      },
      { type: "number", name: "age", label: "Age" },
      { type: "text", name: "roleOther", label: "Your role" },
    ],
  },
};

/** The editor of the third block's conditions, keeping what it reports as a block would. */
function Harness() {
  const [visibleWhen, setVisibleWhen] = useState<unknown>(undefined);
  return (
    <>
      <ConditionsEditor
        visibleWhen={visibleWhen}
        targets={conditionTargets(form.draft.blocks.slice(0, 2))}
        problems={[]}
        onChange={setVisibleWhen}
      />
      <output data-testid="visible-when">{JSON.stringify(visibleWhen ?? null)}</output>
    </>
  );
}

function reported(): unknown {
  return JSON.parse(screen.getByTestId("visible-when").textContent ?? "null");
}

describe("condition targets", () => {
  it("offers the named fields above, with their kind and options", () => {
    const targets = conditionTargets([
      ...form.draft.blocks,
      { type: "heading", text: "Not a field" },
    ]);
    expect(targets.map((t) => [t.name, t.kind, t.options.length])).toEqual([
      ["role", "option", 2],
      ["age", "number", 0],
      ["roleOther", "text", 0],
    ]);
  });

  it("names the operators as the kind of answer reads", () => {
    expect(operatorCaption("options", "contains")).toBe("includes");
    expect(operatorCaption("date", "greaterThan")).toBe("is after");
    expect(operatorCaption("number", "lessThan")).toBe("is less than");
  });
});

describe("ConditionsEditor", () => {
  it("picks a field, an operator and one of the field's options, and reads them as a visibleWhen", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const group = screen.getByRole("group", { name: "Show this block" });
    await user.click(within(group).getByRole("radio", { name: /When all the conditions/ }));

    const condition = within(group).getByRole("group", { name: "Condition 1" });
    const field = within(condition).getByRole("combobox", { name: "Field" });
    expect(
      within(field)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Role (role)", "Age (age)"]);
    expect(within(condition).getByRole("combobox", { name: "Operator" })).toHaveDisplayValue("is");
    await user.selectOptions(within(condition).getByRole("combobox", { name: "Value" }), "other");
    expect(reported()).toEqual({
      all: [{ field: "role", op: "equals", value: "other" }],
    });

    // A second condition on a number field, then "any".
    await user.click(within(group).getByRole("button", { name: "Add condition" }));
    const second = within(group).getByRole("group", { name: "Condition 2" });
    await user.selectOptions(within(second).getByRole("combobox", { name: "Field" }), "age");
    await user.selectOptions(
      within(second).getByRole("combobox", { name: "Operator" }),
      "greaterThan",
    );
    const value = within(second).getByRole("spinbutton", { name: "Value" });
    await user.clear(value);
    await user.type(value, "17");
    await user.click(within(group).getByRole("radio", { name: /When any of the conditions/ }));
    expect(reported()).toEqual({
      any: [
        { field: "role", op: "equals", value: "other" },
        { field: "age", op: "greaterThan", value: 17 },
      ],
    });

    // "is answered" takes no value.
    await user.selectOptions(
      within(second).getByRole("combobox", { name: "Operator" }),
      "isAnswered",
    );
    expect(within(second).queryByRole("spinbutton", { name: "Value" })).toBeNull();

    await user.click(within(group).getByRole("radio", { name: "Always" }));
    expect(reported()).toBeNull();
    expect(within(group).queryByRole("group", { name: "Condition 1" })).toBeNull();
  });
});

describe("conditions in the form editor", () => {
  it("marks a block with conditions in the block list, and checks them", async () => {
    const user = userEvent.setup();
    renderEditor(form);
    await user.click(rowButton("Your role", /^3\. Your role/));
    const group = screen.getByRole("group", { name: "Show this block" });
    await user.click(within(group).getByRole("radio", { name: /When all the conditions/ }));
    expect(rowButton("Your role", /Conditional/)).toBeInTheDocument();
    await user.selectOptions(within(group).getByRole("combobox", { name: "Value" }), "other");
    await settle();
    expect(screen.getByText("No problems")).toBeInTheDocument();
  });

  it("shows the problem at the condition when its field moves below the block", async () => {
    const user = userEvent.setup();
    const withCondition: LoadedEditorForm = {
      ...form,
      draft: {
        ...form.draft,
        blocks: form.draft.blocks.map((block, index) =>
          index === 2
            ? { ...block, visibleWhen: { all: [{ field: "role", op: "equals", value: "other" }] } }
            : block,
        ),
      },
    };
    renderEditor(withCondition);
    await user.click(rowButton("Role", /^1\. Role/));
    await user.keyboard("{Alt>}{ArrowDown}{ArrowDown}{/Alt}");
    await settle();
    await user.click(rowButton("Your role", /^2\. Your role/));
    const condition = screen.getByRole("group", { name: "Condition 1" });
    expect(within(condition).getByRole("combobox", { name: "Field" })).toHaveAccessibleDescription(
      /"role" \(block 3\), which does not come before this block/,
    );
    expect(screen.getByText("1 problem", { selector: "summary" })).toBeInTheDocument();
  });

  it("says there is nothing to read above the first block", async () => {
    const user = userEvent.setup();
    renderEditor(form);
    await user.click(rowButton("Role", /^1\. Role/));
    const group = screen.getByRole("group", { name: "Show this block" });
    expect(group).toHaveTextContent("there are none yet");
    expect(within(group).getByRole("radio", { name: /When all/ })).toBeDisabled();
  });
});
