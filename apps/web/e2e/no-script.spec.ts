import { type Browser, expect, type Page, test } from "@playwright/test";
import { adminGraphQL } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { E2E_PORT } from "./support/env";
import { publishTestForm } from "./support/publish-form";

// The respondent's browser runs no scripts at all.
test.use({ javaScriptEnabled: false });

const BLOCKS = [
  { type: "text", name: "fullName", label: "Full name", required: true },
  { type: "number", name: "age", label: "Age", rules: { min: 0, max: 150 } },
  {
    type: "select",
    name: "country",
    label: "Country",
    required: true,
    options: [
      { label: "France", value: "fr" },
      { label: "Japan", value: "jp" },
    ],
  },
  {
    type: "select",
    name: "topics",
    label: "Topics",
    multi: true,
    creatable: true,
    options: [
      { label: "Speed", value: "speed" },
      { label: "Safety", value: "safety" },
    ],
  },
  {
    type: "checkboxGroup",
    name: "days",
    label: "Days",
    options: [
      { label: "Monday", value: "mon" },
      { label: "Friday", value: "fri" },
    ],
  },
  { type: "checkbox", name: "consent", label: "I agree", required: true },
];

async function stored(page: Page, path: string) {
  const slug = path.replace("/f/", "");
  const data = await adminGraphQL<{
    submissions: { nodes: Array<{ version: number; data: Record<string, unknown> }> };
  }>(
    page,
    `query($s: String!) { submissions(formSlug: $s, first: 50) { nodes { version data } } }`,
    {
      s: slug,
    },
  );
  return data.submissions.nodes;
}

test("an invalid post without scripts shows the page again with a summary, inline errors and the answers kept", async ({
  page,
  browser,
}) => {
  const path = await publishTestForm(page, { prefix: "noscript-invalid", blocks: BLOCKS });
  await page.goto(path);
  await page.getByLabel("Age").fill("forty");
  await page.getByRole("listbox", { name: "Topics" }).selectOption(["safety"]);
  await page.getByLabel("Other (Topics)").fill("Price");
  await page.getByLabel("Friday").check();
  await page.getByRole("button", { name: "Submit" }).click();

  const summary = page.getByTestId("native-error-summary");
  await expect(summary.getByRole("heading", { name: "There is a problem" })).toBeVisible();
  await expect(summary.getByRole("link", { name: "Full name is required" })).toHaveAttribute(
    "href",
    "#field-fullName",
  );
  await expect(summary.getByRole("link", { name: "Country is required" })).toHaveAttribute(
    "href",
    "#field-country-native",
  );
  await expect(summary.getByRole("link", { name: "I agree is required" })).toBeVisible();
  await expect(page.locator("#field-age-error")).toContainText("Age must be a number");
  // What was typed and chosen is still there, the mistake included.
  await expect(page.getByLabel("Age")).toHaveValue("forty");
  await expect(page.getByLabel("Friday")).toBeChecked();
  await expect(page.getByRole("listbox", { name: "Topics" })).toHaveValues(["safety"]);
  await expect(page.getByLabel("Other (Topics)")).toHaveValue("Price");
  expect(await stored(page, path)).toEqual([]);
  await expectNoAxeViolationsWithoutScripts(page, browser);
});

/**
 * axe needs scripts, so it checks a copy of the page as this script-less
 * browser built it (the <noscript> content as elements, no scripts) in a
 * page of the same origin with scripts on.
 */
async function expectNoAxeViolationsWithoutScripts(page: Page, browser: Browser) {
  const html = (await page.content())
    .replace(/<\/?noscript>/g, "")
    .replace(/<script\b[\s\S]*?<\/script>/g, "");
  const context = await browser.newContext({
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    javaScriptEnabled: true,
  });
  const copy = await context.newPage();
  await copy.goto("/api/health");
  await copy.setContent(html);
  await expectNoAxeViolations(copy);
  await context.close();
}

test("a valid post without scripts shows the confirmation and is stored once, even when sent again", async ({
  page,
}) => {
  const path = await publishTestForm(page, { prefix: "noscript-valid", blocks: BLOCKS });
  await page.goto(path);
  await page.getByLabel("Full name").fill("Ada Lovelace");
  await page.getByLabel("Age").fill("36.5");
  await page.getByRole("combobox", { name: "Country" }).selectOption("jp");
  await page.getByRole("listbox", { name: "Topics" }).selectOption(["speed", "safety"]);
  await page.getByLabel("I agree").check();
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByTestId("confirmation")).toBeVisible();

  // Reloading the confirmation sends the same post (and key) again: still one submission.
  await page.reload();
  await expect(page.getByTestId("confirmation")).toBeVisible();
  const rows = await stored(page, path);
  expect(rows).toHaveLength(1);
  expect(rows[0]?.data).toEqual({
    fullName: "Ada Lovelace",
    age: 36.5,
    country: "jp",
    topics: ["speed", "safety"],
    consent: true,
  });
  expect(rows[0]?.version).toBe(1);
});

test("a post from a page on another site is refused and nothing is stored", async ({ page }) => {
  const path = await publishTestForm(page, { prefix: "noscript-foreign", blocks: BLOCKS });
  const target = `http://127.0.0.1:${E2E_PORT}${path}`;
  // A page on another origin with a form aimed at ours.
  await page.route("http://attacker.test/**", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><html lang="en"><title>Other site</title><form method="post" action="${target}">
        <input name="fullName" value="Forged"><input name="country" value="fr">
        <input name="consent" value="true"><input name="fw:key" value="forged-1">
        <button>Go</button></form></html>`,
    }),
  );
  await page.goto("http://attacker.test/");
  await page.getByRole("button", { name: "Go" }).click();
  await expect(
    page.getByRole("heading", { name: "This form can only be sent from its own page" }),
  ).toBeVisible();
  // And a request that says so plainly.
  const response = await page.request.post(path, {
    headers: { "sec-fetch-site": "cross-site" },
    form: { fullName: "Forged", country: "fr", consent: "true", "fw:key": "forged-2" },
  });
  expect(response.status()).toBe(403);
  expect(await stored(page, path)).toEqual([]);
});
