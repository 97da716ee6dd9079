// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { act, cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { LoadedEditorForm } from "../draft-types";
import { renderEditor } from "../editor-test-kit";

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
    language: "de",
    theme: { accent: "#0f766e" },
    blocks: [
      { type: "text", name: "fullName", label: "Full name", description: "As on your passport" },
      {
        type: "radio",
        name: "topic",
        label: "Topic",
        options: [
          { label: "Option 1", value: "option1" },
          { label: "Option 2", value: "option2" },
        ],
        visibleWhen: { all: [{ field: "fullName", operator: "notEmpty" }] },
      },
      { type: "page", title: "About you" },
      { type: "heading", text: "Almost done" },
      { type: "checkbox", name: "terms", label: "Terms" },
    ],
  },
};

const canvas = () => screen.getByRole("region", { name: "Canvas" });
const selector = (name: RegExp) => within(canvas()).getByRole("button", { name });
const settingsPanel = () => screen.getByRole("form", { name: /^Block \d+ of \d+/ });

/** The canvas's German catalogue loads first (a chunk of its own). */
const ready = () =>
  within(canvas()).findByRole("button", { name: /^Block 1 of/ }, { timeout: 5000 });

function captions(): string[] {
  const list = screen.getByRole("list", { name: "Blocks" });
  return [...list.querySelectorAll(".fw-block-row__caption")].map((el) => el.textContent ?? "");
}

