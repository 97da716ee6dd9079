import { expect, type Page, test } from "@playwright/test";
import { adminGraphQL, signIn } from "./support/auth";
import { expectNoAxeViolations, expectNoAxeViolationsWithoutScripts } from "./support/axe";
import { E2E_STRIPE_PORT } from "./support/env";
import { createTestForm, readDraft } from "./support/forms";
import { uniqueSlug } from "./support/publish-form";

// Issue 36: a form that takes a payment, through the local fake of Stripe the
// e2e server is started with (playwright.config.ts): its Checkout page has
// "Pay" (the signed webhook, then the success URL) and "Cancel".

const FAKE_CHECKOUT = new RegExp(`^http://127\\.0\\.0\\.1:${E2E_STRIPE_PORT}/pay/cs_test_\\w+$`);
const CONFIRMATION = "See you at the start line.";

const NAME = { type: "text", name: "runner", label: "Your name", required: true };
const FIXED_FEE = {
  type: "payment",
  name: "fee",
  label: "Entry fee",
  description: "Includes a T-shirt.",
  currency: "EUR",
  amount: 1500,
};

/** Publishes a payment form (through the admin API) and answers its public path. */
async function publishPaymentForm(
  page: Page,
  input: { prefix: string; blocks: unknown[]; variables?: unknown[] },
): Promise<string> {
  const slug = uniqueSlug(input.prefix);
  const created = await adminGraphQL<{ createForm: { id: string } }>(
    page,
    "mutation($d: JSON!) { createForm(document: $d) { id } }",
    {
      d: {
        slug,
        title: "Race entry",
        submitLabel: "Send",
        confirmation: { message: CONFIRMATION },
        blocks: input.blocks,
        ...(input.variables ? { variables: input.variables } : {}),
      },
    },
  );
  await adminGraphQL(page, "mutation($id: ID!) { publishForm(id: $id) { id } }", {
    id: created.createForm.id,
  });
  return `/f/${slug}`;
}

/** The submission id the payment page's address names. */
function submissionOf(page: Page): string {
  return new URL(page.url()).searchParams.get("submission") ?? "";
}

async function payOnFakeStripe(page: Page, amount: string) {
  await expect(page).toHaveURL(FAKE_CHECKOUT);
  await expect(page.getByTestId("fake-amount")).toHaveText(amount);
  await page.getByRole("button", { name: "Pay" }).click();
}

