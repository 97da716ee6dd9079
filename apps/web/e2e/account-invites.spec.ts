import type { Browser } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { E2E_FRESH_URL } from "./support/env";
import { expect, test } from "./support/owner-session";

function stamp(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

async function signedOutPage(browser: Browser, baseURL = test.info().project.use.baseURL) {
  const context = await browser.newContext({
    baseURL,
    storageState: { cookies: [], origins: [] },
  });
  return { context, page: await context.newPage() };
}

test("an owner invites someone without email: the link is shown once, and the invitee sets a password with it and is signed in", async ({
  page,
  browser,
}) => {
  const email = `invitee-${stamp()}@e2e.test`;
  await page.goto("/admin/users");
  await expect(page.getByRole("table", { name: "Users" })).toBeVisible();
  const panel = page.getByRole("region", { name: "Invite user" });
  await expect(panel).toContainText("Email is not configured");
  // By keyboard: the email field, then the role radios, then the button with Enter.
  await panel.getByLabel("Email").fill(email);
  await panel.getByLabel("Email").press("Tab");
  await expect(panel.getByRole("radio", { name: "Viewer" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(panel.getByRole("radio", { name: "Editor" })).toBeChecked();
  await panel.getByRole("button", { name: "Invite user" }).focus();
  await page.keyboard.press("Enter");

  const notice = page.getByRole("region", { name: `Invitation link for ${email}` });
  await expect(notice).toBeFocused();
  const link = await notice.getByLabel("Invitation link").inputValue();
  expect(link).toMatch(/\/invite\/[\w-]{40,}$/);
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText(/Invited, expires /);
  await expect(row.getByRole("button", { name: "Invite again" })).toBeVisible();
  await expectNoAxeViolations(page);
  await notice.getByRole("button", { name: "Done, hide the link" }).click();
  await expect(page.getByTestId("invite-link")).toHaveCount(0);

  const { context, page: invitee } = await signedOutPage(browser);
  await invitee.goto(new URL(link).pathname);
  await expect(invitee).toHaveTitle("Set your password · Formwright");
  await expect(invitee.getByRole("heading", { level: 1, name: "Set your password" })).toBeVisible();
  await expectNoAxeViolations(invitee);
  await invitee.getByLabel("Password", { exact: true }).fill("invitee password 1");
  await invitee.getByLabel("Confirm password").fill("invitee password 1");
  await invitee.getByRole("button", { name: "Set password" }).click();
  await expect(invitee.getByRole("heading", { level: 1, name: "Forms" })).toBeVisible();
  await expect(invitee.getByText(email)).toBeVisible();
  await context.close();

  // The spent invitation, opened again with scripts on and off, says so at once: no form.
  for (const javaScriptEnabled of [true, false]) {
    const again = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      storageState: { cookies: [], origins: [] },
      javaScriptEnabled,
    });
    const spent = await again.newPage();
    await spent.goto(new URL(link).pathname);
    await expect(spent).toHaveTitle("Invitation already used · Formwright");
    await expect(
      spent.getByRole("heading", { level: 1, name: "Invitation already used" }),
    ).toBeVisible();
    await expect(spent.getByRole("main")).toContainText(
      "This invitation has already been used. Sign in, or ask the owner for a new invitation.",
    );
    await expect(spent.getByLabel("Password", { exact: true })).toHaveCount(0);
    await expect(spent.getByRole("button", { name: "Set password" })).toHaveCount(0);
    if (javaScriptEnabled) await expectNoAxeViolations(spent);
    await again.close();
  }

  await page.reload();
  const accepted = page.getByRole("row").filter({ hasText: email });
  await expect(accepted).not.toContainText("Invited");
  await expect(accepted.getByRole("combobox", { name: `Role of ${email}` })).toHaveValue("EDITOR");
});

test("the sign-in page links to “Forgot your password?”, which says to ask an owner when email is not configured", async ({
  browser,
}) => {
  const { context, page } = await signedOutPage(browser);
  await page.goto("/admin");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveTitle("Forgot your password? · Formwright");
  await expect(page.getByRole("main")).toContainText("Ask an owner");
  // An owner locked out is told the exact command that prints a reset link on the server.
  await expect(page.getByRole("main").locator("pre code")).toHaveText(
    "npm run cli -- users reset-password <email>",
  );
  // On a phone the command wraps instead of widening the page.
  await page.setViewportSize({ width: 390, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await expect(page.getByLabel("Email")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await context.close();
});

test("“Forgot your password?” on a server with email answers the same neutral message", async ({
  browser,
}) => {
  const { context, page } = await signedOutPage(browser, E2E_FRESH_URL);
  await page.goto("/forgot");
  await expect(page).toHaveTitle("Forgot your password? · Formwright");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Email me a reset link" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText("Email is required");
  await page.getByLabel("Email").fill(`nobody-${stamp()}@e2e.test`);
  await page.getByLabel("Email").press("Enter");
  const answer = page.getByRole("status").filter({ hasText: "If an account exists" });
  await expect(answer).toHaveText(
    "If an account exists for that address, we have emailed a link to reset the password.",
  );
  await expect(answer).toBeFocused();
  await expectNoAxeViolations(page);
  await context.close();
});