describe("EditorCanvas", () => {
  it("draws the draft with the public form's components, inert, in its theme and language, pages in order", async () => {
    renderEditor(form);
    await ready();
    const paper = screen.getByTestId("editor-canvas");
    expect(paper).toHaveAttribute("lang", "de");
    // The field widget of the public form, with the form's default value, out of reach.
    const input = paper.querySelector("input[name='canvas_b1']");
    expect(input).not.toBeNull();
    expect(input?.closest("[inert]")).not.toBeNull();
    expect(within(paper).getByText("As on your passport")).toBeInTheDocument();
    expect(within(paper).getByText("Almost done").tagName).toBe("H2");
    // The second page starts with its title; every block shows, a conditional one badged.
    expect(within(paper).getByText("About you")).toBeInTheDocument();
    expect(within(paper).getByText("Conditional")).toBeInTheDocument();
    expect(selector(/^Block 2 of 5: Topic, Radio group, Conditional$/)).toBeInTheDocument();
    // The theme is scoped to the canvas, not the editor around it.
    const style = paper.querySelector("style")?.textContent ?? "";
    expect(style).toContain(".fw-canvas__paper {");
    expect(style).toContain("#0f766e");
    expect(style).not.toContain(":root");
  });

  it("selects a block by a click or by the focus: one block, aria-current, its settings beside", async () => {
    const user = userEvent.setup();
    renderEditor(form);
    await ready();
    await user.click(selector(/^Block 2 of 5: Topic/));
    expect(selector(/^Block 2 of 5: Topic/)).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("heading", { name: "Block 2 of 5: Radio group" })).toBeInTheDocument();
    act(() => selector(/^Block 5 of 5: Terms/).focus());
    expect(selector(/^Block 5 of 5: Terms/)).toHaveAttribute("aria-current", "true");
    expect(
      within(canvas())
        .getAllByRole("button")
        .filter((button) => button.getAttribute("aria-current") === "true"),
    ).toHaveLength(1);
    expect(screen.getByRole("heading", { name: "Block 5 of 5: Checkbox" })).toBeInTheDocument();
  });

  it("edits the label and help text in place: the outline and the settings panel follow", async () => {
    const user = userEvent.setup();
    renderEditor(form);
    await ready();
    await user.click(selector(/^Block 1 of 5: Full name/));
    const label = within(canvas()).getByRole("textbox", { name: "Label" });
    expect(label).toHaveValue("Full name");
    await user.clear(label);
    await user.type(label, "Your name");
    expect(captions()[0]).toBe("Your name");
    expect(within(settingsPanel()).getByRole("textbox", { name: "Label" })).toHaveValue(
      "Your name",
    );
    // The name follows the label as it does from the settings panel.
    expect(within(settingsPanel()).getByRole("textbox", { name: "Name" })).toHaveValue("yourName");
    const help = within(canvas()).getByRole("textbox", { name: "Help text" });
    await user.clear(help);
    await user.type(help, "First and last");
    expect(within(settingsPanel()).getByRole("textbox", { name: "Description" })).toHaveValue(
      "First and last",
    );
  });

  it("edits option labels in place; Enter in the last option adds one and focuses it", async () => {
    const user = userEvent.setup();
    renderEditor(form);
    await ready();
    await user.click(selector(/^Block 2 of 5: Topic/));
    const first = within(canvas()).getByRole("textbox", { name: "Option 1" });
    await user.clear(first);
    await user.type(first, "Evening social");
    // A generated value follows its label, as in the settings panel.
    expect(within(settingsPanel()).getByRole("textbox", { name: "Option 1 value" })).toHaveValue(
      "evening-social",
    );
    await user.click(within(canvas()).getByRole("textbox", { name: "Option 2" }));
    await user.keyboard("{Enter}");
    const third = within(canvas()).getByRole("textbox", { name: "Option 3" });
    expect(third).toHaveFocus();
    expect(third).toHaveValue("Option 3");
    expect(within(settingsPanel()).getByRole("textbox", { name: "Option 3 value" })).toHaveValue(
      "option3",
    );
  });

  it("edits a content block's own text in place, by its type's inPlace: a heading's, a paragraph's lines", async () => {
    const user = userEvent.setup();
    renderEditor({
      ...form,
      draft: {
        ...form.draft,
        blocks: [...form.draft.blocks, { type: "paragraph", text: "First line" }],
      },
    });
    await ready();
    await user.click(selector(/^Block 4 of 6: Almost done/));
    const heading = within(canvas()).getByRole("textbox", { name: "Text" });
    expect(heading).toHaveValue("Almost done");
    expect(heading).toHaveClass("fw-block--heading");
    // Shown once: as the text box, not also as the heading behind it.
    expect(within(screen.getByTestId("editor-canvas")).queryByText("Almost done")).toBeNull();
    await user.clear(heading);
    await user.type(heading, "Nearly there");
    expect(captions()[3]).toBe("Nearly there");
    expect(within(settingsPanel()).getByRole("textbox", { name: "Text" })).toHaveValue(
      "Nearly there",
    );
    await user.click(selector(/^Block 6 of 6: First line/));
    const paragraph = within(canvas()).getByRole("textbox", { name: "Text" });
    expect(paragraph.tagName).toBe("TEXTAREA");
    await user.type(paragraph, "{Enter}Second line");
    expect(within(settingsPanel()).getByRole("textbox", { name: "Text" })).toHaveValue(
      "First line\nSecond line",
    );
  });

  it("shows pipes as placeholders named by the field's label; the text box keeps the raw text", async () => {
    const user = userEvent.setup();
    renderEditor({
      ...form,
      draft: {
        ...form.draft,
        blocks: [
          { type: "text", name: "fullName", label: "Full name" },
          { type: "heading", text: "Thanks, {{fullName}}" },
          { type: "text", name: "city", label: "Your city, {{ nick | friend }}?" },
        ],
      },
    });
    await ready();
    const paper = screen.getByTestId("editor-canvas");
    expect(within(paper).getByText("Thanks, [Full name]")).toBeInTheDocument();
    expect(within(paper).getByText("Your city, [nick]?")).toBeInTheDocument();
    expect(paper.textContent).not.toContain("{{");
    expect(selector(/^Block 2 of 3: Thanks, \[Full name\], Heading$/)).toBeInTheDocument();
    // The field's label changes: its placeholders follow.
    await user.click(selector(/^Block 1 of 3/));
    const label = within(canvas()).getByRole("textbox", { name: "Label" });
    await user.clear(label);
    await user.type(label, "Name");
    expect(within(paper).getByText("Thanks, [Name]")).toBeInTheDocument();
    // Edited in place, the text is the raw one (its pipe renamed with the field, which followed its label).
    await user.click(selector(/^Block 2 of 3/));
    expect(within(canvas()).getByRole("textbox", { name: "Text" })).toHaveValue("Thanks, {{name}}");
  });

  it("switches the canvas between phone and desktop width", async () => {
    const user = userEvent.setup();
    renderEditor(form);
    await ready();
    const phone = screen.getByRole("button", { name: "Phone" });
    const desktop = screen.getByRole("button", { name: "Desktop" });
    expect(desktop).toHaveAttribute("aria-pressed", "true");
    await user.click(phone);
    expect(phone).toHaveAttribute("aria-pressed", "true");
    expect(desktop).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByTestId("editor-canvas")).toHaveStyle({ maxWidth: "390px" });
    await user.click(desktop);
    expect(screen.getByTestId("editor-canvas")).not.toHaveStyle({ maxWidth: "390px" });
  });

  it("adds a block after the selected one with its inserter", async () => {
    const user = userEvent.setup();
    renderEditor(form);
    await ready();
    await user.click(selector(/^Block 1 of 5: Full name/));
    const block = selector(/^Block 1 of 5/).closest(".fw-canvas__block") as HTMLElement;
    await user.click(within(block).getByRole("button", { name: "Add block" }));
    await user.click(within(block).getByRole("option", { name: "Number" }));
    expect(captions()).toEqual([
      "Full name",
      "Number",
      "Topic",
      "Page 2 — About you",
      "Almost done",
      "Terms",
    ]);
    expect(selector(/^Block 2 of 6: Number/)).toHaveAttribute("aria-current", "true");
    expect(screen.getByTestId("editor-announcer")).toHaveTextContent(
      "Added a Number block at position 2",
    );
  });
});
