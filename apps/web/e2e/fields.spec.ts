import {
  ERROR_SUMMARY_TITLE,
  FIELD_BREAKPOINTS,
  messages,
  SELECT_MENU_MAX_HEIGHT,
  SELECT_MENU_MIN_HEIGHT,
  SELECT_PAGE_SIZE,
  TOUCH_DRAG_THRESHOLD_PX,
} from "@formwright/core";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";

/** Every required field of the gallery: name and label. */
const REQUIRED = [
  ["fullName", "Full name"],
  ["email", "Email"],
  ["address.city", "Town or city"],
  ["country", "Country"],
  ["guests", "Number of guests"],
  ["topics", "Topics you are interested in"],
  ["contact", "How should we contact you?"],
  ["facilities", "Facilities you will use"],
  ["reason", "Reason for your visit"],
  ["terms", "I accept the terms and conditions"],
] as const;

function fieldId(name: string): string {
  return `field-${name.replace(/[^A-Za-z0-9_-]/g, "-")}`;
}

async function openGallery(page: Page) {
  await page.goto("/demo/fields");
  // The page has more than one form (grids, uploads); the gallery's is the first.
  await expect(page.locator('form[data-hydrated][aria-label="Field gallery form"]')).toBeVisible();
}

/** The frame of a field (label, input, error), found by the field's name. */
function field(page: Page, name: string): Locator {
  return page.locator(`.fw-field[data-field="${name}"]`);
}

function errorOf(page: Page, name: string): Locator {
  return page.locator(`[data-error-for="${name}"]`);
}

/** The text of the option react-select has focused (its aria-activedescendant). */
async function focusedOption(page: Page, input: Locator): Promise<string> {
  const id = await input.getAttribute("aria-activedescendant");
  if (!id) return "(none)";
  return (await page.locator(`[id="${id}"]`).textContent()) ?? "(none)";
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("element has no box");
  return found;
}

