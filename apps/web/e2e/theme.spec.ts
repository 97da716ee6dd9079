import { type Browser, expect } from "@playwright/test";
import { adminGraphQL } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { test } from "./support/owner-session";
import { uniqueSlug } from "./support/publish-form";

// Issue 16 §2: a document's theme paints the public form, and a theme below
// WCAG AA cannot be saved (axe checks the colours it produces).
const BLOCKS = [
  {
    type: "text",
    name: "fullName",
    label: "Full name",
    required: true,
    description: "As on your ID",
  },
  {
    type: "radio",
    name: "size",
    label: "Size",
    options: [
      { label: "Small", value: "s" },
      { label: "Large", value: "l" },
    ],
  },
  { type: "paragraph", text: "We answer within a day." },
];

async function publishThemed(page: import("@playwright/test").Page, theme: unknown) {
  const slug = uniqueSlug("theme");
  const { createForm } = await adminGraphQL<{ createForm: { id: string } }>(
    page,
    "mutation($d: JSON!) { createForm(document: $d) { id } }",
    { d: { slug, title: "Themed", theme, blocks: BLOCKS } },
  );
  await adminGraphQL(page, "mutation($id: ID!) { publishForm(id: $id) { id } }", {
    id: createForm.id,
  });
  return `/f/${slug}`;
}

async function visitor(browser: Browser, colorScheme: "light" | "dark") {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    storageState: { cookies: [], origins: [] },
    colorScheme,
  });
  return { context, page: await context.newPage() };
}

const background = (page: import("@playwright/test").Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

for (const [name, theme, scheme, expected] of [
  [
    "a brand light theme",
    { accent: "#0f766e", background: "#fffbf5", text: "#2b2118", radius: 12, font: "serif" },
    "light",
    "rgb(255, 251, 245)",
  ],
  ["a dark theme", { colorScheme: "dark", accent: "#f59e0b" }, "light", "rgb(22, 22, 26)"],
  [
    "an automatic theme on a dark device",
    { colorScheme: "auto", accent: "#2563eb" },
    "dark",
    "rgb(22, 22, 26)",
  ],
  [
    "an automatic theme on a light device",
    { colorScheme: "auto", accent: "#2563eb" },
    "light",
    "rgb(255, 255, 255)",
  ],
] as const) {
  test(`${name} paints the form and stays axe clean, before and after errors`, async ({
    page,
    browser,
  }) => {
    const path = await publishThemed(page, theme);
    const { context, page: form } = await visitor(browser, scheme);
    await form.goto(path);
    await expect(form.locator("form[data-hydrated]")).toBeVisible();
    expect(await background(form)).toBe(expected);
    await expectNoAxeViolations(form);
    await form.getByRole("button", { name: "Submit" }).click();
    await expect(form.getByRole("alert").first()).toBeVisible();
    await expectNoAxeViolations(form);
    await context.close();
  });
}

test("a theme below WCAG AA is refused, naming the pair and its ratio", async ({ page }) => {
  await expect(
    adminGraphQL(page, "mutation($d: JSON!) { createForm(document: $d) { id } }", {
      d: { slug: uniqueSlug("low"), title: "Low", theme: { text: "#999999" }, blocks: [] },
    }),
  ).rejects.toThrow(
    "text colour #999999 on background colour #ffffff is 2.84:1; text needs at least 4.5:1",
  );
});

// Issue 30 §6 and §7: the preset in use is marked, each colour has a picker, and the
// language is picked by name: "German" publishes as <html lang="de">, never "German".
test("an editor starts from a preset, is told which colour pair is too faint, picks the language by name, and publishes the look", async ({
  page,
  browser,
}) => {
  const slug = uniqueSlug("look");
  const { createForm } = await adminGraphQL<{ createForm: { id: string } }>(
    page,
    "mutation($d: JSON!) { createForm(document: $d) { id } }",
    { d: { slug, title: "Look", blocks: BLOCKS } },
  );
  await page.goto(`/admin/forms/${createForm.id}`);
  await page.getByRole("button", { name: "Form settings" }).click();
  const paper = page
    .getByRole("group", { name: "Start from a preset, then adjust" })
    .getByRole("button", { name: "Paper" });
  await paper.click();
  await expect(paper).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByLabel("Background colour", { exact: true })).toHaveValue("#fffbf5");
  await expect(page.getByLabel("Background colour picker")).toHaveValue("#fffbf5");
  await page.getByLabel("Text colour", { exact: true }).fill("#999999");
  await expect(page.locator("[data-error-for=themeText]")).toContainText(
    "text colour #999999 on background colour #fffbf5",
  );
  await expectNoAxeViolations(page);
  await page.getByLabel("Text colour", { exact: true }).fill("#2b2118");
  await expect(page.locator("[data-error-for=themeText]")).toHaveCount(0);
  await expect(paper).toHaveAttribute("aria-pressed", "true");
  const language = page.getByRole("combobox", { name: "Language", exact: true });
  await language.fill("German");
  await expect(page.getByRole("option").first()).toHaveText("German (de)");
  await expectNoAxeViolations(page);
  await language.press("Enter");
  await expect(page.getByText("The form is in German (de).")).toBeVisible();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status", { name: "Save status" })).toHaveText("Published version 1");

  const { context, page: form } = await visitor(browser, "light");
  await form.goto(`/f/${slug}`);
  expect(await background(form)).toBe("rgb(255, 251, 245)");
  await expect(form.locator("html")).toHaveAttribute("lang", "de");
  await context.close();
});
