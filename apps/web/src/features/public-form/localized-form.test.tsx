// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import {
  englishCatalogue,
  loadCatalogue,
  localizeDefaults,
  parseFormDocument,
  type SupportedLanguage,
  setActiveCatalogue,
} from "@formwright/core";
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { LocalizedForm } from "./localized-form";
import { PublicForm } from "./public-form";

async function renderIn(language: SupportedLanguage, label: string) {
  const parsed = parseFormDocument({
    slug: "lang",
    title: "Form",
    language,
    blocks: [
      { type: "text", name: "city", label, required: true },
      { type: "select", name: "topic", label: "Topic", options: [{ label: "A", value: "a" }] },
    ],
  });
  if (!parsed.success) throw new Error("invalid test document");
  const catalogue = await loadCatalogue(language);
  // The catalogue's chunk arrives as a promise: let React read it inside act.
  await act(async () => {
    render(
      <Suspense fallback={null}>
        <LocalizedForm language={language}>
          <PublicForm
            slug="lang"
            document={localizeDefaults(parsed.document, catalogue)}
            defaultValues={{}}
            mode="preview"
          />
        </LocalizedForm>
      </Suspense>,
    );
  });
  return userEvent.setup();
}

afterEach(() => {
  cleanup();
  setActiveCatalogue(englishCatalogue);
});

describe("LocalizedForm", () => {
  it("shows the product texts and validation messages of a German form in German", async () => {
    const user = await renderIn("de", "Stadt");
    await user.click(await screen.findByRole("button", { name: "Absenden" }));
    expect(await screen.findByText("Es gibt ein Problem")).toBeInTheDocument();
    expect(screen.getAllByText("Stadt ist ein Pflichtfeld").length).toBeGreaterThan(0);
    expect(screen.getByText("Auswählen...")).toBeInTheDocument();
    expect(screen.getAllByText("Fehler:").length).toBeGreaterThan(0);
  });

  it("shows an Arabic form's texts in Arabic", async () => {
    const user = await renderIn("ar", "المدينة");
    await user.click(await screen.findByRole("button", { name: "إرسال" }));
    expect(await screen.findByText("توجد مشكلة")).toBeInTheDocument();
    expect(screen.getAllByText("المدينة مطلوب").length).toBeGreaterThan(0);
  });

  it("keeps English exactly as before", async () => {
    const user = await renderIn("en", "City");
    await user.click(await screen.findByRole("button", { name: "Submit" }));
    expect(await screen.findByText("There is a problem")).toBeInTheDocument();
    expect(screen.getAllByText("City is required").length).toBeGreaterThan(0);
    expect(screen.getByText("Select...")).toBeInTheDocument();
  });
});