/** Presses Tab until the target has focus (keyboard only), failing if it never gets there. */
async function tabTo(page: Page, target: Locator, maxPresses = 80) {
  for (let press = 0; press < maxPresses; press++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target}`);
}

test.describe("select keyboard", () => {
  test("PageDown and PageUp move the focused option by the page size and clamp at the ends", async ({
    page,
  }) => {
    await openGallery(page);
    const country = page.getByRole("combobox", { name: "Country" });
    await country.focus();
    await page.keyboard.press("ArrowDown");
    const options = await page.getByRole("option").allTextContents();
    expect(options.length).toBeGreaterThanOrEqual(30);
    const last = options.length - 1;

    expect(await focusedOption(page, country)).toBe(options[0]);
    await page.keyboard.press("PageDown");
    expect(await focusedOption(page, country)).toBe(options[SELECT_PAGE_SIZE]);
    await page.keyboard.press("PageDown");
    expect(await focusedOption(page, country)).toBe(options[2 * SELECT_PAGE_SIZE]);

    // Walk down to the end: the last press lands on the last option, not past it.
    let index = 2 * SELECT_PAGE_SIZE;
    while (index < last) {
      await page.keyboard.press("PageDown");
      index = Math.min(index + SELECT_PAGE_SIZE, last);
      expect(await focusedOption(page, country)).toBe(options[index]);
    }
    await page.keyboard.press("PageDown");
    expect(await focusedOption(page, country)).toBe(options[last]);

    await page.keyboard.press("PageUp");
    expect(await focusedOption(page, country)).toBe(options[last - SELECT_PAGE_SIZE]);
    index = last - SELECT_PAGE_SIZE;
    while (index > 0) {
      await page.keyboard.press("PageUp");
      index = Math.max(index - SELECT_PAGE_SIZE, 0);
      expect(await focusedOption(page, country)).toBe(options[index]);
    }
    await page.keyboard.press("PageUp");
    expect(await focusedOption(page, country)).toBe(options[0]);
  });
});

test.describe("select menu height", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the open menu is at most 300 px tall", async ({ page }) => {
    await openGallery(page);
    const country = page.getByRole("combobox", { name: "Country" });
    await country.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, 0));
    await country.focus();
    await page.keyboard.press("ArrowDown");
    const menu = field(page, "country").locator(".fw-select__menu");
    await expect(menu).toBeVisible();
    const { height } = await box(menu);
    expect(height).toBeLessThanOrEqual(SELECT_MENU_MAX_HEIGHT);
    // Forty options need more room than that: the menu is at its maximum and scrolls.
    expect(height).toBeGreaterThan(SELECT_MENU_MAX_HEIGHT - 1);
    const list = menu.locator(".fw-select__menu-list");
    expect(await list.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  });

  test("the open menu covers the fields after it, and its options take the clicks", async ({
    page,
  }) => {
    await openGallery(page);
    const country = page.getByRole("combobox", { name: "Country" });
    await country.focus();
    await page.keyboard.press("ArrowDown");
    const menu = field(page, "country").locator(".fw-select__menu");
    await expect(menu).toBeVisible();
    const { x, y, width, height } = await box(menu);
    // Points across the menu, which lies over the fields below the select: each hits the menu.
    for (const fraction of [0.2, 0.5, 0.8]) {
      const hitsMenu = await page.evaluate(
        ({ px, py }) => Boolean(document.elementFromPoint(px, py)?.closest(".fw-select__menu")),
        { px: x + width / 2, py: y + height * fraction },
      );
      expect(hitsMenu).toBe(true);
    }
    const option = menu.getByRole("option").nth(3);
    const label = await option.textContent();
    await option.click();
    await expect(field(page, "country")).toContainText(label ?? "");
  });

  /**
   * Scrolls the page so the time-zone control's bottom edge sits `spaceBelow`
   * pixels above the viewport's bottom, opens the menu, and measures it.
   */
  async function openNearBottom(page: Page, spaceBelow: number) {
    const zone = page.getByRole("combobox", { name: "Time zone" });
    const control = field(page, "timeZone").locator(".fw-select__control");
    const docBottom = await control.evaluate(
      (el) => el.getBoundingClientRect().bottom + window.scrollY,
    );
    const viewportHeight = await page.evaluate(() => window.innerHeight);
    await page.evaluate((y) => window.scrollTo(0, y), docBottom - (viewportHeight - spaceBelow));
    const controlBox = await box(control);
    expect(Math.round(viewportHeight - (controlBox.y + controlBox.height))).toBe(spaceBelow);
    await zone.focus();
    await page.keyboard.press("ArrowDown");
    const menu = field(page, "timeZone").locator(".fw-select__menu");
    await expect(menu).toBeVisible();
    return { menu: await box(menu), control: controlBox, viewportHeight };
  }

  test("near the viewport's bottom the menu shrinks to the space left", async ({ page }) => {
    await openGallery(page);
    const { menu, control, viewportHeight } = await openNearBottom(page, 200);
    expect(menu.y).toBeGreaterThanOrEqual(control.y + control.height);
    expect(menu.height).toBeLessThan(SELECT_MENU_MAX_HEIGHT);
    expect(menu.height).toBeGreaterThanOrEqual(SELECT_MENU_MIN_HEIGHT);
    expect(menu.y + menu.height).toBeLessThanOrEqual(viewportHeight);
  });

  test("the menu is never shrunk below 140 px", async ({ page }) => {
    await openGallery(page);
    // Room for the minimum below the menu's top margin, but react-select then takes the
    // bottom margin off too (it would give 137 px): the floor must hold it at 140.
    const { menu, control } = await openNearBottom(page, SELECT_MENU_MIN_HEIGHT + 5);
    expect(menu.y).toBeGreaterThanOrEqual(control.y + control.height);
    expect(menu.height).toBeGreaterThanOrEqual(SELECT_MENU_MIN_HEIGHT);
    expect(menu.height).toBeLessThan(SELECT_MENU_MIN_HEIGHT + 5);
  });

  test("with less than 140 px below, the menu opens above the control, still 140 to 300 px", async ({
    page,
  }) => {
    await openGallery(page);
    const { menu, control } = await openNearBottom(page, 60);
    expect(menu.y + menu.height).toBeLessThanOrEqual(control.y);
    expect(menu.height).toBeGreaterThanOrEqual(SELECT_MENU_MIN_HEIGHT);
    expect(menu.height).toBeLessThanOrEqual(SELECT_MENU_MAX_HEIGHT);
    expect(menu.y).toBeGreaterThanOrEqual(0);
  });
});

test.describe("select touch", () => {
  test.use({ hasTouch: true, viewport: { width: 800, height: 900 } });

  /** A real touch sequence through the DevTools protocol: start, one move, end. */
  async function touchWithMove(page: Page, target: Locator, moveBy: number) {
    const { x, y, width, height } = await box(target);
    const start = { x: Math.round(x + width / 2), y: Math.round(y + height / 2) };
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [start] });
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchMove",
      touchPoints: [{ x: start.x, y: start.y + moveBy }],
    });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await cdp.detach();
  }

  async function openCountryByTap(page: Page) {
    const control = field(page, "country").locator(".fw-select__control");
    await control.scrollIntoViewIfNeeded();
    await control.tap();
    await expect(field(page, "country").locator(".fw-select__menu")).toBeVisible();
  }

  test(`a touch that moves ${TOUCH_DRAG_THRESHOLD_PX - 1} px is a tap and selects the option`, async ({
    page,
  }) => {
    await openGallery(page);
    await openCountryByTap(page);
    await touchWithMove(
      page,
      page.getByRole("option", { name: "Austria" }),
      TOUCH_DRAG_THRESHOLD_PX - 1,
    );
    await expect(field(page, "country").locator(".fw-select__single-value")).toHaveText("Austria");
    await expect(page.locator('input[type="hidden"][name="country"]')).toHaveValue("at");
  });

  test(`a touch that moves ${TOUCH_DRAG_THRESHOLD_PX + 1} px is a drag and selects nothing`, async ({
    page,
  }) => {
    await openGallery(page);
    await openCountryByTap(page);
    await touchWithMove(
      page,
      page.getByRole("option", { name: "Austria" }),
      TOUCH_DRAG_THRESHOLD_PX + 1,
    );
    // Let any click the browser would fire after the touch arrive before judging.
    await page.waitForTimeout(300);
    await expect(field(page, "country").locator(".fw-select__single-value")).toHaveCount(0);
    await expect(page.locator('input[type="hidden"][name="country"]')).toHaveValue("");
    await expect(field(page, "country").locator(".fw-select__menu")).toBeVisible();
  });
});

test.describe("validation", () => {
  test("submitting empty shows every required message under its own field", async ({ page }) => {
    await openGallery(page);
    await page.getByRole("button", { name: "Submit", exact: true }).click();
    for (const [name, label] of REQUIRED) {
      const error = errorOf(page, name);
      await expect(error, name).toHaveText(`Error: ${messages.required(label)}`);
      const errorBox = await box(error);
      const controls = field(page, name).locator(
        "input:not([type=hidden]):visible, textarea:visible, .fw-select__control",
      );
      for (const control of await controls.all()) {
        const controlBox = await box(control);
        expect(errorBox.y, `${name}: error below its input`).toBeGreaterThanOrEqual(
          controlBox.y + controlBox.height - 1,
        );
      }
      // Directly below: nothing from another field sits between them.
      expect(
        await error.evaluate((el) => el.closest(".fw-field")?.getAttribute("data-field")),
      ).toBe(name);
    }
    await expect(page.locator("[data-error-for]")).toHaveCount(REQUIRED.length);
    await expect(page.getByTestId("result")).toHaveCount(0);
  });

  test("the error summary appears, takes focus and its links focus the fields", async ({
    page,
  }) => {
    await openGallery(page);
    await page.getByRole("button", { name: "Submit", exact: true }).click();
    const summary = page.getByRole("alert", { name: ERROR_SUMMARY_TITLE });
    await expect(summary).toBeVisible();
    await expect(summary.getByRole("heading", { name: ERROR_SUMMARY_TITLE })).toBeVisible();
    await expect(summary).toBeFocused();
    const links = summary.getByRole("link");
    await expect(links).toHaveText(REQUIRED.map(([, label]) => messages.required(label)));

    for (const [name, label] of REQUIRED) {
      await summary.getByRole("link", { name: messages.required(label) }).click();
      await expect(page.locator(`#${fieldId(name)}`), name).toBeFocused();
    }
    // By keyboard too: Tab from the summary to its first link, Enter.
    await summary.focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page.locator(`#${fieldId("fullName")}`)).toBeFocused();
    // A select's link lands in its input, ready to type.
    await summary.getByRole("link", { name: messages.required("Country") }).click();
    await expect(page.getByRole("combobox", { name: "Country" })).toBeFocused();
  });
});

