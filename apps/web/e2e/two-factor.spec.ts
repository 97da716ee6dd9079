import type { Browser, Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { adminGraphQL } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/owner-session";

const PHONE = { width: 390, height: 844 };

/** A page at phone width in a context without the owner's session. */
async function signedOutPhone(browser: Browser) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    storageState: { cookies: [], origins: [] },
    viewport: PHONE,
  });
  return { context, page: await context.newPage() };
}

/**
 * The code the person's app shows, from the key the page showed. `ahead`
 * steps of 30 s later: the server takes the next code too, and the code that
 * turned two-factor sign-in on spent the current one.
 */
function appCode(key: string, ahead = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + ahead * 30_000 });
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
}

/** At phone width the admin's header is behind "Menu": its button shows the admin, signed in. */
async function expectSignedIn(page: Page) {
  await expect(page.getByRole("button", { name: "Menu" })).toBeVisible();
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
}

async function signInWithPassword(page: Page, user: { email: string; password: string }) {
  await page.goto("/admin/account");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expectSignedIn(page);
}

async function passwordStep(page: Page, user: { email: string; password: string }) {
  await page.goto("/admin");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  // The code step takes focus.
  await expect(page.getByLabel("Code", { exact: true })).toBeFocused();
}

test("two-factor sign-in: set up by keyboard, sign in with a code, a recovery code once", async ({
  page: ownerPage,
  browser,
}) => {
  const user = {
    email: `two-factor-${Date.now().toString(36)}@e2e.test`,
    password: "two-factor password",
  };
  await adminGraphQL(
    ownerPage,
    `mutation($e: String!, $p: String!) { createUser(email: $e, password: $p, role: EDITOR) { id } }`,
    { e: user.email, p: user.password },
  );
  const { context, page } = await signedOutPhone(browser);
  await signInWithPassword(page, user);

  // Set up, by keyboard only.
  const setUp = page.getByRole("button", { name: "Set up two-factor sign-in" });
  // Disabled until the page's scripts run (a press before would do nothing).
  await expect(setUp).toBeEnabled();
  await setUp.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Set up two-factor sign-in" })).toBeFocused();
  await expect(
    page.getByRole("img", { name: "QR code of your two-factor key, for your authenticator app" }),
  ).toBeVisible();
  const key = ((await page.getByTestId("two-factor-key").textContent()) ?? "").replace(/\s/g, "");
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Code from the app")).toBeFocused();
  // A wrong code is named at its field.
  await page.keyboard.type("000000" === appCode(key) ? "111111" : "000000");
  await page.keyboard.press("Enter");
  const problem = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(problem).toBeFocused();
  await expect(problem).toContainText("The code is not right");
  // The summary's link leads back to the field.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Code from the app")).toBeFocused();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(appCode(key));
  await page.keyboard.press("Enter");

  // Ten recovery codes, shown once, in a box that takes focus.
  const notice = page.getByTestId("recovery-codes");
  await expect(notice).toBeFocused();
  const recovery = await notice
    .getByRole("list", { name: "Recovery codes" })
    .getByRole("listitem")
    .allTextContents();
  expect(recovery).toHaveLength(10);
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await notice.getByRole("button", { name: "I have saved my recovery codes" }).focus();
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("heading", { name: "Two-factor sign-in", exact: true }),
  ).toBeFocused();
  await expect(page.getByText("Two-factor sign-in is on")).toBeVisible();
  await expect(page.getByText("Recovery codes left: 10.")).toBeVisible();
  await expectNoAxeViolations(page);

  // Sign out, then in with the password and the app's next code.
  await signOut(page);
  await passwordStep(page, user);
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await page.keyboard.type(appCode(key, 1));
  await page.keyboard.press("Enter");
  await expectSignedIn(page);

  // A recovery code instead of a code: it works once.
  const [first = ""] = recovery;
  await signOut(page);
  await passwordStep(page, user);
  await page.keyboard.type(first);
  await page.keyboard.press("Enter");
  await expectSignedIn(page);
  await signOut(page);
  await passwordStep(page, user);
  await page.keyboard.type(first);
  await page.keyboard.press("Enter");
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText("This code was used already");
  await expect(page.getByRole("button", { name: "Menu" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await context.close();
});

test("without scripts, the code step is a page of its own", async ({
  page: ownerPage,
  browser,
}) => {
  const user = {
    email: `two-factor-noscript-${Date.now().toString(36)}@e2e.test`,
    password: "two-factor password",
  };
  await adminGraphQL(
    ownerPage,
    `mutation($e: String!, $p: String!) { createUser(email: $e, password: $p, role: VIEWER) { id } }`,
    { e: user.email, p: user.password },
  );
  // Set up through a scripted page, then sign in from one without scripts.
  const scripted = await signedOutPhone(browser);
  await signInWithPassword(scripted.page, user);
  await scripted.page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  const key = ((await scripted.page.getByTestId("two-factor-key").textContent()) ?? "").replace(
    /\s/g,
    "",
  );
  await scripted.page.getByLabel("Code from the app").fill(appCode(key));
  await scripted.page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(scripted.page.getByTestId("recovery-codes")).toBeVisible();
  await scripted.context.close();

  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    storageState: { cookies: [], origins: [] },
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  await page.goto("/admin/account");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\?step=two-factor$/);
  await page.getByLabel("Code", { exact: true }).fill(appCode(key, 1));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  await context.close();
});
