import type { Browser } from "@playwright/test";
import { adminGraphQL, signIn } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/owner-session";

function stamp(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A page in a context without the owner's session. */
async function signedOutPage(browser: Browser) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    storageState: { cookies: [], origins: [] },
  });
  return { context, page: await context.newPage() };
}

async function addUser(page: import("@playwright/test").Page, role: "EDITOR" | "VIEWER") {
  const user = { email: `user-${stamp()}@e2e.test`, password: "first password 1" };
  const data = await adminGraphQL<{ createUser: { id: string } }>(
    page,
    `mutation($e: String!, $p: String!, $r: Role!) { createUser(email: $e, password: $p, role: $r) { id } }`,
    { e: user.email, p: user.password, r: role },
  );
  return { ...user, id: data.createUser.id };
}

test("a failed sign-in keeps the email and shows the error summary, focused", async ({
  page,
  browser,
}) => {
  const user = await addUser(page, "VIEWER");
  const { context, page: visitor } = await signedOutPage(browser);
  await visitor.goto("/admin/users");
  await expect(visitor).toHaveTitle("Sign in");
  await visitor.getByLabel("Email").fill(user.email);
  await visitor.getByLabel("Password").fill("not the password");
  await visitor.getByRole("button", { name: "Sign in" }).click();
  const summary = visitor.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText("Email or password is incorrect");
  await expect(visitor.getByLabel("Email")).toHaveValue(user.email);
  await expect(visitor.getByLabel("Password")).toHaveValue("");
  await expectNoAxeViolations(visitor);
  await visitor.getByLabel("Password").fill(user.password);
  await visitor.getByRole("button", { name: "Sign in" }).click();
  // Back on the page asked for (a viewer is told it is for owners only).
  await expect(visitor.getByText("Only owners can manage users")).toBeVisible();
  await context.close();
});

test("?error= on the sign-in page shows only fixed messages", async ({ browser }) => {
  const { context, page } = await signedOutPage(browser);
  await page.goto(`/admin?error=${encodeURIComponent("Your account is locked: call +1 555 0100")}`);
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary).toContainText("Something went wrong. Try again.");
  await expect(page.getByText("call +1 555 0100")).toHaveCount(0);
  await expect(summary).toBeFocused();
  await page.goto("/admin?error=too-many-attempts&wait=3");
  await expect(summary).toContainText("Too many sign-in attempts. Try again in 3 minutes.");
  await context.close();
});

test("an editor page for a form that does not exist is titled so", async ({ page }) => {
  await page.goto("/admin/forms/00000000-0000-4000-8000-000000000000");
  await expect(page).toHaveTitle("Form not found");
});

test("an owner makes a reset link, shown once, which sets a new password and signs in", async ({
  page,
  browser,
}) => {
  const user = await addUser(page, "EDITOR");
  await page.goto("/admin/users");
  const row = page.getByRole("row").filter({ hasText: user.email });
  await row.getByRole("button", { name: "Reset password" }).click();
  const notice = page.getByRole("region", { name: `Password reset link for ${user.email}` });
  await expect(notice).toBeFocused();
  const link = await notice.getByLabel("Reset link").inputValue();
  expect(link).toMatch(/\/reset\/[\w-]{40,}$/);
  await expectNoAxeViolations(page);
  await notice.getByRole("button", { name: "Done, hide the link" }).click();
  await expect(page.getByTestId("reset-link")).toHaveCount(0);

  const { context, page: visitor } = await signedOutPage(browser);
  await visitor.goto(new URL(link).pathname);
  await expect(visitor).toHaveTitle("Choose a new password · Formwright");
  await expectNoAxeViolations(visitor);
  await visitor.getByLabel("New password", { exact: true }).fill("a new password 2");
  await visitor.getByLabel("Confirm new password").fill("a new password 3");
  await visitor.getByRole("button", { name: "Set new password" }).click();
  const summary = visitor.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary).toContainText("The passwords do not match");
  // A second tab opened on the link before it is used.
  const stale = await context.newPage();
  await stale.goto(new URL(link).pathname);
  await visitor.getByLabel("New password", { exact: true }).fill("a new password 2");
  await visitor.getByLabel("Confirm new password").fill("a new password 2");
  await visitor.getByRole("button", { name: "Set new password" }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: "Forms" })).toBeVisible();
  await expect(visitor.getByText(user.email)).toBeVisible();

  // The link worked once: the stale tab's post is refused...
  await stale.getByLabel("New password", { exact: true }).fill("another password 4");
  await stale.getByLabel("Confirm new password").fill("another password 4");
  await stale.getByRole("button", { name: "Set new password" }).click();
  await expect(stale.getByRole("alert").filter({ hasText: "There is a problem" })).toContainText(
    "This reset link is not valid",
  );
  // ...and the link opened again says so at once, with no password form.
  await visitor.goto(new URL(link).pathname);
  await expect(visitor).toHaveTitle("Reset link already used · Formwright");
  await expect(visitor.getByRole("main")).toContainText(
    "This reset link has already been used. Sign in, or ask for a new link.",
  );
  await expect(visitor.getByLabel("New password", { exact: true })).toHaveCount(0);
  await context.close();
});

test("a signed-in user changes their password on their account page", async ({ page, browser }) => {
  const user = await addUser(page, "VIEWER");
  const { context, page: visitor } = await signedOutPage(browser);
  await signIn(visitor, user);
  await visitor.getByRole("link", { name: "Your account" }).click();
  await expect(visitor).toHaveTitle("Your account");
  await expect(visitor.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
  const form = visitor.getByRole("region", { name: "Change password" });
  // Enabled once the page's scripts run (what is typed before would be cleared).
  await expect(form.getByRole("button", { name: "Change password" })).toBeEnabled();
  await form.getByLabel("Current password").fill("wrong current password");
  await form.getByLabel(/^New password/).fill("a changed password");
  await form.getByLabel("Confirm new password").fill("a changed password");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByLabel("Current password")).toHaveAccessibleDescription(
    /Your current password is incorrect/,
  );
  await form.getByLabel("Current password").fill(user.password);
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(visitor.getByRole("status")).toHaveText(
    "Your password is changed. You are signed out everywhere else.",
  );
  await expectNoAxeViolations(visitor);
  await context.close();
  // The new password signs in.
  const again = await signedOutPage(browser);
  await signIn(again.page, { email: user.email, password: "a changed password" });
  await again.context.close();
});