test.describe("keyboard only", () => {
  test("the whole form can be completed by keyboard and submits the right value shapes", async ({
    page,
  }) => {
    await openGallery(page);
    const byName = (name: string) => page.locator(`#${fieldId(name)}`);

    await tabTo(page, byName("fullName"));
    await page.keyboard.type("Ada Lovelace");
    await tabTo(page, byName("email"));
    await page.keyboard.type("ada@example.com");
    await tabTo(page, byName("address.city"));
    await page.keyboard.type("Paris");

    await tabTo(page, byName("country"));
    await page.keyboard.type("Fran");
    await page.keyboard.press("Enter");
    await tabTo(page, byName("arrival"));
    await page.keyboard.press("ArrowDown"); // opens on the chosen 10:00
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await tabTo(page, byName("guests"));
    await page.keyboard.type("3");
    // The widget's onChange receives the stored value: the number 3, not the text "3".
    await expect(page.getByTestId("last-change")).toHaveText("Last onChange: guests = 3");
    await tabTo(page, byName("budget"));
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("99.90");
    await tabTo(page, byName("topics"));
    await page.keyboard.type("Hiking");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Birdwatching");
    await page.keyboard.press("Enter");
    await tabTo(page, byName("team"));
    await page.keyboard.type("Design");
    await page.keyboard.press("Enter");

    await tabTo(page, byName("contact"));
    await page.keyboard.press("Space");
    await page.keyboard.press("ArrowDown");
    await tabTo(page, page.getByRole("radio", { name: "Double room" }));
    await page.keyboard.press("ArrowDown");

    await tabTo(page, byName("facilities"));
    await page.keyboard.press("Space");
    await tabTo(page, page.getByRole("checkbox", { name: "Breakfast" }));
    await page.keyboard.press("Space");
    await tabTo(page, byName("reason"));
    await page.keyboard.type("A conference on form design");
    await tabTo(page, byName("terms"));
    await page.keyboard.press("Space");

    await tabTo(page, page.getByRole("button", { name: "Submit", exact: true }));
    await page.keyboard.press("Enter");

    const result = page.getByTestId("result");
    await expect(result).toBeVisible();
    const values = JSON.parse((await result.textContent()) ?? "{}");
    expect(values).toEqual({
      fullName: "Ada Lovelace",
      email: "ada@example.com",
      phone: "",
      website: "",
      reference: "",
      address: { street: "", city: "Paris", postcode: "75001" },
      country: "fr",
      arrival: "12:00",
      guests: 3,
      budget: 99.9,
      topics: ["hiking", "Birdwatching"],
      languages: ["en"],
      team: "Design",
      contact: "phone",
      room: "suite",
      facilities: ["wifi", "breakfast"],
      diet: ["vegetarian"],
      reason: "A conference on form design",
      notes: "",
      newsletter: true,
      terms: true,
      timeZone: "UTC+01:00",
      serviceRating: null,
      ease: null,
      recommend: null,
    });
    await expect(page.getByRole("alert", { name: ERROR_SUMMARY_TITLE })).toHaveCount(0);
  });
});

