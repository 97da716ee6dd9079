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

async function renderIn(
  language: SupportedLanguage,
  label: string,
  blocks: unknown[] = [
    { type: "text", name: "city", label, required: true },
    { type: "select", name: "topic", label: "Topic", options: [{ label: "A", value: "a" }] },
  ],
) {
  const parsed = parseFormDocument({ slug: "lang", title: "Form", language, blocks });
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
  document.documentElement.lang = "";
});

const widgetBlocks = [
  { type: "file", name: "cv", label: "Lebenslauf", maxFiles: 3, maxSizeMb: 5 },
  { type: "signature", name: "sign", label: "Unterschrift" },
  { type: "date", name: "arrival", label: "Anreise", rules: { min: "2025-03-01", max: "today" } },
  { type: "time", name: "start", label: "Beginn", rules: { min: "09:00", step: 15 } },
];

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

  it("shows the file, signature, date and time widgets' own texts of a German form in German", async () => {
    // The page sets <html lang> to the form's language: dates are written in it.
    document.documentElement.lang = "de";
    await renderIn("de", "Stadt", widgetBlocks);
    expect(await screen.findByText("Bis zu 3 Dateien, je 5 MB.")).toBeInTheDocument();
    expect(
      await screen.findByRole("textbox", { name: "Geben Sie Ihren vollständigen Namen ein" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Unterschrift löschen" })).toHaveTextContent(
      "Löschen",
    );
    expect(await screen.findByText(/Von 1\. März 2025 bis heute\./)).toBeInTheDocument();
    expect(await screen.findByText(/Ab 09:00, alle 15 Minuten\./)).toBeInTheDocument();
  });

  it("keeps those widget texts in English exactly as before", async () => {
    document.documentElement.lang = "en-GB";
    await renderIn("en", "City", [
      { type: "file", name: "cv", label: "CV", accept: [".pdf"] },
      { type: "signature", name: "sign", label: "Signature" },
      { type: "date", name: "arrival", label: "Arrival", rules: { min: "today" } },
    ]);
    expect(await screen.findByText("One file, 10 MB each (.pdf).")).toBeInTheDocument();
    expect(await screen.findByRole("textbox", { name: "Type your full name" })).toBeInTheDocument();
    expect(
      screen.getByRole("img", { name: /^Signature: drawing area\. Draw with a mouse/ }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/Today or later\./)).toBeInTheDocument();
  });
});
