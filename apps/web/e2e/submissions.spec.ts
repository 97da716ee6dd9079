import { readFile } from "node:fs/promises";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { adminGraphQL, signIn } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";

function stamp(label: string): string {
  return `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

function surveyDocument(slug: string, title: string) {
  return {
    slug,
    title,
    blocks: [
      { type: "text", name: "fullName", label: "Full name", required: true },
      {
        type: "select",
        name: "topics",
        label: "Topics",
        multi: true,
        options: [
          { label: "Sales", value: "sales" },
          { label: "Support", value: "support" },
        ],
      },
      {
        type: "radio",
        name: "contactBy",
        label: "Contact me by",
        options: [
          { label: "Email", value: "email" },
          { label: "Phone", value: "phone" },
        ],
      },
      { type: "number", name: "age", label: "Age" },
      { type: "checkbox", name: "consent", label: "I agree" },
    ],
  };
}

/** Creates and publishes a form through the API; returns its id. */
async function publishedForm(page: Page, slug: string, title: string): Promise<string> {
  const created = await adminGraphQL<{ createForm: { id: string } }>(
    page,
    "mutation($d: JSON!) { createForm(document: $d) { id } }",
    { d: surveyDocument(slug, title) },
  );
  const id = created.createForm.id;
  await adminGraphQL(page, "mutation($id: ID!) { publishForm(id: $id) { id } }", { id });
  return id;
}

async function submit(page: Page, slug: string, data: Record<string, unknown>) {
  const result = await adminGraphQL<{ submitForm: { submissionId: string | null } }>(
    page,
    "mutation($s: String!, $d: JSON!, $k: String!) { submitForm(slug: $s, data: $d, idempotencyKey: $k) { submissionId } }",
    { s: slug, d: data, k: stamp("key") },
  );
  expect(result.submitForm.submissionId).toBeTruthy();
}

function bodyRows(page: Page): Locator {
  return page.getByRole("table", { name: "Submissions, newest first" }).locator("tbody tr");
}

test("an editor browses, searches, opens, deletes, charts and exports submissions", async ({
  page,
}) => {
  const slug = stamp("subs");
  const title = `Survey ${slug}`;
  const formId = await publishedForm(page, slug, title);
  await submit(page, slug, {
    fullName: "Ada Lovelace",
    topics: ["sales", "support"],
    contactBy: "email",
    age: 36,
    consent: true,
  });
  await submit(page, slug, { fullName: "Grace Hopper", topics: ["support"], contactBy: "phone" });
  await submit(page, slug, { fullName: "=SUM(1+1)", topics: ["sales"], age: -2, consent: true });

  await signIn(page, undefined, `/admin/forms/${formId}/submissions`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Submissions: ${title}`);
  await expect(page.getByRole("status").filter({ hasText: "3 submissions" })).toBeVisible();

  // A column per field, and the newest submission first.
  const table = page.getByRole("table", { name: "Submissions, newest first" });
  await expect(table.getByRole("columnheader")).toHaveText([
    "Submitted",
    "Version",
    "Full name",
    "Topics",
    "Contact me by",
    "Age",
    "I agree",
    "Actions",
  ]);
  await expect(bodyRows(page)).toHaveCount(3);
  await expect(bodyRows(page).nth(0)).toContainText("=SUM(1+1)");
  await expect(bodyRows(page).nth(1)).toContainText("Grace Hopper");
  await expect(bodyRows(page).nth(2)).toContainText("Ada Lovelace");
  await expect(bodyRows(page).nth(2)).toContainText("Sales, Support");

  // Charts, each with its data table.
  await expect(page.getByRole("heading", { name: "Charts" })).toBeVisible();
  const perDay = page.getByRole("figure", { name: "Submissions per day" });
  await expect(perDay.locator(".recharts-surface")).toBeVisible();
  await perDay.getByText("Show data table").click();
  const dayRows = perDay.getByRole("table", { name: "Submissions per day" }).locator("tbody tr");
  await expect(dayRows).toHaveCount(30);
  await expect(dayRows.last().getByRole("cell")).toHaveText("3");
  const topics = page.getByRole("figure", { name: "Topics" });
  await expect(topics.locator(".recharts-surface")).toBeVisible();
  await topics.getByText("Show data table").click();
  const topicRows = topics.getByRole("table", { name: "Topics" }).locator("tbody tr");
  await expect(topicRows).toHaveText([/^Sales\s*2$/, /^Support\s*2$/]);
  const consent = page.getByRole("figure", { name: "I agree" });
  await consent.getByText("Show data table").click();
  await expect(consent.getByRole("table").locator("tbody tr")).toHaveText([
    /^Yes\s*2$/,
    /^No\s*1$/,
  ]);
  await expect(page.getByRole("figure", { name: "Contact me by" })).toBeVisible();
  await expectNoAxeViolations(page);

  // Search across answers.
  await page.getByLabel("Search answers").fill("HOPPER");
  await expect(page.getByRole("status").filter({ hasText: "matches" })).toHaveText(
    "1 submission matches “HOPPER”",
  );
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).first()).toContainText("Grace Hopper");
  await page.getByLabel("Search answers").fill("");
  await expect(bodyRows(page)).toHaveCount(3);

  // The detail view, by keyboard.
  await bodyRows(page).nth(2).getByRole("button", { name: /^View/ }).focus();
  await page.keyboard.press("Enter");
  const details = page.getByRole("dialog", { name: "Submission" });
  await expect(details).toBeVisible();
  await expect(details.locator("div").filter({ hasText: /^Full name/ })).toContainText(
    "Ada Lovelace",
  );
  await expect(details.locator("div").filter({ hasText: /^Topics/ })).toContainText(
    "Sales, Support",
  );
  await expect(details.locator("div").filter({ hasText: /^Version/ })).toContainText("1");
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();
  await expect(bodyRows(page).nth(2).getByRole("button", { name: /^View/ })).toBeFocused();

  // Delete, after confirming.
  await bodyRows(page)
    .nth(1)
    .getByRole("button", { name: /^Delete/ })
    .click();
  const confirm = page.getByRole("dialog", { name: /^Delete the submission of/ });
  await expect(confirm).toContainText("This cannot be undone.");
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(/^Deleted the submission of/)).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(2);
  await expect(page.getByRole("table", { name: "Submissions, newest first" })).not.toContainText(
    "Grace Hopper",
  );
  await expect(page.getByRole("status").filter({ hasText: "2 submissions" })).toBeVisible();

  // Delete from the detail view too.
  await bodyRows(page).nth(0).getByRole("button", { name: /^View/ }).click();
  await details.getByRole("button", { name: "Delete submission" }).click();
  await page
    .getByRole("dialog", { name: /^Delete the submission of/ })
    .getByRole("button", {
      name: "Cancel",
    })
    .click();
  await expect(details).toBeVisible();
  await details.getByRole("button", { name: "Close" }).click();

  // The CSV download.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download CSV" }).click(),
  ]);
  const today = new Date().toISOString().slice(0, 10);
  expect(download.suggestedFilename()).toBe(`${slug}-labels-${today}.csv`);
  const [valuesDownload] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "CSV with stored values" }).click(),
  ]);
  expect(valuesDownload.suggestedFilename()).toBe(`${slug}-values-${today}.csv`);
  const csv = await readFile(await download.path(), "utf8");
  expect(csv.startsWith("\uFEFF")).toBe(true);
  const lines = csv.slice(1).split("\r\n");
  expect(lines[0]).toBe(
    "Submission ID,Submitted at (UTC),Version,Full name,Topics,Contact me by,Age,I agree",
  );
  expect(lines).toHaveLength(4);
  // Choices by their labels (issue 12); "CSV with stored values" has the values.
  expect(lines[1]).toMatch(/,1,Ada Lovelace,"Sales, Support",Email,36,Yes$/);
  expect(lines[2]).toMatch(/,1,'=SUM\(1\+1\),Sales,,-2,Yes$/);
  expect(lines[3]).toBe("");
});

