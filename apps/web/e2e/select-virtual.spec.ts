import { SELECT_MENU_MAX_HEIGHT, SELECT_PAGE_SIZE } from "@formwright/core";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { publishTestForm } from "./support/publish-form";

const COUNT = 10_000;
const places = Array.from({ length: COUNT }, (_, i) => ({
  label: `Place ${i + 1}`,
  value: `p${i + 1}`,
}));

/** A published form with one select of 10,000 options; returns its path. */
function publishBigSelect(page: Page, extra: Record<string, unknown> = {}): Promise<string> {
  return publishTestForm(page, {
    prefix: "big-select",
    blocks: [{ type: "select", name: "place", label: "Place", options: places, ...extra }],
  });
}

/** Opens the select by keyboard, retrying until the page has hydrated. */
async function openMenu(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  const input = page.getByRole("combobox", { name: "Place" });
  await expect(async () => {
    await input.focus();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("listbox")).toBeVisible({ timeout: 1_000 });
  }).toPass();
  return input;
}

/** The element aria-activedescendant names: it must exist. */
function activeOption(page: Page, input: Locator): Promise<Locator> {
  return input.getAttribute("aria-activedescendant").then((id) => {
    expect(id, "aria-activedescendant").toBeTruthy();
    return page.locator(`[id="${id}"]`);
  });
}

/** Whether the option lies wholly inside the visible part of the menu list. */
async function isInView(page: Page, option: Locator): Promise<boolean> {
  const list = await page.locator(".fw-select__menu-list").boundingBox();
  const box = await option.boundingBox();
  return Boolean(
    list && box && box.y >= list.y - 1 && box.y + box.height <= list.y + list.height + 1,
  );
}

test.describe("select with 10,000 options (virtual menu list)", () => {
  test("renders only the options in view, in a menu of at most 300 px", async ({ page }) => {
    await openMenu(page, await publishBigSelect(page));
    const count = await page.getByRole("option").count();
    expect(count).toBeGreaterThan(5);
    expect(count).toBeLessThan(60);
    const menu = await page.locator(".fw-select__menu").boundingBox();
    expect(menu?.height).toBeLessThanOrEqual(SELECT_MENU_MAX_HEIGHT);
    const list = page.locator(".fw-select__menu-list");
    expect(await list.evaluate((el) => el.scrollHeight)).toBeGreaterThan(COUNT * 40);
  });

  test("PageDown and PageUp move by 5 past the rendered rows, keep the focused option in view, and clamp", async ({
    page,
  }) => {
    const input = await openMenu(page, await publishBigSelect(page));
    await expect(await activeOption(page, input)).toHaveText("Place 1");
    for (let press = 1; press <= 60; press++) {
      await page.keyboard.press("PageDown");
      const option = await activeOption(page, input);
      await expect(option).toHaveText(`Place ${1 + press * SELECT_PAGE_SIZE}`);
      expect(await isInView(page, option), `Place ${1 + press * SELECT_PAGE_SIZE} in view`).toBe(
        true,
      );
    }
    await page.keyboard.press("PageUp");
    await expect(await activeOption(page, input)).toHaveText(`Place ${1 + 59 * SELECT_PAGE_SIZE}`);
    await page.keyboard.press("End");
    await expect(await activeOption(page, input)).toHaveText(`Place ${COUNT}`);
    await page.keyboard.press("PageDown");
    await expect(await activeOption(page, input)).toHaveText(`Place ${COUNT}`);
    expect(await isInView(page, await activeOption(page, input))).toBe(true);
    await page.keyboard.press("PageUp");
    await expect(await activeOption(page, input)).toHaveText(`Place ${COUNT - SELECT_PAGE_SIZE}`);
    await page.keyboard.press("Home");
    await page.keyboard.press("PageUp");
    await expect(await activeOption(page, input)).toHaveText("Place 1");
  });

  test("Enter picks the focused option far down, and reopening shows it in view", async ({
    page,
  }) => {
    const input = await openMenu(page, await publishBigSelect(page));
    for (let press = 0; press < 200; press++) await page.keyboard.press("PageDown");
    await page.keyboard.press("Enter");
    await expect(page.locator('input[type="hidden"][name="place"]')).toHaveValue("p1001");
    await page.keyboard.press("ArrowDown");
    const option = await activeOption(page, input);
    await expect(option).toHaveText("Place 1001");
    expect(await isInView(page, option)).toBe(true);
  });

  test("typing filters all 10,000 options", async ({ page }) => {
    const input = await openMenu(page, await publishBigSelect(page));
    await page.keyboard.type("place 999");
    await expect(page.getByRole("option")).toHaveText([
      "Place 999",
      ...Array.from({ length: 10 }, (_, i) => `Place ${9990 + i}`),
    ]);
    await page.keyboard.press("End");
    await page.keyboard.press("Enter");
    await expect(input).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator('input[type="hidden"][name="place"]')).toHaveValue("p9999");
  });

  test("a creatable select offers to create, last, after thousands of matches", async ({
    page,
  }) => {
    const input = await openMenu(page, await publishBigSelect(page, { creatable: true }));
    await page.keyboard.type("lace 1");
    await page.keyboard.press("End");
    await expect(await activeOption(page, input)).toHaveText('Create "lace 1"');
    await page.keyboard.press("Enter");
    await expect(page.locator('input[type="hidden"][name="place"]')).toHaveValue("lace 1");
  });

  test("a mouse wheel scroll renders the options scrolled to", async ({ page }) => {
    await openMenu(page, await publishBigSelect(page));
    const list = page.locator(".fw-select__menu-list");
    await list.hover();
    await page.mouse.wheel(0, 5_000);
    await expect.poll(() => list.evaluate((el) => el.scrollTop)).toBeGreaterThan(4_000);
    // Every option in view is one of those scrolled to (about the 110th onwards).
    await expect
      .poll(async () => {
        const shown: number[] = [];
        for (const option of await page.getByRole("option").all()) {
          if (await isInView(page, option))
            shown.push(Number((await option.textContent())?.slice(6)));
        }
        return shown.length > 3 && shown.every((n) => n > 100 && n < 130);
      })
      .toBe(true);
  });

  test("axe finds no violations with the long menu open", async ({ page }) => {
    await openMenu(page, await publishBigSelect(page));
    await page.keyboard.press("PageDown");
    await expectNoAxeViolations(page);
  });
});
