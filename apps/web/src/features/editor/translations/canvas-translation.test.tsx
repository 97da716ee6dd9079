// @vitest-environment jsdom
import { loadCatalogue, type SupportedLanguage } from "@formwright/core";
import "@testing-library/jest-dom/vitest";
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { LoadedEditorForm } from "../draft-types";
import { renderEditor } from "../editor-test-kit";
import { translatedDraft } from "./canvas-translation";

afterEach(cleanup);
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
});

const form: LoadedEditorForm = {
  id: "0b6f1f1e-5c61-4b8f-9f0e-3f2d2c1a9e13",
  slug: "register",
  revision: 1,
  publishedVersion: null,
  draft: {
    slug: "register",
    title: "Registration",
    language: "en",
    blocks: [
      { type: "text", name: "name", label: "Name", description: "As on your passport" },
      {
        type: "radio",
        name: "meal",
        label: "Meal",
        options: [
          { label: "Meat", value: "meat" },
          { label: "Vegetarian", value: "veggie" },
        ],
      },
      { type: "heading", id: "end", text: "Almost done" },
    ],
    translations: {
      de: {
        title: "Anmeldung",
        blocks: { meal: { label: "Essen", options: { meat: "Fleisch" } } },
      },
      fr: { title: "Inscription" },
    },
  },
};

/**
 * Does what switches the canvas to `language`, waiting for that language's
 * texts inside the same act (React retries the suspended canvas there; jsdom
 * left alone never does).
 */
async function inLanguage(language: SupportedLanguage, action: () => Promise<void>) {
  await act(async () => {
    await action();
    await loadCatalogue(language);
  });
}

const paper = () => screen.getByTestId("editor-canvas");
const ready = () =>
  within(screen.getByRole("region", { name: "Canvas" })).findByRole(
    "button",
    { name: /^Block 1 of/ },
    { timeout: 5000 },
  );

describe("The canvas follows the translation being edited", () => {
  it("translatedDraft: translated texts where there are some, the form's own elsewhere, in that language", () => {
    const blocks = form.draft.blocks as never;
    const shown = translatedDraft(form.draft, blocks, "de");
    expect(shown.settings.title).toBe("Anmeldung");
    expect(shown.settings.language).toBe("de");
    expect(shown.blocks[1]).toMatchObject({
      label: "Essen",
      options: [
        { label: "Fleisch", value: "meat" },
        { label: "Vegetarian", value: "veggie" },
      ],
    });
    // Untouched blocks stay the same objects (the canvas does not redraw them).
    expect(shown.blocks[0]).toBe(form.draft.blocks[0]);
    expect(translatedDraft(form.draft, blocks, null).settings).toBe(form.draft);
    expect(translatedDraft(form.draft, blocks, "it").settings).toBe(form.draft);
  });

  it("shows the chosen translation while the author works on it, with fallbacks, and the form's language again after", async () => {
    const user = userEvent.setup();
    renderEditor(form);
    await ready();
    // Opening the form settings alone changes nothing.
    expect(paper()).toHaveAttribute("lang", "en");
    expect(within(paper()).getByText("Registration")).toBeInTheDocument();

    await inLanguage("de", () =>
      user.click(screen.getByRole("textbox", { name: "Name: label in German" })),
    );
    expect(paper()).toHaveAttribute("lang", "de");
    expect(within(paper()).getByText("Anmeldung")).toBeVisible();
    expect(within(paper()).getByText("Essen")).toBeInTheDocument();
    expect(within(paper()).getByText("Fleisch")).toBeInTheDocument();
    // Not translated: the form's own text, as on the public form.
    expect(within(paper()).getByText("Name")).toBeInTheDocument();
    expect(within(paper()).getByText("As on your passport")).toBeInTheDocument();
    expect(within(paper()).getByText("Vegetarian")).toBeInTheDocument();
    expect(screen.getByText(/^Shown in German \(de\), the translation being edited/)).toBeVisible();

    // Typing a translation shows on the canvas at once.
    await user.keyboard("Vorname");
    expect(within(paper()).getByText("Vorname")).toBeInTheDocument();
    await user.type(
      screen.getByRole("textbox", { name: "Almost done: text in German" }),
      "Fast fertig",
    );
    expect(within(paper()).getByText("Fast fertig")).toBeInTheDocument();

    // Another language chosen: the canvas follows it.
    await inLanguage("fr", () => user.click(screen.getByRole("button", { name: "French (fr)" })));
    expect(paper()).toHaveAttribute("lang", "fr");
    expect(within(paper()).getByText("Inscription")).toBeVisible();
    expect(within(paper()).getByText("Meal")).toBeInTheDocument();

    // Working elsewhere (the form's own title, a block): the form's own language again.
    await user.click(screen.getByRole("textbox", { name: "Title" }));
    await waitFor(() => expect(paper()).toHaveAttribute("lang", "en"));
    expect(within(paper()).getByText("Registration")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "French (fr)" }));
    expect(paper()).toHaveAttribute("lang", "fr");
    await user.click(
      within(screen.getByRole("region", { name: "Canvas" })).getByRole("button", {
        name: /^Block 2 of 3/,
      }),
    );
    expect(paper()).toHaveAttribute("lang", "en");
    expect(
      within(screen.getByRole("region", { name: "Canvas" })).getByRole("textbox", {
        name: "Label",
      }),
    ).toHaveValue("Meal");
  });
});
