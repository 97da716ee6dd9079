import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { adminGraphQL, signIn } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { E2E_ADMIN_TOKEN, E2E_OWNER, E2E_PORT } from "./support/env";

// Issue 34 §1: workspaces. An owner makes a workspace, adds a member, moves a
// form into it; the member sees that form and no other. By keyboard, axe
// clean, and at 390 px. On a server of its own: a second workspace changes
// what new accounts join, which the suite's shared server must not see.
test.describe.configure({ timeout: 180_000 });

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const PORT = E2E_PORT + 9;
const BASE = `http://127.0.0.1:${PORT}`;
const PHONE = { width: 390, height: 844 };

let server: ChildProcess;

test.beforeAll(async () => {
  server = spawn("node", ["--enable-source-maps", path.join(root, "apps/web/dist/server.mjs")], {
    cwd: root,
    stdio: "ignore",
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "formwright-e2e-workspaces-")),
      NEXT_TELEMETRY_DISABLED: "1",
      LOG_LEVEL: "warn",
      FORMWRIGHT_ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      FORMWRIGHT_ADMIN_EMAIL: E2E_OWNER.email,
      FORMWRIGHT_ADMIN_PASSWORD: E2E_OWNER.password,
      FORMWRIGHT_PUBLIC_URL: BASE,
    },
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    const up = await fetch(`${BASE}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error("the workspaces server did not start");
    await new Promise((r) => setTimeout(r, 250));
  }
});

test.afterAll(() => {
  server?.kill();
});

async function signedIn(browser: Browser, credentials: { email: string; password: string }) {
  const context = await browser.newContext({ baseURL: BASE });
  const page = await context.newPage();
  await signIn(page, credentials);
  return { context, page };
}

function stamp(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

async function expectNoSidewaysScroll(page: Page, state: string) {
  const size = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(size.scrollWidth, `${state} is ${size.scrollWidth} px wide`).toBeLessThanOrEqual(
    size.innerWidth,
  );
}

test("an owner makes a workspace, adds a member and moves a form there; the member sees only it", async ({
  browser,
}) => {
  const owner = await signedIn(browser, E2E_OWNER);
  const { page } = owner;
  const id = stamp();
  const name = `Team ${id}`;
  const member = { email: `ws-${id}@e2e.test`, password: "workspace-password-1" };
  const slugs = { moved: `ws-moved-${id}`, other: `ws-other-${id}` };
  const made = await adminGraphQL<{ a: { id: string }; b: { id: string } }>(
    page,
    `mutation($a: JSON!, $b: JSON!) {
      a: createForm(document: $a) { id }
      b: createForm(document: $b) { id }
    }`,
    {
      a: { slug: slugs.moved, title: `Moved ${id}`, blocks: [] },
      b: { slug: slugs.other, title: `Other ${id}`, blocks: [] },
    },
  );
  let workspaceId: string | null = null;
  try {
    await page.goto("/admin/workspaces");
    await expect(page.getByRole("heading", { level: 1, name: "Workspaces" })).toBeVisible();
    // By keyboard: type the name, Enter submits.
    const create = page.getByRole("region", { name: "New workspace" });
    await create.getByLabel("Name").fill(name);
    await create.getByLabel("Name").press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "Created" })).toHaveText(
      `Created the workspace “${name}”.`,
    );
    const section = page.getByRole("region", { name, exact: true });
    await expect(section).toBeVisible();
    workspaceId = (
      await adminGraphQL<{ workspaces: Array<{ id: string; name: string }> }>(
        page,
        `{ workspaces { id name } }`,
      )
    ).workspaces.find((w) => w.name === name)?.id as string;

    // An account made now, with two workspaces, joins none until an owner adds it.
    await adminGraphQL(
      page,
      `mutation($e: String!, $p: String!) { createUser(email: $e, password: $p, role: VIEWER) { id } }`,
      { e: member.email, p: member.password },
    );
    const add = section.getByRole("region", { name: `Add a member to ${name}` });
    await add.getByLabel("Email").fill(member.email);
    await add.getByLabel("Role in this workspace").selectOption("EDITOR");
    await add.getByRole("button", { name: "Add member" }).press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "Added" })).toHaveText(
      `Added ${member.email} to “${name}” as editor.`,
    );
    await expect(
      section.getByRole("combobox", { name: `Role of ${member.email} in ${name}` }),
    ).toHaveValue("EDITOR");
    // Not empty once it has a form: deleting says why not.
    await expectNoAxeViolations(page);

    // The form list: a switcher, each form's workspace, and "Move to…".
    await page.goto("/admin");
    await expect(page.getByLabel("Workspace")).toBeVisible();
    const row = page.locator(`tr[data-slug="${slugs.moved}"]`);
    await expect(row).toContainText("in Default");
    await row.getByRole("button", { name: "Move to…" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByLabel("Move to")).toBeFocused();
    await dialog.getByLabel("Move to").selectOption({ label: name });
    await dialog.getByRole("button", { name: "Move" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Moved" })).toHaveText(
      `Moved “Moved ${id}” to “${name}”.`,
    );
    await expect(row).toContainText(`in ${name}`);
    await page.getByLabel("Workspace").selectOption({ label: name });
    await expect(page.locator(`tr[data-slug="${slugs.other}"]`)).toHaveCount(0);
    await expect(row).toBeVisible();
    await expectNoAxeViolations(page);

    // The member sees the moved form only, and another workspace's form is not found.
    const context = await browser.newContext({ baseURL: BASE });
    const memberPage = await context.newPage();
    await signIn(memberPage, member);
    // On a phone "Sign out" hides behind "Menu": signed in first, then narrow.
    await memberPage.setViewportSize(PHONE);
    await memberPage.reload();
    await expect(memberPage.locator(`tr[data-slug="${slugs.moved}"]`)).toBeVisible();
    await expect(memberPage.locator(`tr[data-slug="${slugs.other}"]`)).toHaveCount(0);
    await expectNoSidewaysScroll(memberPage, "the member's form list");
    await memberPage.goto(`/admin/forms/${made.b.id}`);
    await expect(memberPage.getByRole("heading", { level: 1 })).toContainText(/not found/i);
    const csv = await memberPage.request.get(`/api/forms/${made.b.id}/submissions.csv`);
    expect(csv.status()).toBe(403);
    await context.close();

    // At 390 px the workspaces page fits, and is axe clean.
    await page.setViewportSize(PHONE);
    await page.goto("/admin/workspaces");
    await expect(page.getByRole("region", { name, exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page, "the workspaces page");
    await expectNoAxeViolations(page);
  } finally {
    // Deleting needs it empty: first the forms.
    await adminGraphQL(
      page,
      `mutation($a: ID!, $b: ID!) { a: deleteForm(id: $a) b: deleteForm(id: $b) }`,
      {
        a: made.a.id,
        b: made.b.id,
      },
    );
    if (workspaceId) {
      await adminGraphQL(page, `mutation($id: ID!) { deleteWorkspace(id: $id) { id } }`, {
        id: workspaceId,
      });
    }
    await owner.context.close();
  }
});

test("a workspace's owner who is no administrator makes and revokes its API keys there, and reads its audit log", async ({
  browser,
}) => {
  const admin = await signedIn(browser, E2E_OWNER);
  const id = stamp();
  const name = `Keys ${id}`;
  const person = { email: `ws-keys-${id}@e2e.test`, password: "workspace-keys-password-1" };
  const { createWorkspace } = await adminGraphQL<{ createWorkspace: { id: string } }>(
    admin.page,
    `mutation($n: String!) { createWorkspace(name: $n) { id } }`,
    { n: name },
  );
  await adminGraphQL(
    admin.page,
    `mutation($e: String!, $p: String!) { createUser(email: $e, password: $p, role: VIEWER) { id } }`,
    { e: person.email, p: person.password },
  );
  await adminGraphQL(
    admin.page,
    `mutation($w: ID!, $e: String!) { addWorkspaceMember(workspaceId: $w, email: $e, role: OWNER) { role } }`,
    { w: createWorkspace.id, e: person.email },
  );
  const { context, page } = await signedIn(browser, person);
  try {
    await page.setViewportSize(PHONE);
    await page.goto("/admin/workspaces");
    const keys = page.getByRole("region", { name: "API keys" });
    const create = keys.getByRole("region", { name: "Create API key" });
    await create.getByLabel("Name").fill("Reporting");
    await create.getByRole("button", { name: "Create API key" }).click();
    await expect(page.getByTestId("new-api-key")).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page, "the workspaces page with its keys");
    await keys.getByRole("button", { name: "Done" }).click();
    await keys.getByRole("button", { name: /Revoke/ }).click();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: /Revoke/ })
      .click();
    await expect(page.getByRole("status").filter({ hasText: "Revoked" })).toContainText(
      "Revoked “Reporting”",
    );

    // The audit log: this workspace's acts, the key among them.
    await page.goto("/admin/audit");
    await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
    await expect(page.getByRole("cell", { name: "api_key.revoked" })).toBeVisible();
    await expect(page.getByRole("cell", { name: "workspace.member_added" })).toBeVisible();
    await expect(page.getByRole("cell", { name: "user.created" })).toHaveCount(0);
    await expectNoAxeViolations(page);
  } finally {
    await context.close();
    await adminGraphQL(admin.page, `mutation($id: ID!) { deleteWorkspace(id: $id) { id } }`, {
      id: createWorkspace.id,
    });
    await admin.context.close();
  }
});
