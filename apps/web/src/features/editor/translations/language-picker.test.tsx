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

function formIn(language: string): LoadedEditorForm {
  return {
    id: "0b6f1f1e-5c61-4b8f-9f0e-3f2d2c1a9e13",
    slug: "register",
    revision: 1,
    publishedVersion: null,
    draft: {
      slug: "register",
      title: "Registration",
      language,
      confirmation: { message: "Thanks" },
      blocks: [{ type: "text", name: "name", label: "Name" }],
    },
  };
}

const settings = () => screen.getByRole("form", { name: "Form settings" });

describe("the form's language in the editor", () => {
  it("is picked by name, shows by name, and stores the tag", async () => {
    const user = userEvent.setup();
    renderEditor(formIn("de"));
    const picker = within(settings()).getByRole("combobox", { name: "Language" });
    expect(within(settings()).getByText("German (de)")).toBeInTheDocument();
    await user.type(picker, "french");
    expect(screen.getAllByRole("option")[0]).toHaveTextContent("French (fr)");
    await user.keyboard("{Enter}");
    expect(within(settings()).getByText("French (fr)")).toBeInTheDocument();
    const translations = screen.getByRole("region", { name: "Translations" });
    expect(translations).toHaveTextContent("The form is in French (fr).");
    await settle();
    expect(screen.getByText("No problems")).toBeInTheDocument();
  });

  it("names a stored tag of no language as a problem of the Language setting", async () => {
    const user = userEvent.setup();
    renderEditor(formIn("german"));
    await settle();
    await user.click(screen.getByText("1 problem", { selector: "summary" }));
    expect(
      screen.getByRole("button", {
        name: 'Form settings, Language: "german" is not a language tag (BCP 47), e.g. "de" for German',
      }),
    ).toBeInTheDocument();
  });
});
