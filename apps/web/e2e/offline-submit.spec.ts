import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { storedSubmissions } from "./support/submissions";

// Hydration waits for every script; on a loaded machine that takes a while.
test.describe.configure({ timeout: 120_000 });

const OFFLINE_NOTICE =
  "You are offline. Your answers are saved on this device and will be sent when you are back online.";

async function fillDemo(page: Page, name: string) {
  await page.goto("/f/demo");
  await expect(page.locator("form.fw-public-form")).toHaveAttribute("data-hydrated", "", {
    timeout: 30_000,
  });
  await page.getByLabel("Full name").fill(name);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("offline@example.com");
  await page.getByLabel("Satisfied", { exact: true }).check();
  await page.getByLabel(/I agree/).check();
}

test("a submit without a connection is sent once the connection returns, and stored once", async ({
  page,
  context,
}) => {
  const name = `Offline queue ${Date.now()}`;
  await fillDemo(page, name);
  await context.setOffline(true);
  await page.getByRole("button", { name: "Send feedback" }).click();
  await expect(page.getByRole("status").filter({ hasText: OFFLINE_NOTICE })).toBeVisible();
  await expectNoAxeViolations(page);
  const outbox = await page.evaluate(() => localStorage.getItem("formwright:outbox:demo"));
  expect(outbox).toContain(name);

  await context.setOffline(false);
  await expect(page.getByTestId("confirmation")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("formwright:outbox:demo"))).toBeNull();
  expect(
    (await storedSubmissions(page, "demo")).filter((s) => s.data.fullName === name),
  ).toHaveLength(1);
});

test("a submit kept offline in a tab that was closed is sent on the next visit, once", async ({
  page,
  context,
}) => {
  const name = `Offline closed ${Date.now()}`;
  await fillDemo(page, name);
  await context.setOffline(true);
  await page.getByRole("button", { name: "Send feedback" }).click();
  await expect(page.getByRole("status").filter({ hasText: OFFLINE_NOTICE })).toBeVisible();
  await page.close();

  await context.setOffline(false);
  const again = await context.newPage();
  await again.goto("/f/demo");
  await expect(again.getByTestId("confirmation")).toBeVisible();
  await expect(again.getByTestId("receipt-number")).toBeVisible();
  expect(await again.evaluate(() => localStorage.getItem("formwright:outbox:demo"))).toBeNull();
  // A further visit finds nothing to send: a fresh form.
  await again.reload();
  await expect(again.locator("form.fw-public-form")).toHaveAttribute("data-hydrated", "", {
    timeout: 30_000,
  });
  await expect(again.getByLabel("Full name")).toHaveValue("");
  expect(
    (await storedSubmissions(again, "demo")).filter((s) => s.data.fullName === name),
  ).toHaveLength(1);
});
