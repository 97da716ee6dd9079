import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { holdScripts } from "./support/hold-scripts";
import { storedSubmissions } from "./support/submissions";

// Hydration waits for every script; on a loaded machine that takes a while.
test.describe.configure({ timeout: 120_000 });

test("what is typed, ticked and chosen before the scripts run is submitted", async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto("/f/demo", { waitUntil: "commit" });
  const form = page.locator("form.fw-public-form");
  await expect(page.getByRole("button", { name: "Send feedback" })).toBeVisible();
  await expect(form).not.toHaveAttribute("data-hydrated");

  const name = `Early ${Date.now()}`;
  await page.getByLabel("Full name").fill(name);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("early@example.com");
  await page.getByLabel("Age", { exact: true }).fill("41.50");
  await page.getByRole("combobox", { name: "Country" }).fill("Japan");
  await page.getByLabel("Satisfied", { exact: true }).check();
  await page.getByLabel("Form editor").check();
  await page.getByLabel("Anything else?").fill("Typed on a slow connection.");
  await page.getByLabel(/I agree/).check();

  await scripts.release();
  await expect(form).toHaveAttribute("data-hydrated", "", { timeout: 30_000 });
  await expect(page.getByLabel("Full name")).toHaveValue(name);
  await expect(page.getByLabel("Age", { exact: true })).toHaveValue("41.50");
  await expect(page.locator(".fw-field").filter({ hasText: "Country" })).toContainText("Japan");
  await page.getByRole("button", { name: "Send feedback" }).click();

  await expect(page.getByTestId("confirmation")).toBeVisible();
  await expect(page.getByText(/is required/)).toHaveCount(0);
  const stored = (await storedSubmissions(page, "demo")).find((s) => s.data.fullName === name);
  expect(stored?.data).toEqual({
    fullName: name,
    email: "early@example.com",
    age: 41.5,
    country: "jp",
    rating: "4",
    features: ["editor"],
    comments: "Typed on a slow connection.",
    consent: true,
  });
});

test("text typed into a select before the scripts run stays as its search text", async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  await page.goto("/f/demo", { waitUntil: "commit" });
  const country = page.getByRole("combobox", { name: "Country" });
  await country.fill("Jap");
  await scripts.release();
  await expect(page.locator("form.fw-public-form")).toHaveAttribute("data-hydrated", "", {
    timeout: 30_000,
  });
  await expect(country).toHaveValue("Jap");
  await expect(page.getByRole("option", { name: "Japan" })).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator(".fw-field").filter({ hasText: "Country" })).toContainText("Japan");
  await expectNoAxeViolations(page);
});
