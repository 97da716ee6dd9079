// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { LoadedEditorForm } from "./draft-types";
import { renderEditor, rowButton, settle } from "./editor-test-kit";

afterEach(cleanup);
beforeAll(() => {
  // jsdom lays nothing out; focusing a setting scrolls it into view.
  Element.prototype.scrollIntoView ??= () => {};
});

const form: LoadedEditorForm = {
  id: "0b6f1f1e-5c61-4b8f-9f0e-3f2d2c1a9e11",
  slug: "contact",
  revision: 3,
  publishedVersion: null,
  draft: {
    slug: "contact",
    title: "Contact",
    blocks: [
      { type: "text", name: "fullName", label: "Full name" },
      {
        type: "select",
        name: "topic",
        label: "Topic",
        options: [
          { label: "Sales", value: "sales" },
          { label: "Support", value: "sales" },
        ],
      },
      { type: "checkbox", name: "terms", label: "Terms" },
    ],
  },
};

function captions(): string[] {
  const list = screen.getByRole("list", { name: "Blocks" });
  return [...list.querySelectorAll(".fw-block-row__caption")].map((el) => el.textContent ?? "");
}

describe("FormEditor", () => {
  it("shows a problem under the setting it concerns, and counts it near Save", async () => {
    const user = userEvent.setup();
    renderEditor(form);
    await settle();
    expect(screen.getByText("1 problem", { selector: "summary" })).toBeInTheDocument();
    await user.click(rowButton("Topic", /^2\. Topic/));
    const value = screen.getByRole("textbox", { name: "Option 2 value" });
    expect(value).toHaveAttribute("aria-invalid", "true");
    expect(value).toHaveAccessibleDescription(/Duplicate option value "sales"/);
    expect(screen.getByRole("textbox", { name: "Option 1 value" })).not.toHaveAttribute(
      "aria-invalid",
    );
    await user.clear(value);
    await user.type(value, "support");
    await settle();
    expect(value).not.toHaveAttribute("aria-invalid");
    expect(screen.getByText("No problems")).toBeInTheDocument();
  });

  it("refuses to save while the draft has problems, and lists them", async () => {
    const user = userEvent.setup();
    renderEditor(form);
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByRole("status", { name: "Save status" })).toHaveTextContent(
      "Not saved: the form has 1 problem. It saves once they are fixed.",
    );
    expect(screen.getByRole("button", { name: "Retry" })).toBeInTheDocument();
    await settle();
    const problem = screen.getByRole("button", {
      name: /^Block 2, Topic, Option 2 value: Duplicate option value "sales": option 1 already uses it$/,
    });
    expect(problem).toBeVisible();
    await user.click(problem);
    expect(screen.getByRole("textbox", { name: "Option 2 value" })).toHaveFocus();
  });

  it("moves the selected block with Alt+Arrow keys, announces the move and keeps focus on the block", async () => {
    const user = userEvent.setup();
    renderEditor(form);
    await user.click(rowButton("Full name", /^1\. Full name/));
    await user.keyboard("{Alt>}{ArrowDown}{/Alt}");
    expect(captions()).toEqual(["Topic", "Full name", "Terms"]);
    expect(screen.getByTestId("editor-announcer")).toHaveTextContent(
      "Moved Full name to position 2 of 3",
    );
    expect(rowButton("Full name", /^2\. Full name/)).toHaveFocus();
    await user.keyboard("{Alt>}{ArrowDown}{/Alt}");
    expect(captions()).toEqual(["Topic", "Terms", "Full name"]);
    // At the bottom, another Alt+ArrowDown does nothing: focus stays on the block.
    await user.keyboard("{Alt>}{ArrowDown}{/Alt}");
    expect(captions()).toEqual(["Topic", "Terms", "Full name"]);
    expect(rowButton("Full name", /^3\. Full name/)).toHaveFocus();
    // The change saves itself after a pause: until then the status says so.
    expect(screen.getByRole("status", { name: "Save status" })).toHaveTextContent("Saving…");
  });

  it("adds a block of a chosen type, selects it and focuses its first setting", async () => {
    const user = userEvent.setup();
    renderEditor(form);
    await user.click(screen.getByRole("button", { name: "Add block" }));
    await user.click(screen.getByRole("option", { name: "Number" }));
    expect(captions()).toEqual(["Full name", "Topic", "Terms", "Number"]);
    expect(screen.getByRole("heading", { name: "Block 4 of 4: Number" })).toBeInTheDocument();
    // The settings panel's Label (the canvas has one of its own, edited in place).
    const settings = screen.getByRole("form", { name: "Block 4 of 4: Number" });
    expect(within(settings).getByRole("textbox", { name: "Label" })).toHaveFocus();
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("number1");
  });

  it("removes the selected block with Delete, and Undo brings it back", async () => {
    const user = userEvent.setup();
    renderEditor(form);
    await user.click(rowButton("Terms", /^3\. Terms/));
    await user.keyboard("{Delete}");
    expect(captions()).toEqual(["Full name", "Topic"]);
    expect(screen.getByTestId("editor-announcer")).toHaveTextContent(
      "Removed Terms. Press Ctrl+Z to undo.",
    );
    // Focus goes to the neighbour, now selected.
    expect(rowButton("Topic", /^2\. Topic/)).toHaveFocus();
    const undo = screen.getByRole("button", { name: "Undo" });
    expect(undo).toBeEnabled();
    await user.click(undo);
    expect(captions()).toEqual(["Full name", "Topic", "Terms"]);
  });

  it("lets a viewer look but not change anything", () => {
    renderEditor(form, false);
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Publish" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open preview" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add block" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Undo" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Remove block" })).not.toBeInTheDocument();
    expect(rowButton("Topic", /^Drag Topic/)).toBeDisabled();
  });

  it("keeps a viewer's Delete and Alt+Arrow keys from changing the blocks", async () => {
    const user = userEvent.setup();
    renderEditor(form, false);
    await user.click(rowButton("Topic", /^2\. Topic/));
    await user.keyboard("{Delete}{Alt>}{ArrowUp}{/Alt}{Control>}d{/Control}");
    expect(captions()).toEqual(["Full name", "Topic", "Terms"]);
    expect(screen.getByTestId("editor-announcer")).toBeEmptyDOMElement();
  });
});
