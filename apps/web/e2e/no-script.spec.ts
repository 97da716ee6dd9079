import { expect, type Page, test } from "@playwright/test";
import { adminGraphQL } from "./support/auth";
import { expectNoAxeViolationsWithoutScripts } from "./support/axe";
import { E2E_PORT } from "./support/env";
import { formIdOf } from "./support/forms";
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
const SHORT = [
  { type: "text", name: "fullName", label: "Full name", required: true },
  { type: "textarea", name: "note", label: "Note" },
];

test("a form closed between load and post says so and keeps the answers on the page", async ({
  page,
  browser,
}) => {
  const path = await publishTestForm(page, { prefix: "noscript-closed", blocks: SHORT });
  await page.goto(path);
  await page.getByLabel("Full name").fill("Ada Lovelace");
  await page.getByLabel("Note").fill("Engines, not only numbers");
  await adminGraphQL(page, "mutation($id: ID!) { unpublishForm(id: $id) { id } }", {
    id: await formIdOf(page, path.replace("/f/", "")),
  });
  const posted = page.waitForResponse((r) => r.request().method() === "POST");
  await page.getByRole("button", { name: "Submit" }).click();
  expect((await posted).status()).toBe(409);
  await expect(page.getByRole("heading", { level: 1, name: "This form is closed" })).toBeVisible();
  const answers = page.getByRole("textbox", { name: "Your answers" });
  await expect(answers).toContainText("Ada Lovelace");
  await expect(answers).toContainText("Engines, not only numbers");
  // Without scripts the answers download as a file all the same.
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download my answers" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${path.replace("/f/", "")}-answers.txt`);
  const saved = await file.path();
  const { readFile } = await import("node:fs/promises");
  expect(await readFile(saved, "utf8")).toContain("Ada Lovelace");
  expect(await stored(page, path)).toEqual([]);
  await expectNoAxeViolationsWithoutScripts(page, browser);
});

test("a form whose confirmation is a redirect sends the browser there with a 303", async ({
  page,
}) => {
  const slug = `noscript-redirect-${Date.now().toString(36)}`;
  const created = await adminGraphQL<{ createForm: { id: string } }>(
    page,
    "mutation($d: JSON!) { createForm(document: $d) { id } }",
    {
      d: {
        slug,
        title: "Redirecting",
        blocks: SHORT,
        confirmation: { redirect: "https://thanks.example/after?from=form" },
      },
    },
  );
  await adminGraphQL(page, "mutation($id: ID!) { publishForm(id: $id) { id } }", {
    id: created.createForm.id,
  });
  await page.route("https://thanks.example/**", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: '<!doctype html><html lang="en"><title>Thanks</title><h1>Thank you elsewhere</h1></html>',
    }),
  );
  await page.goto(`/f/${slug}`);
  await page.getByLabel("Full name").fill("Grace Hopper");
  const arrived = page.waitForRequest("https://thanks.example/after?from=form");
  await page.getByRole("button", { name: "Submit" }).click();
  const request = await arrived;
  const post = request.redirectedFrom();
  expect(post?.method()).toBe("POST");
  expect((await post?.response())?.status()).toBe(303);
  await expect(page.getByRole("heading", { name: "Thank you elsewhere" })).toBeVisible();
  const rows = await stored(page, `/f/${slug}`);
  expect(rows.map((row) => row.data)).toEqual([{ fullName: "Grace Hopper" }]);
});

test("a post started before a newer version was published is accepted within the grace period", async ({
  page,
}) => {
  const path = await publishTestForm(page, { prefix: "noscript-grace", blocks: SHORT });
  await page.goto(path);
  await page.getByLabel("Full name").fill("Katherine Johnson");
  const id = await formIdOf(page, path.replace("/f/", ""));
  await adminGraphQL(
    page,
    "mutation($id: ID!, $d: JSON!) { updateForm(id: $id, document: $d) { id } }",
    {
      id,
      d: {
        slug: path.replace("/f/", ""),
        title: "Test form",
        blocks: [...SHORT, { type: "text", name: "city", label: "City", required: true }],
      },
    },
  );
  await adminGraphQL(page, "mutation($id: ID!) { publishForm(id: $id) { id } }", { id });
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByTestId("confirmation")).toBeVisible();
  const rows = await stored(page, path);
  expect(rows).toHaveLength(1);
  expect(rows[0]?.version).toBe(1);
  expect(rows[0]?.data).toEqual({ fullName: "Katherine Johnson" });
});

// Issue 30 §2: without scripts the form is laid out as the scripted one is,
// one column at full width; a modal's text opens from its caption.
test("without scripts every control is as wide as the form, and a modal's text opens from its button", async ({
  page,
  browser,
}) => {
  const path = await publishTestForm(page, {
    prefix: "noscript-layout",
    blocks: [
      {
        type: "radio",
        name: "role",
        label: "Role",
        options: [
          { label: "Staff", value: "staff" },
          { label: "Other", value: "other" },
        ],
      },
      {
        type: "text",
        name: "details",
        label: "Which role?",
        visibleWhen: { all: [{ field: "role", op: "equals", value: "other" }] },
      },
      ...BLOCKS.filter((block) => block.type === "select"),
      {
        type: "ranking",
        name: "fruit",
        label: "Rank these fruit",
        options: [
          { label: "Apples", value: "apples" },
          { label: "Pears", value: "pears" },
        ],
      },
      { type: "modal", trigger: "Read the terms", title: "Terms", text: "Be kind.\nBe brief." },
    ],
  });
  await page.goto(path);
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    const widths = await page.evaluate(() => {
      const width = (selector: string) =>
        document.querySelector(selector)?.getBoundingClientRect().width ?? 0;
      return {
        form: width("form.fw-public-form"),
        "the conditional field": width("#field-details"),
        "the select's stand-in": width("#field-country-native"),
        "the multi select's stand-in": width("#field-topics-native"),
        "the ranking's position lists": width(".fw-ranking-native"),
      };
    });
    const { form, ...controls } = widths;
    for (const [control, width] of Object.entries(controls)) {
      expect(
        width,
        `${control} is ${Math.round(width)} px in a ${Math.round(form)} px form at ${viewport.width} px`,
      ).toBeGreaterThanOrEqual(form * 0.9);
    }
  }
  // The modal's button needs scripts: its title and text open from a disclosure instead.
  // (Playwright's getByText skips <noscript>, whose content is the page here: CSS finds it.)
  await expect(page.locator(".fw-modal__trigger")).toBeHidden();
  const text = page.locator(".fw-modal-native .fw-modal__text");
  await expect(text).toBeHidden();
  const summary = page.locator("summary", { hasText: "Read the terms" });
  await summary.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 2, name: "Terms" })).toBeVisible();
  await expect(text).toBeVisible();
  await expect(text).toHaveText("Be kind.\nBe brief.");
  await expectNoAxeViolationsWithoutScripts(page, browser);
});