test.describe("widths", () => {
  const GAP = 16; // the grid's column gap (1rem)

  async function widths(page: Page, viewportWidth: number) {
    await page.setViewportSize({ width: viewportWidth, height: 900 });
    const grid = await box(field(page, "address.city").locator(".."));
    const of = async (name: string) => box(field(page, name));
    return {
      grid,
      street: await of("address.street"),
      city: await of("address.city"),
      postcode: await of("address.postcode"),
      fullName: await of("fullName"),
    };
  }

  /** Width of a span of `span` columns in a 12-column grid of width `gridWidth`. */
  function spanWidth(gridWidth: number, span: number): number {
    const column = (gridWidth - 11 * GAP) / 12;
    return span * column + (span - 1) * GAP;
  }

  test("below 480 px every field is full width", async ({ page }) => {
    await openGallery(page);
    const w = await widths(page, FIELD_BREAKPOINTS.xs - 1);
    for (const part of [w.street, w.city, w.postcode, w.fullName]) {
      expect(part.width).toBeCloseTo(w.grid.width, 0);
    }
  });

  test("from 480 px a field with { xs: 6 } is half width", async ({ page }) => {
    await openGallery(page);
    const w = await widths(page, FIELD_BREAKPOINTS.xs + 1);
    expect(w.city.width).toBeCloseTo(spanWidth(w.grid.width, 6), 0);
    expect(w.postcode.width).toBeCloseTo(spanWidth(w.grid.width, 6), 0);
    expect(w.postcode.y).toBe(w.city.y);
    // { sm: 4 } and { sm: 6, lg: 4 } only start at 768: still full width here.
    expect(w.street.width).toBeCloseTo(w.grid.width, 0);
    expect(w.fullName.width).toBeCloseTo(w.grid.width, 0);
  });

  test("just below 768 px the xs spans still apply", async ({ page }) => {
    await openGallery(page);
    const w = await widths(page, FIELD_BREAKPOINTS.sm - 1);
    expect(w.city.width).toBeCloseTo(spanWidth(w.grid.width, 6), 0);
    expect(w.street.width).toBeCloseTo(w.grid.width, 0);
  });

  test("from 768 px the sm spans apply", async ({ page }) => {
    await openGallery(page);
    const w = await widths(page, FIELD_BREAKPOINTS.sm + 1);
    for (const part of [w.street, w.city, w.postcode]) {
      expect(part.width).toBeCloseTo(spanWidth(w.grid.width, 4), 0);
      expect(part.y).toBe(w.street.y);
    }
    expect(w.fullName.width).toBeCloseTo(spanWidth(w.grid.width, 6), 0);
  });

  test("around 1200 px { sm: 6, lg: 4 } goes from half to a third", async ({ page }) => {
    await openGallery(page);
    const below = await widths(page, FIELD_BREAKPOINTS.lg - 1);
    expect(below.fullName.width).toBeCloseTo(spanWidth(below.grid.width, 6), 0);
    const above = await widths(page, FIELD_BREAKPOINTS.lg + 1);
    expect(above.fullName.width).toBeCloseTo(spanWidth(above.grid.width, 4), 0);
  });
});

test.describe("accessibility", () => {
  test("axe finds no violations before and after a failed submit", async ({ page }) => {
    await openGallery(page);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Submit", exact: true }).click();
    await expect(page.getByRole("alert", { name: ERROR_SUMMARY_TITLE })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("axe finds no violations with a select menu open", async ({ page }) => {
    await openGallery(page);
    await page.getByRole("combobox", { name: "Topics you are interested in" }).focus();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("listbox")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the page loads without errors in the console (no hydration mismatch)", async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    await openGallery(page);
    await expect(page).toHaveTitle(/Field gallery/);
    expect(problems).toEqual([]);
  });
});
