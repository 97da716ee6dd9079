import type { Browser, Page } from "@playwright/test";
import { adminGraphQL, signIn } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { E2E_OWNER } from "./support/env";
import { expect, test } from "./support/owner-session";

function uniqueStamp(label: string): string {
  return `${label}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

async function signInAs(browser: Browser, credentials: { email: string; password: string }) {
  // A fresh context without the owner's session.
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    storageState: { cookies: [], origins: [] },
  });
  const page = await context.newPage();
  await signIn(page, credentials);
  return { context, page };
}

/** Waits until the users page has loaded in the browser (hydrated, users and keys fetched). */
async function usersPageLoaded(page: Page) {
  await expect(page.getByRole("table", { name: "Users" })).toBeVisible();
  await expect(page.getByText("Loading API keys…")).toHaveCount(0);
}

async function asKey(page: Page, key: string, query: string) {
  const response = await page.request.post("/api/graphql", {
    headers: { authorization: `Bearer ${key}` },
    data: { query },
  });
  return (await response.json()) as {
    data?: Record<string, unknown> | null;
    errors?: Array<{ message: string; extensions?: { code?: string } }>;
  };
}

test("an owner adds an editor, who sees the forms but not the users page", async ({
  page,
  browser,
}) => {
  const stamp = uniqueStamp("editor");
  const editor = { email: `editor-${stamp}@e2e.test`, password: "editor-password-1" };
  await page.goto("/admin/users");
  await usersPageLoaded(page);
  await expect(page.getByRole("heading", { level: 1, name: "Users and API keys" })).toBeVisible();

  const addUser = page.getByRole("region", { name: "Add user" });
  await addUser.getByLabel("Email").fill(editor.email);
  await addUser.getByLabel("First password").fill(editor.password);
  await addUser.getByRole("radio", { name: "Editor" }).check();
  await addUser.getByRole("button", { name: "Add user" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Added" })).toHaveText(
    `Added ${editor.email} as editor.`,
  );
  const row = page.getByRole("row").filter({ hasText: editor.email });
  await expect(row.getByRole("combobox", { name: `Role of ${editor.email}` })).toHaveValue(
    "EDITOR",
  );
  await expect(addUser.getByLabel("Email")).toHaveValue("");

  // The same email again is refused at the field.
  await addUser.getByLabel("Email").fill(editor.email);
  await addUser.getByLabel("First password").fill(editor.password);
  await addUser.getByRole("button", { name: "Add user" }).click();
  await expect(addUser.getByLabel("Email")).toHaveAccessibleDescription(/already exists/);

  const session = await signInAs(browser, editor);
  await expect(session.page.getByRole("heading", { level: 1, name: "Forms" })).toBeVisible();
  await expect(session.page.getByRole("button", { name: "New form" })).toBeVisible();
  await expect(session.page.getByRole("link", { name: "Users and API keys" })).toHaveCount(0);
  await session.page.goto("/admin/users");
  await expect(session.page.getByText("Only owners can manage users")).toBeVisible();
  await expect(session.page.getByRole("region", { name: "Add user" })).toHaveCount(0);
  await expectNoAxeViolations(session.page);
  await session.context.close();
});

test("an owner changes a role, is told the last owner stays an owner, and deletes a user", async ({
  page,
}) => {
  const stamp = uniqueStamp("role");
  const email = `role-${stamp}@e2e.test`;
  await adminGraphQL(
    page,
    'mutation($e: String!) { createUser(email: $e, password: "role-password-1", role: VIEWER) { id } }',
    { e: email },
  );
  const { users } = await adminGraphQL<{ users: Array<{ role: string }> }>(
    page,
    "{ users { role } }",
  );
  expect(
    users.filter((u) => u.role === "OWNER"),
    "the e2e server has one owner",
  ).toHaveLength(1);

  await page.goto("/admin/users");
  await usersPageLoaded(page);
  const select = page.getByRole("combobox", { name: `Role of ${email}` });
  await select.selectOption("Editor");
  await expect(page.getByRole("status").filter({ hasText: "is now" })).toHaveText(
    `${email} is now editor.`,
  );
  await page.reload();
  await usersPageLoaded(page);
  await expect(select).toHaveValue("EDITOR");

  // Demoting the only owner is refused with the API's message, and the select shows Owner again.
  const own = page.getByRole("combobox", { name: `Role of ${E2E_OWNER.email}` });
  await own.selectOption("Viewer");
  await expect(page.getByRole("alert").filter({ hasText: "last owner" })).toHaveText(
    "The last owner cannot be given another role: make another user an owner first",
  );
  await expect(own).toHaveValue("OWNER");

  const row = page.getByRole("row").filter({ hasText: email });
  await row.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toHaveAccessibleName(new RegExp(`^Delete user “${email}”\\?`));
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 2, name: "Users" })).toBeFocused();
  // The owner's own row offers no Delete.
  await expect(
    page.getByRole("row").filter({ hasText: E2E_OWNER.email }).getByRole("button"),
  ).toHaveCount(0);
});

test("an owner creates an API key, reads it once, uses it and revokes it", async ({ page }) => {
  const name = `E2E key ${uniqueStamp("k")}`;
  await page.goto("/admin/users");
  await usersPageLoaded(page);
  await expectNoAxeViolations(page);

  const form = page.getByRole("region", { name: "Create API key" });
  await form.getByLabel("Name").fill(name);
  await form.getByRole("radio", { name: "Viewer" }).check();
  await form.getByRole("button", { name: "Create API key" }).click();

  const notice = page.getByRole("region", { name: `API key “${name}” created` });
  await expect(notice).toBeFocused();
  await expect(notice).toContainText("Copy this key now: it will not be shown again.");
  await expect(notice.getByRole("button", { name: "Copy" })).toBeVisible();
  const key = await notice.getByLabel("New API key").inputValue();
  expect(key).toMatch(/^fwk_/);
  await expectNoAxeViolations(page);

  const me = await asKey(page, key, "{ me { role } }");
  expect(me.data).toEqual({ me: { role: "VIEWER" } });

  // Listed by its first characters only; after a reload the key itself is nowhere.
  await page.reload();
  await usersPageLoaded(page);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText(`${key.slice(0, 10)}…`);
  await expect(row).toContainText("Viewer");
  await expect(row).toContainText("Active");
  await expect(row).not.toContainText("Never");
  expect(await page.content()).not.toContain(key);

  await row.getByRole("button", { name: "Revoke" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toHaveAccessibleName(new RegExp(`^Revoke API key “${name}”\\?`));
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Revoke" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("Revoked");
  await expect(row.getByRole("button", { name: "Revoke" })).toHaveCount(0);

  const refused = await asKey(page, key, "{ me { role } forms { id } }");
  expect(refused.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  expect((await asKey(page, key, "{ me { role } }")).data).toEqual({ me: null });
});
