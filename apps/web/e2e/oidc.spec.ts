import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type Page, test } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { startOidcProvider, type TestOidcProvider } from "../src/server/testing/oidc-provider";
import { expectNoAxeViolations } from "./support/axe";
import { E2E_PORT } from "./support/env";

// Single sign-on end to end: a real OpenID provider (oidc-provider, with its
// own development sign-in and consent pages) on a fixed loopback port, and a
// server of our own given its address, so the suite's servers keep only
// passwords (their specs press "Sign in", which this button's name contains).
test.describe.configure({ timeout: 180_000 });

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const PORT = E2E_PORT + 7;
const PROVIDER_PORT = E2E_PORT + 27;
const BASE = `http://127.0.0.1:${PORT}`;
const PROVIDER_NAME = "Test IdP";

let provider: TestOidcProvider;
let server: ChildProcess;

test.beforeAll(async () => {
  // A cold start of the built server on a loaded machine takes more than the default minute.
  test.setTimeout(180_000);
  provider = await startOidcProvider({
    port: PROVIDER_PORT,
    accounts: {
      ada: { email: "ada@sso.e2e.test", emailVerified: true },
      outsider: { email: "someone@elsewhere.e2e.test", emailVerified: true },
      grace: { email: "grace@sso.e2e.test", emailVerified: true },
    },
  });
  provider.allowRedirectUri(`${BASE}/api/auth/oidc/callback`);
  server = spawn("node", ["--enable-source-maps", path.join(root, "apps/web/dist/server.mjs")], {
    cwd: root,
    stdio: "ignore",
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "formwright-e2e-oidc-")),
      NEXT_TELEMETRY_DISABLED: "1",
      LOG_LEVEL: "warn",
      // An owner exists, so /admin shows the sign-in page rather than /setup.
      FORMWRIGHT_ADMIN_EMAIL: "owner@sso.e2e.test",
      FORMWRIGHT_ADMIN_PASSWORD: "e2e-owner-password",
      FORMWRIGHT_OIDC_ISSUER: provider.issuer,
      FORMWRIGHT_OIDC_CLIENT_ID: provider.clientId,
      FORMWRIGHT_OIDC_CLIENT_SECRET: provider.clientSecret,
      FORMWRIGHT_OIDC_NAME: PROVIDER_NAME,
      FORMWRIGHT_OIDC_ALLOWED_DOMAINS: "sso.e2e.test",
      FORMWRIGHT_OIDC_DEFAULT_ROLE: "editor",
    },
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    const up = await fetch(`${BASE}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error("the single sign-on server did not start");
    await new Promise((r) => setTimeout(r, 250));
  }
});

test.beforeEach(async ({ context }) => {
  // The provider's development pages import a web font: nothing leaves loopback.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
});

/** Through oidc-provider's development pages: any password for a known login, then consent. */
async function signInAtProvider(page: Page, login: string) {
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("any password");
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await page.locator('button[type="submit"]').click();
}

/** A GraphQL operation as the signed-in page's own user. */
async function asSignedIn(page: Page, query: string, variables: Record<string, unknown> = {}) {
  return page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch("/api/graphql", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query, variables }),
      });
      return ((await response.json()) as { data: Record<string, unknown> }).data;
    },
    { query, variables },
  );
}

/** The code an authenticator app shows for `key`, `ahead` steps of 30 s later. */
function appCode(key: string, ahead = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + ahead * 30_000 });
}

test.afterAll(async () => {
  server?.kill();
  await provider?.close();
});

test("signs in through the provider's sign-in and consent pages and lands in the admin", async ({
  page,
}) => {
  await page.goto(`${BASE}/admin`);
  const button = page.getByRole("button", { name: `Sign in with ${PROVIDER_NAME}` });
  await expect(button).toBeVisible();
  // Password sign-in stays on beside it.
  await expect(page.getByLabel("Password")).toBeVisible();
  await expectNoAxeViolations(page);

  await button.click();
  await signInAtProvider(page, "ada");

  await expect(page).toHaveURL(`${BASE}/admin`);
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  // A new account, made in the default role for the allowed domain.
  const me = await page.evaluate(async () => {
    const response = await fetch("/api/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ me { email role } }" }),
    });
    return ((await response.json()) as { data: { me: unknown } }).data.me;
  });
  expect(me).toEqual({ email: "ada@sso.e2e.test", role: "EDITOR" });
});

test("someone from a domain that is not allowed comes back to the sign-in page with the reason, by keyboard", async ({
  page,
}) => {
  await page.goto(`${BASE}/admin`);
  const button = page.getByRole("button", { name: `Sign in with ${PROVIDER_NAME}` });
  await button.focus();
  await page.keyboard.press("Space");
  await signInAtProvider(page, "outsider");
  await expect(page).toHaveURL(`${BASE}/admin?error=sso-domain-not-allowed`);
  await expect(page.getByRole("alert", { name: "There is a problem" })).toContainText(
    "accounts for its domain are not created by single sign-on",
  );
  await expect(page.getByRole("button", { name: "Sign out" })).toHaveCount(0);
  await expect(button).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a single sign-on of a user with two-factor sign-in asks for the code on the sign-in page, by keyboard", async ({
  page,
}) => {
  // The first single sign-on makes the account, in the workspace Default.
  await page.goto(`${BASE}/admin`);
  await page.getByRole("button", { name: `Sign in with ${PROVIDER_NAME}` }).click();
  await signInAtProvider(page, "grace");
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  expect(await asSignedIn(page, "{ workspaces { name } }")).toEqual({
    workspaces: [{ name: "Default" }],
  });
  // Two-factor sign-in on (the account page's own steps are two-factor.spec.ts's).
  const setUp = await asSignedIn(page, "mutation { startTwoFactorSetup { key } }");
  const key = (setUp.startTwoFactorSetup as { key: string }).key;
  const confirmed = await asSignedIn(
    page,
    "mutation($c: String!) { confirmTwoFactorSetup(code: $c) }",
    {
      c: appCode(key),
    },
  );
  expect(confirmed.confirmTwoFactorSetup).toHaveLength(10);
  await page.getByRole("button", { name: "Sign out" }).click();

  // Again through the provider: no session yet, the code step instead.
  const button = page.getByRole("button", { name: `Sign in with ${PROVIDER_NAME}` });
  await expect(button).toBeVisible();
  await button.focus();
  // Enter, which a link takes before the page's scripts run too (Space is the other test's).
  await page.keyboard.press("Enter");
  // The provider remembers this browser's sign-in there and may send it straight back.
  await page.waitForURL(
    (url) =>
      url.href === `${BASE}/admin?step=two-factor` ||
      url.href.startsWith(`${provider.issuer}/interaction/`),
  );
  if (page.url().startsWith(provider.issuer)) await signInAtProvider(page, "grace");
  await expect(page).toHaveURL(`${BASE}/admin?step=two-factor`);
  const code = page.getByLabel("Code", { exact: true });
  await expect(code).toBeFocused();
  await expect(page.getByRole("button", { name: "Sign out" })).toHaveCount(0);
  await expect(button).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A wrong code: the password sign-in's message, and the way back to the field.
  await page.keyboard.type(appCode(key, 1) === "000000" ? "111111" : "000000");
  await page.keyboard.press("Enter");
  const problem = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(problem).toBeFocused();
  await expect(problem).toContainText("The code is not right");
  await expectNoAxeViolations(page);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(code).toBeFocused();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(appCode(key, 1));
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(`${BASE}/admin`);
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  expect(await asSignedIn(page, "{ me { email } }")).toEqual({
    me: { email: "grace@sso.e2e.test" },
  });
});
