import { readFile } from "node:fs/promises";
import { adminGraphQL } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { E2E_OWNER } from "./support/env";
import { expect, test } from "./support/owner-session";

const PHONE = { width: 390, height: 844 };

function uniqueStamp(label: string): string {
  return `${label}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

test("an owner reads the audit log, filters it, downloads it as CSV, on a phone too", async ({
  page,
}) => {
  const stamp = uniqueStamp("audit");
  // A key whose name a spreadsheet would run as a formula, acting on a form.
  const keyName = `=HYPERLINK("http://evil.example") ${stamp}`;
  const { createApiKey } = await adminGraphQL<{
    createApiKey: { key: string; apiKey: { id: string } };
  }>(
    page,
    `mutation($name: String!) { createApiKey(name: $name, role: EDITOR) { key apiKey { id } } }`,
    {
      name: keyName,
    },
  );
  const { createForm } = await adminGraphQL<{ createForm: { id: string } }>(
    page,
    `mutation($d: JSON!) { createForm(document: $d) { id } }`,
    {
      d: {
        slug: stamp,
        title: "Audited",
        blocks: [{ type: "text", name: "fullName", label: "Full name" }],
      },
    },
  );
  const published = await page.request.post("/api/graphql", {
    headers: { authorization: `Bearer ${createApiKey.key}` },
    data: {
      query: `mutation($id: ID!) { publishForm(id: $id) { id } }`,
      variables: { id: createForm.id },
    },
  });
  expect(published.ok()).toBe(true);

  // From the admin's navigation.
  await page.goto("/admin");
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Audit log" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  const table = page.getByRole("table", { name: "Audit events, newest first" });
  await expect(table).toBeVisible();
  // The owner's own sign-in is there.
  await expect(
    table
      .getByRole("row")
      .filter({ hasText: "user.signed_in" })
      .filter({ hasText: E2E_OWNER.email })
      .first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // Filter by action, with the keyboard.
  const action = page.getByLabel("Action");
  await action.focus();
  await action.selectOption("form.published");
  await expect(page.getByRole("status").filter({ hasText: "shown" })).toBeVisible();
  await expect(table.getByRole("row").filter({ hasText: stamp }).first()).toBeVisible();
  const actions = await table.locator("tbody td[data-label='Action']").allTextContents();
  expect(actions.length).toBeGreaterThan(0);
  expect(new Set(actions)).toEqual(new Set(["form.published"]));

  // Filter by who acted: the key.
  await page.getByLabel("Actor").selectOption({ label: `API key ${keyName}` });
  await expect(table.locator("tbody tr")).toHaveCount(1);
  await expect(table.locator("tbody tr")).toContainText(`API key ${keyName}`);
  await expectNoAxeViolations(page);

  // The CSV of what the filters keep, the formula neutralised.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await download.path(), "utf8")).slice(1).split("\r\n");
  expect(lines[0]).toBe(
    "at,action,actorKind,actorId,actorEmail,actorName,targetKind,targetId,address,details",
  );
  expect(lines).toHaveLength(3); // the header, one event, the last line's end
  expect(lines[1]).toContain(`,form.published,api_key,${createApiKey.apiKey.id},,`);
  expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"") ${stamp}"`);
  expect(lines[1]).toContain(`,form,${createForm.id},`);
  await expect(
    page.getByRole("status").filter({ hasText: "Downloaded 1 event as CSV." }),
  ).toBeVisible();

  // On a 390 px phone: no sideways scrolling, each event a card.
  await page.setViewportSize(PHONE);
  await page.getByLabel("Actor").selectOption({ label: "Anyone" });
  await expect(table.locator("tbody tr").first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
  await expectNoAxeViolations(page);
});

test("editors and viewers are told the audit log is for owners", async ({ browser }) => {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    storageState: { cookies: [], origins: [] },
  });
  const page = await context.newPage();
  const stamp = uniqueStamp("auditor");
  const editor = { email: `editor-${stamp}@e2e.test`, password: "editor-password-1" };
  await adminGraphQL(
    page,
    `mutation($email: String!, $password: String!) { createUser(email: $email, password: $password, role: EDITOR) { id } }`,
    editor,
  );
  await page.goto("/admin/audit");
  await page.getByLabel("Email").fill(editor.email);
  await page.getByLabel("Password").fill(editor.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  await page.goto("/admin/audit");
  await expect(page.getByText("Only owners can read the audit log.")).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Audit log" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await context.close();
});
