// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { LoadedEditorForm } from "./draft-types";
import { renderEditor, rowButton, settingsLabel } from "./editor-test-kit";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
beforeAll(() => {
  // jsdom lays nothing out; focusing a setting scrolls it into view.
  Element.prototype.scrollIntoView ??= () => {};
});

const form: LoadedEditorForm = {
  id: "0b6f1f1e-5c61-4b8f-9f0e-3f2d2c1a9e12",
  slug: "contact",
  revision: 3,
  publishedVersion: null,
  draft: {
    slug: "contact",
    title: "Contact",
    blocks: [
      { type: "text", name: "fullName", label: "Full name" },
      { type: "text", name: "email", label: "Email" },
      { type: "checkbox", name: "terms", label: "Terms" },
    ],
  },
};

function captions(): string[] {
  const list = screen.getByRole("list", { name: "Blocks" });
  return [...list.querySelectorAll(".fw-block-row__caption")].map((el) => el.textContent ?? "");
}

const announcer = () => screen.getByTestId("editor-announcer");
const button = (name: string) => screen.getByRole("button", { name });

let now = 1_000_000;

describe("Undo and Redo", () => {
  beforeEach(() => {
    // Keystrokes come 10 ms apart however slow the machine is: typing is one step.
    vi.spyOn(Date, "now").mockImplementation(() => {
      now += 10;
      return now;
    });
  });

  it("start disabled, and take a typed word back and forth in one step", async () => {
    const user = userEvent.setup();
    renderEditor(form);
    expect(button("Undo")).toBeDisabled();
    expect(button("Redo")).toBeDisabled();
    expect(button("Undo")).toHaveAttribute("aria-keyshortcuts", "Control+Z Meta+Z");
    // Selecting is not a change.
    await user.click(rowButton("Email", /^2\. Email/));
    expect(button("Undo")).toBeDisabled();

    const label = settingsLabel();
    await user.type(label, " address");
    expect(captions()).toEqual(["Full name", "Email address", "Terms"]);
    expect(button("Undo")).toBeEnabled();

    // Ctrl+Z in the text box is the editor's Undo: the whole word goes at once.
    await user.keyboard("{Control>}z{/Control}");
    expect(captions()).toEqual(["Full name", "Email", "Terms"]);
    expect(announcer()).toHaveTextContent("Undid: changed Email");
    // The panel shows the restored value, and focus is back in it.
    const restored = settingsLabel();
    expect(restored).toHaveValue("Email");
    expect(restored).toHaveFocus();
    expect(button("Undo")).toBeDisabled();
    expect(screen.getByRole("status", { name: "Save status" })).not.toHaveTextContent(
      "Edited since the last save",
    );

    await user.keyboard("{Control>}{Shift>}z{/Shift}{/Control}");
    expect(captions()).toEqual(["Full name", "Email address", "Terms"]);
    expect(settingsLabel()).toHaveValue("Email address");
    expect(announcer()).toHaveTextContent("Redid: changed Email address");
  });

  it("redo with Ctrl+Shift+Z and Ctrl+Y, and Redo is disabled at the newest step", async () => {
    const user = userEvent.setup();
    renderEditor(form);
    await user.click(rowButton("Terms", /^3\. Terms/));
    await user.keyboard("{Delete}");
    await user.keyboard("{Control>}z{/Control}");
    expect(captions()).toEqual(["Full name", "Email", "Terms"]);
    expect(button("Redo")).toBeEnabled();
    await user.keyboard("{Control>}{Shift>}z{/Shift}{/Control}");
    expect(captions()).toEqual(["Full name", "Email"]);
    expect(announcer()).toHaveTextContent("Redid: removed Terms");
    await user.keyboard("{Control>}z{/Control}{Control>}y{/Control}");
    expect(captions()).toEqual(["Full name", "Email"]);
    expect(button("Redo")).toBeDisabled();
  });

  it("undoes the form settings, and a new change clears Redo", async () => {
    const user = userEvent.setup();
    renderEditor(form);
    const title = screen.getByRole("textbox", { name: "Title" });
    await user.clear(title);
    await user.type(title, "Hi");
    await user.click(button("Undo"));
    expect(screen.getByRole("textbox", { name: "Title" })).toHaveValue("Contact");
    expect(announcer()).toHaveTextContent("Undid: changed the form settings");
    // The disabled Undo hands focus to Redo.
    expect(button("Redo")).toHaveFocus();
    await user.click(rowButton("Terms", /^3\. Terms/));
    await user.keyboard("{Delete}");
    expect(button("Redo")).toBeDisabled();
    expect(captions()).toEqual(["Full name", "Email"]);
  });

  it("says the same words twice so that they are heard twice: a typing pause makes two steps", async () => {
    const user = userEvent.setup();
    renderEditor(form);
    const title = screen.getByRole("textbox", { name: "Title" });
    await user.type(title, "A");
    now += 5_000;
    await user.type(title, "B");
    expect(title).toHaveValue("ContactAB");
    await user.keyboard("{Control>}z{/Control}");
    expect(screen.getByRole("textbox", { name: "Title" })).toHaveValue("ContactA");
    expect(announcer().textContent).toBe("Undid: changed the form settings");
    await user.keyboard("{Control>}z{/Control}");
    expect(screen.getByRole("textbox", { name: "Title" })).toHaveValue("Contact");
    // The live region changes (a no-break space), so a screen reader says it again.
    expect(announcer().textContent).toBe("Undid: changed the form settings\u00a0");
  });

  it("brings back a removed block where it was, selected", async () => {
    const user = userEvent.setup();
    renderEditor(form);
    await user.click(rowButton("Email", /^2\. Email/));
    await user.keyboard("{Delete}");
    expect(captions()).toEqual(["Full name", "Terms"]);
    expect(rowButton("Terms", /^2\. Terms/)).toHaveFocus();
    await user.keyboard("{Control>}z{/Control}");
    expect(captions()).toEqual(["Full name", "Email", "Terms"]);
    expect(announcer()).toHaveTextContent("Undid: removed Email");
    expect(rowButton("Email", /^2\. Email/)).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("heading", { name: "Block 2 of 3: Text" })).toBeInTheDocument();
  });
});

