import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { type FakeStripe, startFakeStripe } from "../src/server/testing/fake-stripe";
import { signIn } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { E2E_PORT } from "./support/env";

// Issue 36 §4, the owners' side of payments. The suite's servers take no
// payments: this spec starts its own built server, with Stripe's API a local
// fake (FORMWRIGHT_STRIPE_API_BASE) whose signed events it delivers itself.
test.describe.configure({ timeout: 180_000 });

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const PORT = E2E_PORT + 23;
const BASE = `http://127.0.0.1:${PORT}`;
const TOKEN = "e2e-payments-admin-token-at-least-32-characters";
const OWNER = { email: "payments-owner@e2e.test", password: "e2e-payments-owner-password" };

let stripe: FakeStripe;
let server: ChildProcess;
let formId: string;
const ids: Record<string, string> = {};

async function gql<T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await fetch(`${BASE}/api/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${TOKEN}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** Delivers Stripe's signed event to the server's webhook, as Stripe would. */
async function deliver(event: ReturnType<FakeStripe["pay"]>): Promise<void> {
  const { body, signature } = stripe.sign(event);
  const response = await fetch(`${BASE}/api/payments/stripe/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    body,
  });
  expect(response.status).toBe(200);
}

test.beforeAll(async () => {
  stripe = await startFakeStripe();
  server = spawn("node", ["--enable-source-maps", path.join(root, "apps/web/dist/server.mjs")], {
    cwd: root,
    stdio: "ignore",
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "formwright-e2e-payments-owners-")),
      NEXT_TELEMETRY_DISABLED: "1",
      LOG_LEVEL: "warn",
      FORMWRIGHT_MIN_FILL_MS: "0",
      FORMWRIGHT_ADMIN_TOKEN: TOKEN,
      FORMWRIGHT_ADMIN_EMAIL: OWNER.email,
      FORMWRIGHT_ADMIN_PASSWORD: OWNER.password,
      FORMWRIGHT_PUBLIC_URL: BASE,
      FORMWRIGHT_STRIPE_SECRET_KEY: stripe.secretKey,
      FORMWRIGHT_STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      FORMWRIGHT_STRIPE_API_BASE: stripe.url,
    },
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    const up = await fetch(`${BASE}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error("the payments server did not start");
    await new Promise((r) => setTimeout(r, 250));
  }

  const slug = `race-${Date.now().toString(36)}`;
  formId = (
    await gql<{ createForm: { id: string } }>(
      "mutation($d: JSON!) { createForm(document: $d) { id } }",
      {
        d: {
          slug,
          title: "Spring race",
          blocks: [
            { type: "text", name: "name", label: "Name", required: true },
            { type: "number", name: "tickets", label: "Tickets", required: true },
            {
              type: "payment",
              name: "fee",
              label: "Entry fee",
              currency: "EUR",
              amountFrom: "total",
            },
          ],
          variables: [{ name: "total", expression: "tickets * 1500" }],
        },
      },
    )
  ).createForm.id;
  await gql("mutation($id: ID!) { publishForm(id: $id) { id } }", { id: formId });
  // Ada paid 30.00, Bo has not paid 15.00 yet, Cy's session for 45.00 ran out.
  for (const [name, tickets] of [
    ["Ada", 2],
    ["Bo", 1],
    ["Cy", 3],
  ] as const) {
    const sent = await gql<{ submitForm: { submissionId: string } }>(
      "mutation($s: String!, $d: JSON!, $k: String!) { submitForm(slug: $s, data: $d, idempotencyKey: $k) { submissionId } }",
      { s: slug, d: { name, tickets }, k: `${slug}-${name}` },
    );
    ids[name] = sent.submitForm.submissionId;
  }
  const sessionOf = (name: string) => stripe.sessionsOf(ids[name] ?? "")[0]?.id ?? "";
  await deliver(stripe.pay(sessionOf("Ada")));
  await deliver(stripe.expire(sessionOf("Cy")));
});

test.afterAll(async () => {
  server?.kill();
  await stripe?.close();
});

test("an owner sees the payments, filters the unpaid and refunds one by keyboard on a 390 px phone", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: BASE });
  const page = await context.newPage();
  // Signed in wide (on a phone "Sign out", which says it worked, is behind the menu).
  await signIn(page, OWNER);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/forms/${formId}/submissions`);

  // The sums, and a Payment column read from each card.
  await expect(page.locator(".fw-submissions__payment-line")).toHaveText(
    "Payments: Paid: €30.00 (1 payment) · Unpaid: 2",
  );
  // On a phone the rows are cards (the table's roles may go with its layout): found by class.
  const table = page.locator(".fw-submissions-table");
  await expect(table.locator('td[data-label="Payment"]')).toHaveText([
    "Expired €45.00",
    "Pending €15.00",
    "Paid €30.00",
  ]);
  await expect(page.getByRole("figure", { name: "Payments" })).toContainText(
    "Paid: €30.00 in 1 of 3 payments.",
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);

  // The unpaid: pending or expired.
  await page.getByRole("combobox", { name: "Payment" }).selectOption("UNPAID");
  await expect(page.getByText("2 unpaid submissions")).toBeVisible();
  await expect(table.locator('td[data-label="Payment"]')).toHaveText([
    "Expired €45.00",
    "Pending €15.00",
  ]);
  await page.getByRole("combobox", { name: "Payment" }).selectOption("PAID");
  await expect(page.getByText("1 paid submission")).toBeVisible();

  // Ada's details: the payment, and Refund behind a confirmation naming the amount.
  await table.getByRole("button", { name: /^View/ }).press("Enter");
  const details = page.getByRole("dialog", { name: "Submission" });
  const payment = details.getByRole("region", { name: "Payment" });
  await expect(payment).toContainText("Paid");
  await expect(payment).toContainText("€30.00");
  await expect(payment).toContainText(/pi_test_/);
  const refund = payment.getByRole("button", { name: "Refund" });
  await refund.focus();
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("dialog", { name: /^Refund €30\.00 to the respondent/ });
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectNoAxeViolations(page);
  // Escape cancels: nothing refunded, focus back on Refund.
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await expect(refund).toBeFocused();
  expect(stripe.requests.filter((r) => r.path === "/v1/refunds")).toHaveLength(0);

  await page.keyboard.press("Enter");
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(confirm.getByRole("button", { name: "Refund" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(confirm).toBeHidden();
  await expect(payment.getByRole("status")).toHaveText("Refunded €30.00.");
  await expect(payment.getByRole("heading", { name: "Payment" })).toBeFocused();
  await expect(payment.getByRole("button", { name: "Refund" })).toHaveCount(0);
  await expect(payment).toContainText("Refunded at");
  expect(stripe.requests.filter((r) => r.path === "/v1/refunds")).toHaveLength(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();
  await expect(page.locator(".fw-submissions__payment-line")).toHaveText(
    "Payments: Paid: €0.00 (0 payments) · Unpaid: 2 · Refunded: €30.00 (1 payment)",
  );

  // The CSV ends with the payment's status, amount and currency.
  const csv = await page.request.get(`/api/forms/${formId}/submissions.csv`);
  const lines = (await csv.text())
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(lines[0]?.endsWith(",fee: status,fee: amount,fee: currency")).toBe(true);
  expect(lines.slice(1).map((line) => line.split(",").slice(-3).join(","))).toEqual([
    "refunded,30.00,EUR",
    "pending,15.00,EUR",
    "expired,45.00,EUR",
  ]);
  await context.close();
});