async function expectPaid(page: Page, amount: string) {
  await expect(page).toHaveURL(/\/payment\?submission=[\w-]+&result=success&session_id=cs_test_/);
  await expect(page.getByRole("heading", { level: 2, name: "Payment received" })).toBeVisible();
  await expect(page.getByTestId("payment-amount")).toHaveText(amount);
  await expect(page.getByTestId("confirmation")).toHaveText(CONFIRMATION);
  await expect(page.getByTestId("receipt-number")).toHaveText(
    /^[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/,
  );
}

test("with scripts: the payment block shows the fee; after Send, Stripe's page, Pay, the receipt; a refund says so", async ({
  page,
}) => {
  const path = await publishPaymentForm(page, { prefix: "pay-fixed", blocks: [NAME, FIXED_FEE] });
  await page.goto(path);
  const block = page.getByRole("region", { name: "Entry fee" });
  await expect(block.getByTestId("payment-amount")).toHaveText("€15.00");
  await expect(block).toContainText("Includes a T-shirt.");
  await expect(block).toContainText("You pay on Stripe's secure page after sending your answers.");
  await expect(page.locator("form[data-hydrated]")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Your name").fill("Ada");
  await page.getByRole("button", { name: "Send" }).click();
  await payOnFakeStripe(page, "15 EUR");
  await expectPaid(page, "€15.00");
  await expectNoAxeViolations(page);

  // The owner refunds it: the page says so.
  const submissionId = submissionOf(page);
  await adminGraphQL(page, "mutation($id: ID!) { refundPayment(submissionId: $id) { status } }", {
    id: submissionId,
  });
  await page.reload();
  await expect(page.getByRole("heading", { level: 2, name: "Payment refunded" })).toBeVisible();
  await expect(page.getByText("This payment was refunded in full.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Pay now" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Another form's page, or an unknown submission: not found.
  const unknown = await page.goto(
    `${path}/payment?submission=00000000-0000-4000-8000-000000000000&result=success`,
  );
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  const elsewhere = await page.goto(`/f/contact/payment?submission=${submissionId}`);
  expect(elsewhere?.status()).toBe(404);
});

test("390 px, keyboard: Cancel on Stripe's page, 'Not paid yet', 'Pay now' makes a new session, Pay, paid", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const path = await publishPaymentForm(page, { prefix: "pay-cancel", blocks: [NAME, FIXED_FEE] });
  await page.goto(path);
  await expect(page.locator("form[data-hydrated]")).toBeVisible();
  await page.getByLabel("Your name").fill("Grace");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page).toHaveURL(FAKE_CHECKOUT);
  const firstSession = page.url();
  await page.getByRole("button", { name: "Cancel" }).click();

  await expect(page).toHaveURL(/\/payment\?submission=[\w-]+&result=cancelled$/);
  await expect(page.getByRole("heading", { level: 2, name: "Not paid yet" })).toBeVisible();
  await expect(page.getByTestId("payment-amount")).toHaveText("€15.00");
  await expect(
    page.getByText("Your answers are saved, but the payment was not made."),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);

  // Keyboard only: Tab to "Pay now", Enter.
  const payNow = page.getByRole("button", { name: "Pay now" });
  for (let i = 0; i < 20 && !(await payNow.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(payNow).toBeFocused();
  await page.keyboard.press("Enter");
  // The session made before is still open: the respondent pays there, so never twice.
  await expect(page).toHaveURL(firstSession);
  await payOnFakeStripe(page, "15 EUR");
  await expectPaid(page, "€15.00");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("the page confirms the payment while Stripe's webhook is on its way, and shows the receipt once it came", async ({
  page,
  context,
}) => {
  const path = await publishPaymentForm(page, { prefix: "pay-wait", blocks: [NAME, FIXED_FEE] });
  await page.goto(path);
  await expect(page.locator("form[data-hydrated]")).toBeVisible();
  await page.getByLabel("Your name").fill("Linus");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page).toHaveURL(FAKE_CHECKOUT);
  const checkout = page.url();
  const slug = path.replace("/f/", "");
  const { submissions } = await adminGraphQL<{ submissions: { nodes: Array<{ id: string }> } }>(
    page,
    "query($s: String!) { submissions(formSlug: $s, first: 5) { nodes { id } } }",
    { s: slug },
  );
  const id = submissions.nodes[0]?.id ?? "";

  // Back from Stripe before its webhook: "Confirming your payment…", asking again by itself.
  await page.goto(`${path}/payment?submission=${id}&result=success`);
  await expect(
    page.getByRole("heading", { level: 2, name: "Confirming your payment…" }),
  ).toBeVisible();
  await expect(page.getByTestId("receipt-number")).toBeVisible();
  await expectNoAxeViolations(page);

  // Paid meanwhile (Stripe's page in another tab): the page shows the receipt without a click.
  const stripeTab = await context.newPage();
  await stripeTab.goto(checkout);
  await stripeTab.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Payment received" })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByTestId("confirmation")).toHaveText(CONFIRMATION);
});

test("the amount from a variable follows the answers as they are typed, announced politely", async ({
  page,
}) => {
  const path = await publishPaymentForm(page, {
    prefix: "pay-live",
    blocks: [
      { type: "number", name: "quantity", label: "Tickets", rules: { min: 0, max: 10 } },
      {
        type: "payment",
        name: "fee",
        label: "Tickets total",
        currency: "EUR",
        amountFrom: "total",
      },
    ],
    variables: [{ name: "total", expression: "quantity * 1200" }],
  });
  await page.goto(path);
  const amount = page.getByRole("region", { name: "Tickets total" }).getByTestId("payment-amount");
  await expect(amount).toHaveAttribute("aria-live", "polite");
  await expect(amount).toHaveText("The amount follows from your answers.");
  await expect(page.locator("form[data-hydrated]")).toBeVisible();
  await page.getByLabel("Tickets", { exact: true }).fill("3");
  await expect(amount).toHaveText("€36.00");
  await page.getByLabel("Tickets", { exact: true }).fill("2");
  await expect(amount).toHaveText("€24.00");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Send" }).click();
  await payOnFakeStripe(page, "24 EUR");
  await expectPaid(page, "€24.00");
});

test("the payment page is in the form's language: German", async ({ page }) => {
  const slug = uniqueSlug("pay-de");
  const created = await adminGraphQL<{ createForm: { id: string } }>(
    page,
    "mutation($d: JSON!) { createForm(document: $d) { id } }",
    {
      d: {
        slug,
        title: "Anmeldung",
        language: "de",
        submitLabel: "Senden",
        blocks: [
          { ...NAME, label: "Ihr Name" },
          { ...FIXED_FEE, label: "Startgebühr" },
        ],
      },
    },
  );
  await adminGraphQL(page, "mutation($id: ID!) { publishForm(id: $id) { id } }", {
    id: created.createForm.id,
  });
  await page.goto(`/f/${slug}`);
  const block = page.getByRole("region", { name: "Startgebühr" });
  await expect(block.getByTestId("payment-amount")).toHaveText("15,00\u00a0€");
  await expect(block).toContainText(
    "Nach dem Absenden bezahlen Sie auf der sicheren Seite von Stripe.",
  );
  await expect(page.locator("form[data-hydrated]")).toBeVisible();
  await page.getByLabel("Ihr Name").fill("Ada");
  await page.getByRole("button", { name: "Senden" }).click();
  await expect(page).toHaveURL(FAKE_CHECKOUT);
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Noch nicht bezahlt" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByTestId("payment-amount")).toHaveText("15,00\u00a0€");
  await expect(page.getByRole("button", { name: "Jetzt bezahlen" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the post goes on to Stripe's page; Cancel, 'Not paid yet', 'Pay now', Pay, the receipt", async ({
    page,
    browser,
  }) => {
    const path = await publishPaymentForm(page, {
      prefix: "pay-native",
      blocks: [
        NAME,
        { type: "number", name: "quantity", label: "Tickets", rules: { min: 1, max: 10 } },
        {
          type: "payment",
          name: "fee",
          label: "Tickets total",
          currency: "EUR",
          amountFrom: "total",
        },
      ],
      variables: [{ name: "total", expression: "quantity * 1200" }],
    });
    await page.goto(path);
    await expect(page.getByRole("region", { name: "Tickets total" })).toContainText(
      "You pay on Stripe's secure page after sending your answers.",
    );
    await expectNoAxeViolationsWithoutScripts(page, browser);
    await page.getByLabel("Your name").fill("Margaret");
    await page.getByLabel("Tickets", { exact: true }).fill("2");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page).toHaveURL(FAKE_CHECKOUT);
    await expect(page.getByTestId("fake-amount")).toHaveText("24 EUR");
    const firstSession = page.url();
    await page.getByRole("button", { name: "Cancel" }).click();
    // The session runs out meanwhile (Stripe's 24 hours): "Pay now" must make a new one.
    const expired = await page.request.post(
      `http://127.0.0.1:${E2E_STRIPE_PORT}/v1/checkout/sessions/${firstSession.split("/").pop()}/expire`,
      { headers: { authorization: "Bearer sk_test_formwright_fake" } },
    );
    expect(expired.ok()).toBe(true);

    await expect(page.getByRole("heading", { level: 2, name: "Not paid yet" })).toBeVisible();
    await expect(page.getByTestId("payment-amount")).toHaveText("€24.00");
    await expectNoAxeViolationsWithoutScripts(page, browser);
    await page.getByRole("button", { name: "Pay now" }).click();
    await expect(page).toHaveURL(FAKE_CHECKOUT);
    expect(page.url()).not.toBe(firstSession);
    await payOnFakeStripe(page, "24 EUR");
    await expectPaid(page, "€24.00");
    await expectNoAxeViolationsWithoutScripts(page, browser);
  });
});

test("an editor adds a payment block by keyboard, sets a fixed amount, and publishes", async ({
  page,
}) => {
  const { id } = await createTestForm(page, {
    slugPrefix: "pay-editor",
    title: "Payment in the editor",
    blocks: [{ type: "text", name: "runner", label: "Your name" }],
  });
  await signIn(page, undefined, `/admin/forms/${id}`);
  await expect(page.getByRole("button", { name: "Save", exact: true })).toBeEnabled();
  const addBlock = page.getByRole("button", { name: "Add block" }).last();
  await addBlock.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("combobox", { name: "Search block types" })).toBeFocused();
  await page.keyboard.type("payment");
  await expect(page.getByRole("listbox", { name: "Block types" }).getByRole("option")).toHaveText([
    /^Payment/,
  ]);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Block 2 of 2: Payment" })).toBeVisible();
  const amount = page.getByLabel("Amount (EUR)");
  await amount.focus();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("15.00");
  await page
    .getByRole("form", { name: /^Block / })
    .getByRole("textbox", { name: /^Label/ })
    .focus();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("Entry fee");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status", { name: "Save status" })).toHaveText("Published version 1");
  const { draft, publishedVersion } = await readDraft(page, id);
  expect(publishedVersion).toBe(1);
  expect(draft.blocks[1]).toMatchObject({
    type: "payment",
    label: "Entry fee",
    currency: "EUR",
    amount: 1500,
  });
});