describe("block commands on the selected block", () => {
  it("duplicates with Ctrl+D: the copy comes next with a free name, selected and focused", async () => {
    const user = userEvent.setup();
    renderEditor(form);
    await user.click(rowButton("Email", /^2\. Email/));
    await user.keyboard("{Control>}d{/Control}");
    expect(captions()).toEqual(["Full name", "Email", "Email", "Terms"]);
    expect(announcer()).toHaveTextContent("Duplicated Email as position 3");
    expect(screen.getByRole("heading", { name: "Block 3 of 4: Text" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("email2");
    const copy = screen.getAllByRole("button", { name: /^3\. Email/ })[0];
    expect(copy).toHaveFocus();
    expect(copy).toHaveAttribute("aria-current", "true");
    await user.click(button("Undo"));
    expect(captions()).toEqual(["Full name", "Email", "Terms"]);
    expect(announcer()).toHaveTextContent("Undid: duplicated Email");
  });

  it("moves with Alt+ArrowUp from a settings text box, and keeps focus there", async () => {
    const user = userEvent.setup();
    renderEditor(form);
    await user.click(rowButton("Terms", /^3\. Terms/));
    const label = settingsLabel();
    await user.click(label);
    await user.keyboard("{Alt>}{ArrowUp}{/Alt}");
    expect(captions()).toEqual(["Full name", "Terms", "Email"]);
    expect(announcer()).toHaveTextContent("Moved Terms to position 2 of 3");
    expect(label).toHaveFocus();
    // Delete in a text box deletes text, never the block.
    await user.keyboard("{Home}{Delete}");
    expect(captions()).toEqual(["Full name", "erms", "Email"]);
  });

  it("offers Duplicate block and Remove block buttons for the mouse, only with a block selected", async () => {
    const user = userEvent.setup();
    renderEditor(form);
    expect(button("Duplicate block")).toBeDisabled();
    expect(button("Remove block")).toBeDisabled();
    await user.click(rowButton("Full name", /^1\. Full name/));
    await user.click(button("Duplicate block"));
    expect(captions()).toEqual(["Full name", "Full name", "Email", "Terms"]);
    await user.click(button("Remove block"));
    expect(captions()).toEqual(["Full name", "Email", "Terms"]);
    expect(announcer()).toHaveTextContent("Removed Full name. Press Ctrl+Z to undo.");
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("email");
  });
});
