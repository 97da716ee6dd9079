import { type Browser, expect, type Page } from "@playwright/test";
import { adminGraphQL } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { test } from "./support/owner-session";
import { uniqueSlug } from "./support/publish-form";

// Issue 16 §3: a form's language sets <html lang dir> and the product's own texts;
// a form with translations is shown in the respondent's language, who can switch.
async function publish(page: Page, document: Record<string, unknown>) {
  const slug = uniqueSlug("lang");
  const { createForm } = await adminGraphQL<{ createForm: { id: string } }>(
    page,
    "mutation($d: JSON!) { createForm(document: $d) { id } }",
    { d: { slug, ...document } },
  );
  await adminGraphQL(page, "mutation($id: ID!) { publishForm(id: $id) { id } }", {
    id: createForm.id,
  });
  return slug;
}

async function visitor(browser: Browser, locale?: string) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    storageState: { cookies: [], origins: [] },
    ...(locale ? { locale } : {}),
  });
  return { context, page: await context.newPage() };
}

const hydrated = (page: Page) => expect(page.locator("form[data-hydrated]")).toBeVisible();

test("an Arabic form is right to left, in Arabic, and axe clean before and after errors", async ({
  page,
  browser,
}) => {
  const slug = await publish(page, {
    title: "استبيان",
    language: "ar",
    blocks: [
      { type: "text", name: "name", label: "الاسم", required: true },
      {
        type: "select",
        name: "city",
        label: "المدينة",
        options: [
          { label: "القاهرة", value: "cairo" },
          { label: "عمّان", value: "amman" },
        ],
      },
    ],
  });
  const { context, page: form } = await visitor(browser);
  await form.goto(`/f/${slug}`);
  await hydrated(form);
  await expect(form.locator("html")).toHaveAttribute("lang", "ar");
  await expect(form.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(form.getByText("اختر...")).toBeVisible();
  await expectNoAxeViolations(form);
  await form.getByRole("button", { name: "إرسال" }).click();
  await expect(form.getByRole("heading", { name: "توجد مشكلة" })).toBeVisible();
  await expect(form.locator("[data-error-for=name]")).toContainText("الاسم مطلوب");
  await expectNoAxeViolations(form);
  // The same page in an embed is right to left too.
  await form.goto(`/f/${slug}?embed=1`);
  await expect(form.locator("html")).toHaveAttribute("dir", "rtl");
  await context.close();
});

const TRANSLATED = {
  title: "Registration",
  language: "en",
  blocks: [
    { type: "text", name: "name", label: "Name", required: true },
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
  translations: {
    de: {
      title: "Anmeldung",
      blocks: {
        name: { label: "Vollständiger Name" },
        meal: { label: "Essen", options: { meat: "Fleisch", veggie: "Vegetarisch" } },
      },
    },
  },
};

test("a respondent gets German from ?lang=de, in German messages, and the answer stores the value and the language", async ({
  page,
  browser,
}) => {
  const slug = await publish(page, TRANSLATED);
  const { context, page: form } = await visitor(browser);
  await form.goto(`/f/${slug}?lang=de`);
  await hydrated(form);
  await expect(form.locator("html")).toHaveAttribute("lang", "de");
  await expect(form.getByRole("heading", { level: 1 })).toHaveText("Anmeldung");
  await form.getByRole("button", { name: "Absenden" }).click();
  await expect(form.locator("[data-error-for=name]")).toContainText(
    "Vollständiger Name ist ein Pflichtfeld",
  );
  await form.getByLabel("Vollständiger Name").fill("Ada");
  await form.getByLabel("Vegetarisch").check();
  await form.getByRole("button", { name: "Absenden" }).click();
  await expect(form.getByTestId("confirmation")).toContainText("Vielen Dank!");
  const { submissions } = await adminGraphQL<{
    submissions: { nodes: Array<{ language: string | null; data: Record<string, unknown> }> };
  }>(page, "query($s: String!) { submissions(formSlug: $s) { nodes { language data } } }", {
    s: slug,
  });
  expect(submissions.nodes).toEqual([{ language: "de", data: { name: "Ada", meal: "veggie" } }]);
  await context.close();
});

test("a browser that prefers German gets the German form", async ({ page, browser }) => {
  const slug = await publish(page, TRANSLATED);
  const { context, page: form } = await visitor(browser, "de-DE");
  await form.goto(`/f/${slug}`);
  await expect(form.locator("html")).toHaveAttribute("lang", "de");
  await expect(form.getByRole("heading", { level: 1 })).toHaveText("Anmeldung");
  await context.close();
});

test("the language switcher works by keyboard and keeps what was typed", async ({
  page,
  browser,
}) => {
  const slug = await publish(page, TRANSLATED);
  const { context, page: form } = await visitor(browser, "en-US");
  await form.goto(`/f/${slug}`);
  await hydrated(form);
  const switcher = form.getByRole("navigation", { name: "Language" });
  await expect(switcher.getByRole("link", { name: "English" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await form.getByLabel("Name").fill("Grace");
  await switcher.getByRole("link", { name: "Deutsch" }).focus();
  await form.keyboard.press("Enter");
  await expect(form).toHaveURL(/lang=de/);
  await hydrated(form);
  await expect(form.getByRole("navigation", { name: "Sprache" })).toBeVisible();
  await expect(form.getByLabel("Vollständiger Name")).toHaveValue("Grace");
  await expectNoAxeViolations(form);
  await context.close();
});

test("a German form says its widgets' texts, date range and carousel captions in German", async ({
  page,
  browser,
}) => {
  const slug = await publish(page, {
    ...TRANSLATED,
    blocks: [
      ...TRANSLATED.blocks,
      {
        type: "date",
        name: "arrival",
        label: "Arrival",
        rules: { min: "2025-03-01", max: "today" },
      },
      { type: "file", name: "cv", label: "CV", maxFiles: 2, maxSizeMb: 5 },
      {
        type: "carousel",
        id: "gallery",
        slides: [{ src: "/samples/sample-1.jpg", alt: "Blue model", caption: "Blue" }],
      },
    ],
    translations: {
      de: {
        ...TRANSLATED.translations.de,
        blocks: {
          ...TRANSLATED.translations.de.blocks,
          gallery: { slides: { "0": { caption: "Blau", alt: "Blaues Modell" } } },
        },
      },
    },
  });
  const { context, page: form } = await visitor(browser, "en-US");
  await form.goto(`/f/${slug}?lang=de`);
  await hydrated(form);
  await expect(form.getByText("Von 1. März 2025 bis heute.")).toBeVisible();
  await expect(form.getByText("Bis zu 2 Dateien, je 5 MB.")).toBeVisible();
  await expect(form.getByText("Blau", { exact: true })).toBeVisible();
  await expect(form.getByRole("img", { name: "Blaues Modell" })).toBeVisible();
  await context.close();
});

test("a closed form says its translated closed message, and the default in the form's language", async ({
  page,
  browser,
}) => {
  const past = new Date(Date.now() - 86_400_000).toISOString();
  const translatedSlug = await publish(page, {
    ...TRANSLATED,
    availability: { closesAt: past, closedMessage: "Registration has ended." },
    translations: {
      de: { ...TRANSLATED.translations.de, closedMessage: "Die Anmeldung ist beendet." },
    },
  });
  const germanSlug = await publish(page, {
    title: "Anmeldung",
    language: "de",
    availability: { closesAt: past },
    blocks: [{ type: "text", name: "name", label: "Name" }],
  });
  const { context, page: form } = await visitor(browser);
  await form.goto(`/f/${translatedSlug}?lang=de`);
  await expect(form.locator(".fw-public-page__closed")).toHaveText("Die Anmeldung ist beendet.");
  await form.goto(`/f/${translatedSlug}`);
  await expect(form.locator(".fw-public-page__closed")).toHaveText("Registration has ended.");
  await form.goto(`/f/${germanSlug}`);
  await expect(form.locator(".fw-public-page__closed")).toHaveText(
    "Dieses Formular ist geschlossen",
  );
  await context.close();
});

test("the page of an unknown form speaks the browser's language", async ({ browser }) => {
  const { context, page: form } = await visitor(browser, "fr-FR");
  const response = await form.goto(`/f/${uniqueSlug("missing")}`);
  expect(response?.status()).toBe(404);
  await expect(form).toHaveTitle(/^Formulaire introuvable/);
  await expect(form.getByRole("heading", { name: "Page introuvable" })).toBeVisible();
  await context.close();
});
