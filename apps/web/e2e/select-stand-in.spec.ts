import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";

// Issue 29: a select is a stand-in (react-select's closed control as plain elements) until
// first used. What only a browser shows: the hand-over moves nothing on the page, and the
// keyboard and the mouse meet react-select at once.

/** The demo form, hydrated. */
async function openDemo(page: Page) {
  await page.goto("/f/demo");
  await expect(page.locator("form.fw-public-form")).toHaveAttribute("data-hydrated", "", {
    timeout: 30_000,
  });
}

const box = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x, y, width, height };
  });

test("Tab into a select hands over to react-select without moving anything; the first ArrowDown opens it", async ({
  page,
}) => {
  await openDemo(page);
  const field = '.fw-field[data-field="country"]';
  await expect(page.locator(`${field} .fw-select--stand-in`)).toHaveCount(1);
  await expectNoAxeViolations(page);
  const before = await box(page, `${field} .fw-select__control`);
  const nextField = await box(page, '.fw-field[data-field="rating"]');

  await page.getByLabel("Age", { exact: true }).focus();
  await page.keyboard.press("Tab");
  const country = page.getByRole("combobox", { name: "Country" });
  await expect(country).toBeFocused();
  await expect(page.locator(`${field} .fw-select--stand-in`)).toHaveCount(0);
  await page.keyboard.press("Tab"); // leave it closed: the control's own size, unfocused
  await page.keyboard.press("Shift+Tab");
  await expect(country).toBeFocused();
  expect(await box(page, `${field} .fw-select__control`)).toEqual(before);
  expect(await box(page, '.fw-field[data-field="rating"]')).toEqual(nextField);

  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("listbox")).toBeVisible();
  await expect(country).toHaveAttribute("aria-expanded", "true");
  const firstOption = page.getByRole("option").first();
  const chosen = (await firstOption.textContent()) ?? "";
  await page.keyboard.press("Enter");
  await expect(page.locator(field)).toContainText(chosen);
  await expectNoAxeViolations(page);
});

test("a click on a select's stand-in opens react-select's menu, the focus in it", async ({
  page,
}) => {
  await openDemo(page);
  await page.locator('.fw-field[data-field="topics"] .fw-select__control').click();
  await expect(page.getByRole("listbox")).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Topics you care about" })).toBeFocused();
  await page.getByRole("option").first().click();
  await expect(page.locator('.fw-field[data-field="topics"] .fw-select__multi-value')).toHaveCount(
    1,
  );
});
