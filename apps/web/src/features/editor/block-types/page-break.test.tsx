// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { LoadedEditorForm } from "../draft-types";
import { renderEditor, rowButton, settle } from "../editor-test-kit";
import { pageBreakBlockType, pageNumbers } from "./page-break";

afterEach(cleanup);
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
});

const form: LoadedEditorForm = {
  id: "0b6f1f1e-5c61-4b8f-9f0e-3f2d2c1a9e12",
  slug: "paged",
  revision: 1,
  publishedVersion: null,
  draft: {
    slug: "paged",
    title: "Paged",
    blocks: [
      {
        type: "radio",
        name: "role",
        label: "Role",
        options: [
          { label: "Staff", value: "staff" },
          { label: "Other", value: "other" },
        ],
      },
      { type: "text", name: "email", label: "Email" },
    ],
  },
};

const captions = () =>
  [...screen.getByRole("list", { name: "Blocks" }).querySelectorAll(".fw-block-row__caption")].map(
    (el) => el.textContent ?? "",
  );

describe("page breaks in the editor", () => {
  it("numbers page breaks as the respondent sees pages", () => {
    expect([...pageNumbers([{ type: "text" }, { type: "page" }, { type: "page" }])]).toEqual([
      [1, 2],
      [2, 3],
    ]);
    expect([...pageNumbers([{ type: "page" }, { type: "text" }, { type: "page" }])]).toEqual([
      [0, 1],
      [2, 2],
    ]);
  });

  it("keeps only the settings that are filled in", () => {
    const block = pageBreakBlockType.fromValues(
      { title: "About you", nextLabel: " ", backLabel: "" },
      { type: "page", nextLabel: "Old" },
    );
    expect(block).toEqual({ type: "page", title: "About you" });
  });

  it("adds a page break from the Add block menu, shown as a divider row with its page and title", async () => {
    const user = userEvent.setup();
    renderEditor(form);
    await user.click(screen.getByRole("button", { name: "Add block" }));
    await user.click(screen.getByRole("option", { name: "Page break" }));
    expect(captions()).toEqual(["Role", "Email", "Page 2"]);
    const title = screen.getByRole("textbox", { name: "Page title" });
    expect(title).toHaveFocus();
    // A page title shows earlier answers: the editor says how.
    expect(title).toHaveAccessibleDescription(/\{\{name\|your words\}\}/);
    await user.type(title, "Contact");
    expect(captions()).toEqual(["Role", "Email", "Page 2 — Contact"]);
    // Last, it would start an empty page: a problem until it moves up.
    await settle();
    expect(screen.getAllByText(/A page break cannot be the last block/).length).toBeGreaterThan(0);
    // The page break is selected: Alt+ArrowUp moves it up.
    await user.keyboard("{Alt>}{ArrowUp}{/Alt}");
    expect(captions()).toEqual(["Role", "Page 2 — Contact", "Email"]);
    await settle();
    expect(screen.queryAllByText(/A page break cannot be the last block/)).toEqual([]);
    expect(rowButton("Page 2 — Contact", /^2\. Page 2/).closest("li")).toHaveAttribute(
      "data-page-break",
    );

    // "Show this page" picks an earlier field.
    const conditions = screen.getByRole("group", { name: "Show this page" });
    await user.click(
      within(conditions).getByRole("radio", { name: "When all the conditions below are met" }),
    );
    expect(within(conditions).getByRole("combobox", { name: /Field/ })).toHaveValue("role");
  });
});