test("a long list is paged with Next and Previous", async ({ page }) => {
  const slug = stamp("pages");
  const formId = await publishedForm(page, slug, `Pages ${slug}`);
  for (let n = 1; n <= 27; n++) await submit(page, slug, { fullName: `Person ${n}` });

  await signIn(page, undefined, `/admin/forms/${formId}/submissions`);
  await expect(bodyRows(page)).toHaveCount(25);
  await expect(bodyRows(page).first()).toContainText("Person 27");
  const pages = page.getByRole("navigation", { name: "Pages of submissions" });
  await expect(pages).toContainText("1–25 of 27");
  await expect(pages.getByRole("button", { name: "Previous" })).toBeDisabled();
  await pages.getByRole("button", { name: "Next" }).click();
  await expect(pages).toContainText("26–27 of 27");
  await expect(bodyRows(page)).toHaveCount(2);
  await expect(bodyRows(page).last()).toContainText("Person 1");
  await expect(pages.getByRole("button", { name: "Next" })).toBeDisabled();
  await pages.getByRole("button", { name: "Previous" }).click();
  await expect(bodyRows(page).first()).toContainText("Person 27");
  await expectNoAxeViolations(page);
});

test("a viewer reads and exports but cannot delete", async ({ page }) => {
  const slug = stamp("viewer");
  const formId = await publishedForm(page, slug, `Viewer ${slug}`);
  await submit(page, slug, { fullName: "Only one" });
  const viewer = { email: `${stamp("viewer")}@example.com`, password: "viewer-password-1" };
  await adminGraphQL(
    page,
    "mutation($e: String!, $p: String!) { createUser(email: $e, password: $p, role: VIEWER) { id } }",
    { e: viewer.email, p: viewer.password },
  );

  await signIn(page, viewer, `/admin/forms/${formId}/submissions`);
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(page.getByRole("button", { name: /^Delete/ })).toHaveCount(0);
  await bodyRows(page).first().getByRole("button", { name: /^View/ }).click();
  const details = page.getByRole("dialog", { name: "Submission" });
  await expect(details).toContainText("Only one");
  await expect(details.getByRole("button", { name: "Delete submission" })).toHaveCount(0);
  await details.getByRole("button", { name: "Close" }).click();
  const response = await page.request.get(`/api/forms/${formId}/submissions.csv`);
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain("Only one");
});

test("the export refuses a request without credentials", async ({ playwright, baseURL }) => {
  const anonymous = await playwright.request.newContext({ baseURL });
  const response = await anonymous.get(
    "/api/forms/00000000-0000-4000-8000-000000000000/submissions.csv",
  );
  expect(response.status()).toBe(401);
  await anonymous.dispose();
});
