import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { parseFormDocument } from "../document/parse-form-document";
import { messages } from "../messages";
import { withBlocks } from "../test/document-issues";
import { createSubmissionValidator } from "../validation/create-submission-validator";
import { withCatalogue } from "./active-catalogue";
import { catalogue as en } from "./generated/en";
import { catalogue as enPages } from "./generated/pages/en";
import { catalogue as enWidgets } from "./generated/widgets/en";
import { catalogueLanguageOf, SUPPORTED_LANGUAGES, textDirection } from "./languages";
import { loadCatalogue } from "./load-catalogue";
import { loadWidgetCatalogue } from "./load-widget-catalogue";

describe("message catalogue", () => {
  test("the generated catalogues are up to date with messages/*.json", () => {
    const script = path.resolve(__dirname, "../../../../scripts/compile-messages.mjs");
    expect(() =>
      execFileSync(process.execPath, [script, "--check"], { stdio: "pipe" }),
    ).not.toThrow();
  });

  test("English reads exactly as SPEC.md", () => {
    expect(en.required({ label: "Email" })).toBe("Email is required");
    expect(en.selectPlaceholder).toBe("Select...");
    expect(en.createLabel({ input: "Pizza" })).toBe('Create "Pizza"');
    expect(en.tooManyFiles({ label: "Photos", n: 1 })).toBe("Photos: upload at most 1 file");
    expect(en.tooManyFiles({ label: "Photos", n: 3 })).toBe("Photos: upload at most 3 files");
  });

  test("the widgets' and notices' English reads as it did before the catalogue had it", () => {
    expect(enWidgets.fileHint({ n: 1, mb: 10 })).toBe("One file, 10 MB each.");
    expect(enWidgets.fileHintTypes({ n: 3, mb: 5, types: ".pdf, image/*" })).toBe(
      "Up to 3 files, 5 MB each (.pdf, image/*).",
    );
    expect(enWidgets.dateBetween({ min: "1 March 2025", max: enWidgets.today })).toBe(
      "From 1 March 2025 to today.",
    );
    expect(enWidgets.timeBetweenStep({ min: "09:00", max: "17:00", n: 15 })).toBe(
      "From 09:00 to 17:00, every 15 minutes.",
    );
    expect(en.submitRateLimited({ seconds: 30 })).toBe(
      "Too many submissions from your connection. Your answers are still here: try again in 30 seconds.",
    );
    expect(enPages.formNotFound).toBe("Form not found");
  });

  test.each(SUPPORTED_LANGUAGES)(
    "%s has every message, each a non-empty text",
    async (language) => {
      const catalogue = await loadCatalogue(language);
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort());
      expect(catalogue.required({ label: "X" })).toContain("X");
      expect(catalogue.submit.length).toBeGreaterThan(0);
    },
  );

  test.each(SUPPORTED_LANGUAGES)(
    "%s has every widget message, each a non-empty text",
    async (language) => {
      const widgets = await loadWidgetCatalogue(language);
      expect(Object.keys(widgets).sort()).toEqual(Object.keys(enWidgets).sort());
      expect(widgets.fileRemoveLabel({ name: "cv.pdf" })).toContain("cv.pdf");
      expect(widgets.fileRemove.length).toBeGreaterThan(0);
    },
  );

  test("a label and its value: French puts a no-break space before the colon", async () => {
    const fr = await loadCatalogue("fr");
    expect(fr.labelledValue({ label: fr.reference, value: "0193" })).toBe("Référence\u00a0: 0193");
    expect(en.labelledValue({ label: en.reference, value: "0193" })).toBe("Reference: 0193");
    const de = await loadCatalogue("de");
    expect(de.labelledValue({ label: de.reference, value: "0193" })).toBe("Referenz: 0193");
  });

  test("Polish plurals pick one, few and many", async () => {
    const pl = await loadCatalogue("pl");
    expect(pl.tooManyFiles({ label: "Zdjęcia", n: 1 })).toBe(
      "Zdjęcia: prześlij co najwyżej 1 plik",
    );
    expect(pl.tooManyFiles({ label: "Zdjęcia", n: 3 })).toBe(
      "Zdjęcia: prześlij co najwyżej 3 pliki",
    );
    expect(pl.tooManyFiles({ label: "Zdjęcia", n: 5 })).toBe(
      "Zdjęcia: prześlij co najwyżej 5 plików",
    );
    expect(pl.tooManyFiles({ label: "Zdjęcia", n: 22 })).toBe(
      "Zdjęcia: prześlij co najwyżej 22 pliki",
    );
    expect(pl.minLength({ label: "Imię", n: 12 })).toBe("Imię musi mieć co najmniej 12 znaków");
  });

  test("Arabic plurals pick zero, one, two, few, many and other", async () => {
    const ar = await loadCatalogue("ar");
    const files = (n: number) => ar.tooManyFiles({ label: "الصور", n });
    expect(files(0)).toBe("الصور: حمّل 0 ملف على الأكثر");
    expect(files(1)).toBe("الصور: حمّل ملفًا واحدًا على الأكثر");
    expect(files(2)).toBe("الصور: حمّل ملفين على الأكثر");
    expect(files(3)).toBe("الصور: حمّل 3 ملفات على الأكثر");
    expect(files(11)).toBe("الصور: حمّل 11 ملفًا على الأكثر");
    expect(files(100)).toBe("الصور: حمّل 100 ملف على الأكثر");
  });

  test("validation messages follow the catalogue a call runs in, then English again", async () => {
    const parsed = parseFormDocument(
      withBlocks([{ type: "text", name: "city", label: "Stadt", required: true }]),
    );
    if (!parsed.success) throw new Error("expected a valid document");
    const de = await loadCatalogue("de");
    const result = withCatalogue(de, () => createSubmissionValidator(parsed.document)({}));
    expect(result).toEqual({
      success: false,
      fieldErrors: [{ name: "city", message: "Stadt ist ein Pflichtfeld" }],
    });
    expect(createSubmissionValidator(parsed.document)({})).toEqual({
      success: false,
      fieldErrors: [{ name: "city", message: "Stadt is required" }],
    });
    expect(messages.required("Email")).toBe("Email is required");
  });
});

describe("languages", () => {
  test.each([
    ["ar", "rtl"],
    ["he-IL", "rtl"],
    ["fa", "rtl"],
    ["ur-PK", "rtl"],
    ["az-Arab", "rtl"],
    ["en", "ltr"],
    ["ja", "ltr"],
    ["ku-Latn", "ltr"],
  ] as const)("%s is written %s", (tag, direction) => {
    expect(textDirection(tag)).toBe(direction);
  });

  test.each([
    ["de-AT", "de"],
    ["PT-br", "pt"],
    ["sv", "en"],
    ["ar-EG", "ar"],
  ] as const)("%s takes the %s catalogue", (tag, language) => {
    expect(catalogueLanguageOf(tag)).toBe(language);
  });
});
