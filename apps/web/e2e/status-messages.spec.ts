import type { Browser, Page } from "@playwright/test";
import { adminGraphQL, signIn } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { createTestForm, formIdOf } from "./support/forms";
import { expect, test } from "./support/owner-session";
import { publishTestForm } from "./support/publish-form";

// Issue 12, item 9: a status message ("Saved", "Deleted …") goes away, or is
// replaced, when the person starts their next action; it is read out politely.

function stamp(label: string): string {
  return `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

const TWO_FIELDS = [
  { type: "text", name: "fullName", label: "Name" },
  { type: "text", name: "city", label: "City" },
];

/** A page's status message: in a polite live region, visible. */
function politeStatus(page: Page, text: string | RegExp) {
  return page.locator('[role="status"][aria-live="polite"]').getByText(text);
}

async function signInAs(browser: Browser, credentials: { email: string; password: string }) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    storageState: { cookies: [], origins: [] },
  });
  const page = await context.newPage();
  await signIn(page, credentials, "/admin/account");
  return { context, page };
}

test("users page: a revoked key's message goes when a key is created next", async ({ page }) => {
  const name = stamp("linger-key");
  await adminGraphQL(
    page,
    "mutation($n: String!) { createApiKey(name: $n, role: VIEWER) { key } }",
    {
      n: name,
    },
  );
  await page.goto("/admin/users");
  await expect(page.getByText("Loading API keys…")).toHaveCount(0);
  const row = page.getByRole("row").filter({ hasText: name });
  await row.getByRole("button", { name: "Revoke" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Revoke" }).click();
  const revoked = politeStatus(
    page,
    `Revoked “${name}”: requests with it are refused from now on.`,
  );
  await expect(revoked).toBeVisible();

  const create = page.getByRole("region", { name: "Create API key" });
  await create.getByLabel("Name").fill(stamp("next-key"));
  await create.getByRole("button", { name: "Create API key" }).click();
  await expect(page.getByTestId("new-api-key")).toBeVisible();
  await expect(revoked).toHaveCount(0);
});

test("submissions page: a deletion's message goes when a search starts", async ({ page }) => {
  const path = await publishTestForm(page, {
    prefix: "linger-subs",
    blocks: [{ type: "text", name: "fullName", label: "Name" }],
  });
  const slug = path.split("/").at(-1) as string;
  for (const fullName of ["Ada", "Grace"]) {
    await adminGraphQL(
      page,
      "mutation($s: String!, $d: JSON!, $k: String!) { submitForm(slug: $s, data: $d, idempotencyKey: $k) { submissionId } }",
      { s: slug, d: { fullName }, k: stamp(fullName) },
    );
  }
  await page.goto(`/admin/forms/${await formIdOf(page, slug)}/submissions`);
  const table = page.getByRole("table", { name: "Submissions, newest first" });
  await table
    .getByRole("row")
    .filter({ hasText: "Grace" })
    .getByRole("button", { name: /^Delete/ })
    .click();
  await page
    .getByRole("dialog", { name: /^Delete the submission of/ })
    .getByRole("button", { name: "Delete" })
    .click();
  const deleted = politeStatus(page, /^Deleted the submission of/);
  await expect(deleted).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Search answers").fill("Ada");
  await expect(deleted).toHaveCount(0);
});

test("integrations page: the email settings' message goes when a webhook is added", async ({
  page,
}) => {
  const path = await publishTestForm(page, {
    prefix: "linger-hooks",
    blocks: [{ type: "text", name: "email", label: "Email", inputType: "email" }],
  });
  const slug = path.split("/").at(-1) as string;
  await page.goto(`/admin/forms/${await formIdOf(page, slug)}/integrations`);
  await page.getByLabel("Notify these addresses of each submission").fill("team@example.com");
  await page.getByRole("button", { name: "Save email settings" }).click();
  const saved = politeStatus(page, "Saved the email settings.");
  await expect(saved).toBeVisible();

  const add = page.getByRole("region", { name: "Add webhook" });
  await add.getByLabel("URL").fill("http://127.0.0.1:9/linger");
  await add.getByLabel("URL").press("Enter");
  await expect(page.getByTestId("webhook-secret")).toBeVisible();
  await expect(saved).toHaveCount(0);
});

test("account page: “password changed” goes when the next change starts", async ({
  page,
  browser,
}) => {
  const person = { email: `${stamp("linger")}@e2e.test`, password: "linger-password-1" };
  await adminGraphQL(
    page,
    "mutation($e: String!, $p: String!) { createUser(email: $e, password: $p, role: VIEWER) { id } }",
    { e: person.email, p: person.password },
  );
  const session = await signInAs(browser, person);
  const own = session.page;
  await own.goto("/admin/account");
  await own.getByRole("textbox", { name: "Current password", exact: true }).fill(person.password);
  await own.getByRole("textbox", { name: "New password", exact: true }).fill("linger-password-2");
  await own
    .getByRole("textbox", { name: "Confirm new password", exact: true })
    .fill("linger-password-2");
  await own.getByRole("button", { name: "Change password" }).click();
  const changed = politeStatus(
    own,
    "Your password is changed. You are signed out everywhere else.",
  );
  await expect(changed).toBeVisible();

  await own
    .getByRole("textbox", { name: "Current password", exact: true })
    .fill("linger-password-2");
  await expect(changed).toHaveCount(0);
  await session.context.close();
});

test("editor: “Published” goes when the author turns to another block", async ({ page }) => {
  const { id } = await createTestForm(page, {
    slugPrefix: "linger-editor",
    title: "Linger",
    blocks: TWO_FIELDS,
  });
  await page.goto(`/admin/forms/${id}`);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const status = page.getByRole("status", { name: "Save status" });
  await expect(status).toHaveText("Published version 1");
  await expect(status).toHaveAttribute("aria-live", "polite");

  await page.getByRole("button", { name: "Form settings" }).click();
  await expect(status).toHaveText("");
});

test("editor: a problem refused on Save goes once fixed, in the list and inline, and the others stay (item 2)", async ({
  page,
}) => {
  const { id } = await createTestForm(page, {
    slugPrefix: "fixed-problem",
    title: "Fixed",
    blocks: TWO_FIELDS,
  });
  await page.goto(`/admin/forms/${id}`);
  // Enabled once the editor's scripts run: a click before would select nothing.
  await expect(page.getByRole("button", { name: "Save", exact: true })).toBeEnabled();
  await page.getByRole("button", { name: /^2\. City/ }).click();
  await page
    .getByRole("form", { name: /^Block / })
    .getByLabel("Name", { exact: true })
    .fill("fullName");
  await page
    .getByRole("form", { name: /^Block / })
    .getByLabel("Label", { exact: true })
    .fill(" ");
  const problems = page.locator(".fw-problems");
  await expect(problems.locator("summary")).toHaveText("2 problems");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status", { name: "Save status" })).toHaveText(
    "Not saved: the form has 2 problems. It saves once they are fixed.",
  );
  await expect(problems.getByRole("button")).toHaveCount(2);
  await expect(page.locator("[data-error-for=name]")).toContainText('Duplicate name "fullName"');
  await expect(page.locator("[data-error-for=label]")).toContainText("must not be empty");

  // The duplicate name is fixed: its messages go, the empty label's stay.
  await page
    .getByRole("form", { name: /^Block / })
    .getByLabel("Name", { exact: true })
    .fill("city");
  await expect(problems.locator("summary")).toHaveText("1 problem");
  await expect(problems.getByRole("button")).toHaveCount(1);
  await expect(problems.getByRole("button")).toContainText("must not be empty");
  await expect(problems).not.toContainText("Duplicate name");
  await expect(page.locator("[data-error-for=name]")).toHaveCount(0);
  await expect(page.locator("[data-error-for=label]")).toContainText("must not be empty");

  await page
    .getByRole("form", { name: /^Block / })
    .getByLabel("Label", { exact: true })
    .fill("City");
  await expect(page.getByText("No problems")).toBeVisible();
  await expect(page.locator("[data-error-for=label]")).toHaveCount(0);
  await expect(page.getByRole("status", { name: "Save status" })).not.toContainText("Not saved");
  // Fixed, the draft saves itself.
  await expect(page.getByRole("status", { name: "Save status" })).toHaveText("Saved");
});

test("editor: a Save refused before the problems are listed keeps saying why", async ({ page }) => {
  // Time stands still: the problems, checked once typing pauses, are not listed yet.
  await page.clock.install();
  const { id } = await createTestForm(page, {
    slugPrefix: "early-save",
    title: "Early",
    blocks: TWO_FIELDS,
  });
  await page.goto(`/admin/forms/${id}`);
  await page.getByRole("button", { name: /^2\. City/ }).click();
  await page
    .getByRole("form", { name: /^Block / })
    .getByLabel("Name", { exact: true })
    .fill("fullName");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const status = page.getByRole("status", { name: "Save status" });
  await expect(status).toHaveText(
    "Not saved: the form has 1 problem. It saves once they are fixed.",
  );
  await page.clock.runFor(2_000);
  await expect(page.locator(".fw-problems summary")).toHaveText("1 problem");
  await expect(status).toHaveText(
    "Not saved: the form has 1 problem. It saves once they are fixed.",
  );
});
