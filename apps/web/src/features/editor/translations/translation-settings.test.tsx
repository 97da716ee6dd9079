// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { LoadedEditorForm } from "../draft-types";
import { renderEditor, settle } from "../editor-test-kit";

afterEach(cleanup);
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
});

const form: LoadedEditorForm = {
  id: "0b6f1f1e-5c61-4b8f-9f0e-3f2d2c1a9e12",
  slug: "register",
  revision: 1,
  publishedVersion: null,
  draft: {
    slug: "register",
    title: "Registration",
    language: "en",
    blocks: [
      { type: "text", name: "name", label: "Name" },
      {
        type: "radio",
        name: "meal",
        label: "Meal",
        options: [
          { label: "Meat", value: "meat" },
          { label: "Vegetarian", value: "veggie" },
        ],
      },
    ],
    translations: { de: { title: "Anmeldung" } },
  },
};

const translations = () => screen.getByRole("region", { name: "Translations" });

describe("Translations in the editor", () => {
  it("shows each language with how many texts it misses, and the texts side by side", () => {
    renderEditor(form);
    // Title, Name, Meal, Meat, Vegetarian: the title is translated.
    expect(screen.getByTestId("missing-de")).toHaveTextContent("4 of 5 texts missing");
    const table = within(translations()).getByRole("table", { name: "German (de) beside English" });
    const row = within(table).getByRole("row", { name: /Meal: option Meat/ });
    expect(within(row).getByRole("cell", { name: "Meat" })).toBeInTheDocument();
    expect(within(table).getByRole("textbox", { name: "Title in German" })).toHaveValue(
      "Anmeldung",
    );
  });

  it("a typed translation counts, and the draft stays valid", async () => {
    const user = userEvent.setup();
    renderEditor(form);
    await user.type(screen.getByRole("textbox", { name: "Meal: label in German" }), "Essen");
    await user.type(
      screen.getByRole("textbox", { name: "Meal: option Meat in German" }),
      "Fleisch",
    );
    expect(screen.getByTestId("missing-de")).toHaveTextContent("2 of 5 texts missing");
    await settle();
    expect(screen.getByText("No problems")).toBeInTheDocument();
  });

  it("adds a language picked by its name, and the draft stays valid", async () => {
    const user = userEvent.setup();
    renderEditor(form);
    const picker = screen.getByRole("combobox", { name: "Add a language" });
    await user.type(picker, "arabic");
    expect(screen.getByRole("option", { name: "Arabic (ar)" })).toBeInTheDocument();
    await user.keyboard("{Enter}");
    expect(screen.getByTestId("missing-ar")).toHaveTextContent("5 of 5 texts missing");
    expect(screen.getByRole("table", { name: "Arabic (ar) beside English" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Arabic (ar)" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    // The picker is empty again, for the next language.
    expect(screen.getByRole("combobox", { name: "Add a language" })).toHaveValue("");
    await settle();
    expect(screen.getByText("No problems")).toBeInTheDocument();
  });

  it("takes a typed tag of a known language by its name, and offers no typed word that is none", async () => {
    const user = userEvent.setup();
    renderEditor(form);
    const picker = () => screen.getByRole("combobox", { name: "Add a language" });
    // "german" is a well-formed BCP 47 tag of no language: only the German languages are offered.
    await user.type(picker(), "german");
    const offered = screen.getAllByRole("option").map((option) => option.textContent);
    expect(offered[0]).toBe("German (de)");
    expect(offered).not.toContain("german");
    expect(offered.every((text) => text?.includes("German"))).toBe(true);
    await user.clear(picker());
    await user.type(picker(), "english please");
    expect(screen.queryAllByRole("option")).toEqual([]);
    await user.keyboard("{Enter}");
    expect(screen.queryByTestId("missing-english please")).not.toBeInTheDocument();
    await user.clear(picker());
    await user.type(picker(), "TLH");
    await user.click(screen.getByRole("option", { name: "Klingon (tlh)" }));
    expect(screen.getByTestId("missing-tlh")).toHaveTextContent("5 of 5 texts missing");
    await user.type(picker(), "english{Enter}");
    expect(screen.getByRole("alert")).toHaveTextContent("English is the form's own language");
    await settle();
    expect(screen.getByText("No problems")).toBeInTheDocument();
  });

  it("removes a language", async () => {
    const user = userEvent.setup();
    renderEditor(form);
    await user.click(screen.getByRole("button", { name: "Remove German" }));
    expect(screen.queryByTestId("missing-de")).not.toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("offers the closed message, each slide's texts and a compare slider's images, and the draft stays valid", async () => {
    const user = userEvent.setup();
    renderEditor({
      ...form,
      draft: {
        ...form.draft,
        availability: { closesAt: "2020-01-01T00:00:00.000Z", closedMessage: "We are closed." },
        blocks: [
          {
            type: "carousel",
            id: "gallery",
            label: "Gallery",
            slides: [{ src: "/samples/sample-1.jpg", alt: "Blue model", caption: "Blue" }],
          },
          {
            type: "compare",
            id: "paint",
            before: { src: "/samples/sample-1.jpg", alt: "Before" },
            after: { src: "/samples/sample-2.jpg", alt: "After" },
          },
        ],
      },
    });
    // Title, closed message, gallery label, slide alt and caption, before and after alt.
    expect(screen.getByTestId("missing-de")).toHaveTextContent("6 of 7 texts missing");
    await user.type(
      screen.getByRole("textbox", { name: "Closed message in German" }),
      "Wir haben geschlossen.",
    );
    await user.type(
      screen.getByRole("textbox", { name: "Gallery: slide 1 caption in German" }),
      "Blau",
    );
    await user.type(screen.getByRole("textbox", { name: "paint: before alt in German" }), "Vorher");
    expect(screen.getByTestId("missing-de")).toHaveTextContent("3 of 7 texts missing");
    await settle();
    expect(screen.getByText("No problems")).toBeInTheDocument();
  });

  it("offers the author's own rule messages, and the draft stays valid", async () => {
    const user = userEvent.setup();
    renderEditor({
      ...form,
      draft: {
        ...form.draft,
        blocks: [
          {
            type: "text",
            name: "zip",
            label: "Postcode",
            rules: {
              pattern: { value: "[0-9]{5}", message: "Enter the 5 digits of your postcode" },
              maxLength: 5,
            },
          },
        ],
      },
    });
    // Title, label and the pattern's message: maxLength has no message of its own.
    expect(screen.getByTestId("missing-de")).toHaveTextContent("2 of 3 texts missing");
    const table = within(translations()).getByRole("table", { name: "German (de) beside English" });
    const row = within(table).getByRole("row", { name: /Postcode: pattern message/ });
    expect(
      within(row).getByRole("cell", { name: "Enter the 5 digits of your postcode" }),
    ).toBeInTheDocument();
    await user.type(
      screen.getByRole("textbox", { name: "Postcode: pattern message in German" }),
      "Geben Sie die 5 Ziffern ein",
    );
    expect(screen.getByTestId("missing-de")).toHaveTextContent("1 of 3 texts missing");
    await settle();
    expect(screen.getByText("No problems")).toBeInTheDocument();
  });
});
