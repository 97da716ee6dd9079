import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { E2E_FRESH_URL, E2E_SETUP_CODE } from "./support/env";

// The whole journey of issue 4 on a server that starts with no user at all.
test.use({ baseURL: E2E_FRESH_URL });

const OWNER = { email: "first.owner@example.com", password: "a long first password" };

test("first start to CSV: create the owner, build and publish a form, respond, read, chart and export", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);

  // First start: /admin sends the visitor to /setup, which creates the owner
  // with the setup code the server printed (here: FORMWRIGHT_SETUP_CODE).
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/setup$/);
  await expect(page).toHaveTitle("Set up Formwright");
  await expectNoAxeViolations(page);
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });

  // Without scripts, a wrong code comes back with the email and the code as
  // typed (only the passwords are typed again), and says only that the code is wrong.
  const noScript = await browser.newContext({ baseURL: E2E_FRESH_URL, javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto("/setup");
  await plain.getByLabel("Setup code").fill("not-the-code-at-all");
  await plain.getByLabel("Email").fill(OWNER.email);
  await plain.getByLabel("Password", { exact: true }).fill(OWNER.password);
  await plain.getByLabel("Confirm password").fill(OWNER.password);
  await plain.getByRole("button", { name: "Create owner account" }).click();
  await expect(plain).toHaveURL(/\/setup\?.*error=setup-code$/);
  const plainSummary = plain.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(plainSummary.getByRole("listitem")).toHaveText([
    "The setup code is wrong. Check it against the setup link that Formwright printed in its log when it started.",
  ]);
  await expect(plain.getByLabel("Email")).toHaveValue(OWNER.email);
  await expect(plain.getByLabel("Setup code")).toHaveValue("not-the-code-at-all");
  await expect(plain.getByLabel("Setup code")).toHaveAccessibleDescription(
    /The setup code is wrong/,
  );
  await noScript.close();

  // A short password is the product's error summary, not the browser's bubble.
  await page.getByLabel("Setup code").fill(E2E_SETUP_CODE);
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByLabel("Confirm password").fill("short");
  await page.getByRole("button", { name: "Create owner account" }).click();
  await expect(summary).toBeFocused();
  await expect(
    summary.getByRole("link", { name: "Password must be at least 8 characters" }),
  ).toBeVisible();
  await expect(page.getByLabel("Password", { exact: true })).toHaveAccessibleDescription(
    /Password must be at least 8 characters/,
  );
  await expectNoAxeViolations(page);

  // A wrong code is refused by the server, with a fixed message; what was typed stays.
  await page.getByLabel("Setup code").fill("not-the-code-at-all");
  await page.getByLabel("Password", { exact: true }).fill(OWNER.password);
  await page.getByLabel("Confirm password").fill(OWNER.password);
  await page.getByRole("button", { name: "Create owner account" }).click();
  await expect(summary).toContainText(
    "The setup code is wrong. Check it against the setup link that Formwright printed in its log when it started.",
  );
  await expect(summary.getByRole("listitem")).toHaveCount(1);
  await expect(page.getByLabel("Setup code")).toHaveValue("not-the-code-at-all");
  await expect(summary).toBeFocused();
  await expect(page.getByLabel("Email")).toHaveValue(OWNER.email);

  await page.getByLabel("Setup code").fill(E2E_SETUP_CODE);
  await page.getByLabel("Password", { exact: true }).fill(OWNER.password);
  await page.getByLabel("Confirm password").fill(OWNER.password);
  await page.getByRole("button", { name: "Create owner account" }).click();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();

  // Setup is closed now; signing out and in again works with the new account.
  await page.goto("/setup");
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Sign in to Formwright" })).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page).toHaveTitle("Sign in · Formwright");
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password").fill(OWNER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Forms" })).toBeVisible();

  // A new form from the list, straight into the editor.
  await page.getByRole("button", { name: "New form" }).click();
  const dialog = page.getByRole("dialog", { name: "New form" });
  await dialog.getByLabel("Title").fill("Journey survey");
  await expect(dialog.getByLabel("Slug")).toHaveValue("journey-survey");
  await dialog.getByRole("button", { name: "Create form" }).click();
  await page.waitForURL(/\/admin\/forms\/[0-9a-f-]{36}$/);
  const formId = page.url().split("/").at(-1);

  // One block of every other field type (the starter form has a text field).
  const added: Array<[string, string]> = [
    ["Textarea", "Comments"],
    ["Number", "Age"],
    ["Select", "Colour"],
    ["Radio group", "Size"],
    ["Checkbox group", "Days"],
    ["Checkbox", "I agree"],
  ];
  for (const [type, label] of added) {
    await page.getByRole("button", { name: "Add block" }).click();
    await page.getByRole("option", { name: type, exact: true }).click();
    const labelInput = page
      .getByRole("form", { name: /^Block / })
      .getByLabel("Label", { exact: true });
    await expect(labelInput).toBeFocused();
    await labelInput.fill(label);
  }
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status", { name: "Save status" })).toHaveText("Published version 1");

  // A respondent answers on the public page.
  await page.goto("/f/journey-survey");
  await expect(page.getByRole("heading", { level: 1, name: "Journey survey" })).toBeVisible();
  await page.getByRole("textbox", { name: "Your name" }).fill("Journey Respondent");
  await page.getByRole("textbox", { name: "Comments" }).fill("All the way through.");
  await page.getByRole("textbox", { name: "Age" }).fill("41");
  await page.getByRole("combobox", { name: "Colour" }).focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await page.getByRole("radiogroup", { name: "Size" }).getByRole("radio").first().check();
  await page.getByRole("group", { name: "Days" }).getByRole("checkbox").first().check();
  await page.getByRole("checkbox", { name: "I agree" }).check();
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByTestId("confirmation")).toBeVisible();

  // The editor sees it in the table and the charts.
  await page.goto(`/admin/forms/${formId}/submissions`);
  const table = page.getByRole("table", { name: "Submissions, newest first" });
  await expect(table).toContainText("Journey Respondent");
  await expect(table).toContainText("All the way through.");
  const colour = page.getByRole("figure", { name: "Colour" });
  await expect(colour.locator(".recharts-surface")).toBeVisible();
  await colour.getByText("Show data table").click();
  await expect(colour.getByRole("table").locator("tbody tr").filter({ hasText: /1$/ })).toHaveCount(
    1,
  );
  const perDay = page.getByRole("figure", { name: "Submissions per day" });
  await perDay.getByText("Show data table").click();
  await expect(perDay.getByRole("table").locator("tbody tr").last()).toContainText("1");
  await expectNoAxeViolations(page);

  // And downloads it as CSV.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(
    `journey-survey-labels-${new Date().toISOString().slice(0, 10)}.csv`,
  );
  const lines = (await readFile(await download.path(), "utf8"))
    .replace(/^\uFEFF/, "")
    .split("\r\n");
  expect(lines[0]).toBe(
    "Submission ID,Submitted at (UTC),Version,Your name,Comments,Age,Colour,Size,Days,I agree",
  );
  expect(lines[1]).toMatch(
    /^[0-9a-f-]{36},\d{4}-\d\d-\d\dT[\d:.]+Z,1,Journey Respondent,All the way through\.,41,[^,]+,[^,]+,[^,]+,Yes$/,
  );

  // The same admin on a 390 px phone: every page fits, rows are cards whose
  // actions are in view, and axe still finds nothing.
  await page.setViewportSize({ width: 390, height: 844 });
  const fitsSideways = () =>
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  const inView = async (locator: import("@playwright/test").Locator) => {
    const box = await locator.boundingBox();
    return Boolean(box && box.x >= 0 && box.x + box.width <= 390);
  };
  await page.goto("/admin");
  const row = page.locator('tr[data-slug="journey-survey"]');
  for (const name of ["Edit", "Submissions"]) {
    await expect(row.getByRole("link", { name, exact: true })).toBeVisible();
    expect(await inView(row.getByRole("link", { name, exact: true }))).toBe(true);
  }
  expect(await fitsSideways()).toBe(true);
  await expectNoAxeViolations(page);
  await row.getByRole("link", { name: "Journey survey" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Journey survey" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`/admin/forms/${formId}/submissions`);
  const view = page.getByRole("button", { name: /^View/ });
  await expect(view).toBeVisible();
  expect(await inView(view)).toBe(true);
  expect(await fitsSideways()).toBe(true);
  await expectNoAxeViolations(page);
  await page.goto("/admin/users");
  await expect(page.getByRole("combobox", { name: `Role of ${OWNER.email}` })).toBeVisible();
  expect(await fitsSideways()).toBe(true);
  await expectNoAxeViolations(page);
});
