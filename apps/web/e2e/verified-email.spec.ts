import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { type SmtpSink, startSmtpSink } from "../src/server/testing/smtp-sink";
import { expectNoAxeViolations, expectNoAxeViolationsWithoutScripts } from "./support/axe";
import { E2E_PORT } from "./support/env";

// The suite's servers have no mail (their specs say so): this one starts its own
// built server, with mail going to a real SMTP server on loopback that keeps the code.
test.describe.configure({ timeout: 180_000 });

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const PORT = E2E_PORT + 5;
const BASE = `http://127.0.0.1:${PORT}`;
const TOKEN = "e2e-verify-admin-token-at-least-32-characters";

let sink: SmtpSink;
let server: ChildProcess;

async function gql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${BASE}/api/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${TOKEN}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

test.beforeAll(async () => {
  sink = await startSmtpSink();
  server = spawn("node", ["--enable-source-maps", path.join(root, "apps/web/dist/server.mjs")], {
    cwd: root,
    stdio: "ignore",
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "formwright-e2e-verify-")),
      NEXT_TELEMETRY_DISABLED: "1",
      LOG_LEVEL: "warn",
      FORMWRIGHT_MIN_FILL_MS: "0",
      FORMWRIGHT_ADMIN_TOKEN: TOKEN,
      FORMWRIGHT_SMTP_URL: sink.url,
      FORMWRIGHT_MAIL_FROM: "Formwright <forms@e2e.test>",
      FORMWRIGHT_PUBLIC_URL: BASE,
      FORMWRIGHT_OUTBOX_POLL_MS: "100",
    },
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    const up = await fetch(`${BASE}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error("the verified-email server did not start");
    await new Promise((r) => setTimeout(r, 250));
  }
});

test.afterAll(async () => {
  server?.kill();
  await sink?.close();
});

test("a respondent confirms their address with the mailed code by keyboard on a 390 px phone, and the submission records it", async ({
  browser,
}) => {
  const slug = `verified-${Date.now().toString(36)}`;
  const created = await gql<{ createForm: { id: string } }>(
    "mutation($d: JSON!) { createForm(document: $d) { id } }",
    {
      d: {
        slug,
        title: "Verified sign-up",
        submitLabel: "Sign up",
        blocks: [
          { type: "text", name: "name", label: "Name", required: true },
          {
            type: "text",
            name: "email",
            label: "Email",
            inputType: "email",
            required: true,
            verify: true,
          },
        ],
      },
    },
  );
  await gql("mutation($id: ID!) { publishForm(id: $id) { id } }", { id: created.createForm.id });

  const context = await browser.newContext({
    baseURL: BASE,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto(`/f/${slug}`);
  await expect(page.locator("form.fw-public-form")).toHaveAttribute("data-hydrated", "", {
    timeout: 30_000,
  });
  await page.getByLabel("Name").fill("Ada");
  await page.getByLabel("Name").press("Tab");
  await page.keyboard.type("Ada@Example.com");

  // Sending without the code is refused at the field, by name.
  await page.getByRole("button", { name: "Sign up" }).press("Enter");
  await expect(page.locator('[data-error-for="email"]')).toContainText(
    "Email: confirm this address with the code we email you before sending",
  );

  const send = page.getByRole("button", { name: "Send code" });
  await send.focus();
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("status").filter({ hasText: "We sent a 6-digit code" }),
  ).toBeVisible();
  const [mail] = await sink.waitFor(1);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? "")?.[1] ?? "";
  expect(code).toMatch(/^\d{6}$/);

  // Focus is in the code box; a wrong code is announced, then the right one confirms.
  const box = page.getByLabel("Code from the email");
  await expect(box).toBeFocused();
  await page.keyboard.type(code === "111111" ? "222222" : "111111");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: "4 tries left" })).toBeVisible();
  // The wrong code is selected: typing the right one replaces it.
  await page.keyboard.type(code);
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("status").filter({ hasText: "ada@example.com is confirmed." }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByRole("button", { name: "Sign up" }).press("Enter");
  await expect(page.getByTestId("confirmation")).toBeVisible();
  const stored = await gql<{ submissions: { nodes: Array<{ verifiedEmail: string | null }> } }>(
    "query($slug: String!) { submissions(formSlug: $slug) { nodes { verifiedEmail } } }",
    { slug },
  );
  expect(stored.submissions.nodes).toEqual([{ verifiedEmail: "ada@example.com" }]);
  await context.close();
});

test("without scripts the page says the address cannot be confirmed, and the post is kept for review, never lost", async ({
  browser,
}) => {
  const slug = `verified-plain-${Date.now().toString(36)}`;
  const created = await gql<{ createForm: { id: string } }>(
    "mutation($d: JSON!) { createForm(document: $d) { id } }",
    {
      d: {
        slug,
        title: "Verified sign-up",
        submitLabel: "Sign up",
        blocks: [
          { type: "text", name: "name", label: "Name", required: true },
          {
            type: "text",
            name: "email",
            label: "Email",
            inputType: "email",
            required: true,
            verify: true,
          },
        ],
      },
    },
  );
  await gql("mutation($id: ID!) { publishForm(id: $id) { id } }", { id: created.createForm.id });

  const context = await browser.newContext({
    baseURL: BASE,
    viewport: { width: 390, height: 844 },
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  await page.goto(`/f/${slug}`);
  // The field says why (its <noscript>, which a browser without scripts shows; this
  // one, scripts turned off by the test, keeps it as text: read from the page).
  expect(await page.content()).toContain(
    "Without JavaScript this address cannot be confirmed: your answers are kept",
  );
  // Nothing of the code step that needs scripts is offered.
  await expect(page.getByRole("button", { name: "Send code" })).toBeHidden();
  await expectNoAxeViolationsWithoutScripts(page, browser);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByLabel("Name").focus();
  await page.keyboard.type("Grace");
  await page.keyboard.press("Tab");
  await page.keyboard.type("grace@example.com");
  await page.keyboard.press("Enter");
  await expect(page.getByText(/Thank you/).first()).toBeVisible();

  const kept = await gql<{
    submissions: { nodes: unknown[] };
    spamSubmissions: Array<{ reason: string; data: Record<string, unknown> }>;
  }>(
    "query($slug: String!) { submissions(formSlug: $slug) { nodes { id } } spamSubmissions(formSlug: $slug) { reason data } }",
    { slug },
  );
  expect(kept.submissions.nodes).toEqual([]);
  expect(kept.spamSubmissions).toEqual([
    { reason: "unverified-email", data: { name: "Grace", email: "grace@example.com" } },
  ]);
  await context.close();
});
