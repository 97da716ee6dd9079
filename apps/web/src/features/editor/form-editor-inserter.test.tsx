// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { LoadedEditorForm } from "./draft-types";
import { renderEditor, rowButton, settingsLabel } from "./editor-test-kit";

afterEach(cleanup);
beforeAll(() => {
  // jsdom lays nothing out; focusing a setting scrolls it into view.
  Element.prototype.scrollIntoView ??= () => {};
});

const form: LoadedEditorForm = {
  id: "0b6f1f1e-5c61-4b8f-9f0e-3f2d2c1a9e12",
  slug: "inserts",
  revision: 1,
  publishedVersion: null,
  draft: {
    slug: "inserts",
    title: "Inserts",
    blocks: [
      { type: "text", name: "fullName", label: "Full name" },
      { type: "checkbox", name: "terms", label: "Terms" },
    ],
  },
};

function captions(): string[] {
  const list = screen.getByRole("list", { name: "Blocks" });
  return [...list.querySelectorAll(".fw-block-row__caption")].map((el) => el.textContent ?? "");
}

describe("the editor's inserter", () => {
  it("inserts after the selected block, selects the new one and says where it went", async () => {
    const user = userEvent.setup();
    renderEditor(form);
    // With the form settings selected, the one inserter is the canvas's last.
    expect(screen.getByRole("button", { name: "Add block" })).toHaveAccessibleDescription(
      "Inserts at the end",
    );
    await user.click(rowButton("Full name", /^1\. Full name/));
    // A selected block has its own, first in order.
    const addBlock = screen.getAllByRole("button", { name: "Add block" })[0] as HTMLElement;
    expect(addBlock).toHaveAccessibleDescription("Inserts after block 1, Full name");
    await user.click(addBlock);
    await user.keyboard("stars{Enter}");
    expect(captions()).toEqual(["Full name", "Rating", "Terms"]);
    expect(screen.getByRole("heading", { name: "Block 2 of 3: Rating" })).toBeInTheDocument();
    expect(rowButton("Rating", /^2\. Rating/)).toHaveAttribute("aria-current", "true");
    expect(settingsLabel()).toHaveFocus();
    expect(screen.getByTestId("editor-announcer")).toHaveTextContent(
      "Added a Rating block at position 2",
    );
  });

  it("opens with / from the block area, at the selected block, but not from a text box", async () => {
    const user = userEvent.setup();
    renderEditor(form);
    // The form settings' Title is a text box outside the block area: "/" is typed.
    const title = screen.getByRole("textbox", { name: "Title" });
    await user.click(title);
    await user.keyboard("/");
    expect(title).toHaveValue("Inserts/");
    expect(screen.queryByRole("combobox", { name: "Search block types" })).not.toBeInTheDocument();

    const fullName = rowButton("Full name", /^1\. Full name/);
    await user.click(fullName);
    fullName.focus();
    await user.keyboard("/");
    const search = screen.getByRole("combobox", { name: "Search block types" });
    expect(search).toHaveFocus();
    expect(search).toHaveValue("");
    await user.keyboard("{Escape}");
    expect(fullName).toHaveFocus();

    await user.keyboard("/");
    await user.keyboard("dropdown{Enter}");
    expect(captions()).toEqual(["Full name", "Select", "Terms"]);
    expect(screen.getByRole("heading", { name: "Block 2 of 3: Select" })).toBeInTheDocument();
  });
});
