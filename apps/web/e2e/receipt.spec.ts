import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { storedSubmissions } from "./support/submissions";

// Hydration waits for every script; on a loaded machine that takes a while.
test.describe.configure({ timeout: 120_000 });

test("the confirmation shows a receipt number and the answers, to print or save", async ({
  page,
}) => {
  await page.goto("/f/demo");
  await expect(page.locator("form.fw-public-form")).toHaveAttribute("data-hydrated", "", {
    timeout: 30_000,
  });
  const name = `Receipt <b>${Date.now()}</b>`;
  await page.getByLabel("Full name").fill(name);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("receipt@example.com");
  await page.getByLabel("Satisfied", { exact: true }).check();
  await page.getByLabel(/I agree/).check();
  await page.getByRole("button", { name: "Send feedback" }).click();
  await expect(page.getByTestId("confirmation")).toBeVisible();

  const stored = (await storedSubmissions(page, "demo")).find((s) => s.data.fullName === name);
  if (!stored) throw new Error("submission not stored");
  const receipt = (await page.getByTestId("receipt-number").textContent()) ?? "";
  expect(receipt).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/);
  expect(stored.id.replaceAll("-", "").toUpperCase().endsWith(receipt.replaceAll("-", ""))).toBe(
    true,
  );
  const answers = page.locator(".fw-receipt__answers");
  await expect(answers).toContainText(name); // as text: the markup is shown, not applied
  await expect(answers.locator("b")).toHaveCount(0);
  await expect(answers).toContainText("Satisfied");
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Save a copy of your answers" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`demo-${receipt}.txt`);
  const text = readFileSync((await download.path()) as string, "utf8");
  expect(text).toContain(`Receipt number: ${receipt}`);
  expect(text).toContain(`Reference: ${stored.id}`);
  expect(text).toContain(`Full name\n${name}`);
  expect(text).toContain("How satisfied are you?\nSatisfied");

  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByRole("button", { name: "Print your answers" }).focus();
  await page.keyboard.press("Enter");
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Print your answers" })).toBeHidden();
  await expect(page.locator(".fw-receipt__answers")).toBeVisible();
});
