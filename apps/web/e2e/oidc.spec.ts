import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type Page, test } from "@playwright/test";
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
