import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { storedSubmissions } from "./support/submissions";

// Hydration waits for every script; on a loaded machine that takes a while.
test.describe.configure({ timeout: 120_000 });

const savedKeys = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith("formwright:answers:demo:")),
  );

async function openDemo(page: Page) {
  await page.goto("/f/demo");
  await expect(page.locator("form.fw-public-form")).toHaveAttribute("data-hydrated", "", {
    timeout: 30_000,
  });
}

test("answers come back after a reload, with a notice and a way to start over", async ({
  page,
}) => {
  await openDemo(page);
  await page.getByLabel("Full name").fill("Restored Ada");
  await page.getByLabel("Satisfied", { exact: true }).check();
  await page.getByLabel("Live preview").check();
  await expect.poll(() => savedKeys(page)).toHaveLength(1);

  await page.reload();
  await expect(page.locator("form.fw-public-form")).toHaveAttribute("data-hydrated", "", {
    timeout: 30_000,
  });
  await expect(
    page.getByRole("status").filter({ hasText: "We restored your answers" }),
  ).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue("Restored Ada");
  await expect(page.getByLabel("Satisfied", { exact: true })).toBeChecked();
  await expect(page.getByLabel("Live preview")).toBeChecked();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Start over" }).click();
  await expect(page.getByLabel("Full name")).toHaveValue("");
  await expect(page.getByLabel("Full name")).toBeFocused();
  await expect(page.getByLabel("Satisfied", { exact: true })).not.toBeChecked();
  await expect(
    page.getByRole("status").filter({ hasText: "Your answers were cleared." }),
  ).toBeVisible();
  await expect.poll(() => savedKeys(page)).toHaveLength(0);
  await page.reload();
  await expect(page.locator("form.fw-public-form")).toHaveAttribute("data-hydrated", "", {
    timeout: 30_000,
  });
  await expect(page.getByLabel("Full name")).toHaveValue("");
  await expect(page.getByText("We restored your answers")).toHaveCount(0);
});

test("a successful submit forgets the saved answers", async ({ page }) => {
  await openDemo(page);
  const name = `Restore then send ${Date.now()}`;
  await page.getByLabel("Full name").fill(name);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("r@example.com");
  await expect.poll(() => savedKeys(page)).toHaveLength(1);
  await page.reload();
  await expect(page.getByLabel("Full name")).toHaveValue(name);
  await page.getByLabel("Satisfied", { exact: true }).check();
  await page.getByLabel(/I agree/).check();
  await page.getByRole("button", { name: "Send feedback" }).click();
  await expect(page.getByTestId("confirmation")).toBeVisible();
  expect(await savedKeys(page)).toHaveLength(0);
  expect(
    (await storedSubmissions(page, "demo")).filter((s) => s.data.fullName === name),
  ).toHaveLength(1);
  await page.goto("/f/demo");
  await expect(page.locator("form.fw-public-form")).toHaveAttribute("data-hydrated", "", {
    timeout: 30_000,
  });
  await expect(page.getByLabel("Full name")).toHaveValue("");
});
