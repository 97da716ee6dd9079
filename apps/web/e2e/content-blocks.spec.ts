import { readFileSync } from "node:fs";
import {
  type CarouselBlock,
  FIELD_BREAKPOINTS,
  GRID_BREAKPOINTS,
  GRID_COLUMNS,
  IMAGE_DEVICE_WIDTHS,
  IMAGE_MINIMUM_CACHE_TTL_S,
  IMAGE_QUALITY,
  MODAL_TRANSITION_MS,
  MODAL_Z_INDEX,
} from "@formwright/core";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { slidesPerView } from "../src/features/content-blocks/carousel-layout";
import { COMPARE_HANDLE_LABEL } from "../src/features/content-blocks/compare-labels";
import { PAGE_GRID_GUTTERS } from "../src/features/page-grid/page-breakpoints";
import { expectNoAxeViolations } from "./support/axe";
import { openForm } from "./support/field-spec";
import { publishTestForm } from "./support/publish-form";

const SHOWCASE = "/f/showcase";
const showcase = JSON.parse(
  readFileSync(new URL("../../../forms/showcase.json", import.meta.url), "utf8"),
) as { blocks: Array<Record<string, unknown>> };

/** A block of the shipped showcase form, by its `id` or `name`. */
function showcaseBlock(key: string): Record<string, unknown> {
  const block = showcase.blocks.find((b) => b.id === key || b.name === key);
  if (!block) throw new Error(`forms/showcase.json has no block ${key}`);
  return block;
}
const TRANSITION = `${MODAL_TRANSITION_MS / 1000}s`;

/** Computed stacking level and transition durations of an element. */
function overlayStyle(locator: Locator) {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { zIndex: style.zIndex, durations: style.transitionDuration.split(", ") };
  });
}

/** Whether the focused element is inside `container`. */
function focusIsInside(container: Locator) {
  return container.evaluate((element) => element.contains(document.activeElement));
}

/** Presses Tab and Shift+Tab a few times each: focus must never leave `container`. */
async function expectFocusTrapped(page: Page, container: Locator) {
  for (const key of ["Tab", "Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
    await page.keyboard.press(key);
    expect(await focusIsInside(container), `focus after ${key}`).toBe(true);
  }
}

/**
 * Turns the mouse wheel towards the side the page can scroll to and reports
 * whether the page moved.
 */
async function wheelScrolls(page: Page): Promise<boolean> {
  const { scrollY, room } = await page.evaluate(() => ({
    scrollY: window.scrollY,
    room: document.documentElement.scrollHeight - window.innerHeight - window.scrollY,
  }));
  await page.mouse.move(20, 200);
  await page.mouse.wheel(0, room > scrollY ? 400 : -400);
  await page.waitForTimeout(300);
  return (await page.evaluate(() => window.scrollY)) !== scrollY;
}

test("the showcase shows every content block and passes axe", async ({ page }) => {
  await page.goto(SHOWCASE);
  await expect(
    page.getByRole("heading", { level: 1, name: "Content block showcase" }),
  ).toBeVisible();
  await expect(page.locator(".fw-block--image")).toHaveCount(2);
  await expect(page.getByRole("region", { name: "Sample gallery" })).toBeVisible();
  await expect(page.getByRole("slider", { name: COMPARE_HANDLE_LABEL })).toBeVisible();
  await expect(page.getByRole("button", { name: "Read the terms" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the showcase loads without errors in the console or failed requests", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    // The app has no favicon yet; that 404 is not the showcase's.
    if (message.type() === "error" && !message.location().url.endsWith("/favicon.ico")) {
      problems.push(message.text());
    }
  });
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(SHOWCASE);
  await page.waitForLoadState("networkidle");
  expect(problems).toEqual([]);
});

test("the home page links to the showcase", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Content block showcase" }).click();
  await expect(page).toHaveURL(SHOWCASE);
});

test.describe("images through the optimizer", () => {
  test(`an image's srcset lists the configured widths, each at quality ${IMAGE_QUALITY}`, async ({
    page,
  }) => {
    await page.goto(SHOWCASE);
    const image = page.getByRole("img", { name: /^Sample 1: a blue square/ });
    const srcset = (await image.getAttribute("srcset")) ?? "";
    const entries = srcset.split(", ").map((entry) => {
      const [url = "", width = ""] = entry.split(" ");
      return { url: new URL(url, "http://x"), width };
    });
    expect(entries.map((e) => e.width)).toEqual(IMAGE_DEVICE_WIDTHS.map((w) => `${w}w`));
    for (const { url, width } of entries) {
      expect(url.pathname).toBe("/_next/image");
      expect(url.searchParams.get("url")).toBe("/samples/sample-1.jpg");
      expect(url.searchParams.get("w")).toBe(width.slice(0, -1));
      expect(url.searchParams.get("q")).toBe(String(IMAGE_QUALITY));
    }
  });

  test(`a served image is cached at least ${IMAGE_MINIMUM_CACHE_TTL_S} s and re-encoded`, async ({
    request,
  }) => {
    const response = await request.get(
      `/_next/image?url=%2Fsamples%2Fsample-1.jpg&w=${IMAGE_DEVICE_WIDTHS[0]}&q=${IMAGE_QUALITY}`,
      { headers: { accept: "image/avif,image/webp,*/*" } },
    );
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^image\/(avif|webp)$/);
    const maxAge = Number(/max-age=(\d+)/.exec(response.headers()["cache-control"] ?? "")?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(IMAGE_MINIMUM_CACHE_TTL_S);
  });

  for (const [what, query] of [
    [
      "a width outside the list",
      `url=%2Fsamples%2Fsample-1.jpg&w=${IMAGE_DEVICE_WIDTHS[0] + 1}&q=${IMAGE_QUALITY}`,
    ],
    [
      "a quality other than the configured one",
      `url=%2Fsamples%2Fsample-1.jpg&w=${IMAGE_DEVICE_WIDTHS[0]}&q=${IMAGE_QUALITY + 5}`,
    ],
    [
      "a local path with a query string",
      `url=%2Fsamples%2Fsample-1.jpg%3Fv%3D1&w=${IMAGE_DEVICE_WIDTHS[0]}&q=${IMAGE_QUALITY}`,
    ],
    [
      "a local path outside uploads and samples",
      `url=%2Ffavicon.ico&w=${IMAGE_DEVICE_WIDTHS[0]}&q=${IMAGE_QUALITY}`,
    ],
    [
      "a remote URL",
      `url=https%3A%2F%2Fexample.com%2Fa.jpg&w=${IMAGE_DEVICE_WIDTHS[0]}&q=${IMAGE_QUALITY}`,
    ],
  ]) {
    test(`the optimizer refuses ${what}`, async ({ request }) => {
      const response = await request.get(`/_next/image?${query}`);
      expect(response.status()).toBe(400);
    });
  }
});

test("the compare slider starts at its position and arrow keys move it by the step", async ({
  page,
}) => {
  await openForm(page, SHOWCASE);
  const slider = page.getByRole("slider", { name: COMPARE_HANDLE_LABEL });
  await expect(slider).toHaveAttribute("aria-valuenow", "50");
  await expect(slider).toHaveAttribute("aria-valuetext", "Before 50%, after 50%");
  await slider.focus();
  for (const [key, value] of [
    ["ArrowRight", 55],
    ["ArrowRight", 60],
    ["ArrowLeft", 55],
    ["ArrowLeft", 50],
  ] as const) {
    await page.keyboard.press(key);
    await expect(slider).toHaveAttribute("aria-valuenow", String(value));
  }
  await expect(slider).toHaveAttribute("aria-valuetext", "Before 50%, after 50%");
  const figure = page.locator(".fw-block--compare");
  for (const name of ["Before: green, number 3", "After: amber, number 4"]) {
    await expect(figure.getByRole("img", { name })).toHaveAttribute("src", /\/_next\/image\?url=/);
  }
});

test("the modal stacks at the constant's level, fades for its duration and manages focus", async ({
  page,
}) => {
  // The trigger works once the page is hydrated (before, a click does nothing).
  await openForm(page, SHOWCASE);
  const trigger = page.getByRole("button", { name: "Read the terms" });
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: "Terms of the showcase" });
  await expect(dialog).toBeVisible();
  expect(await overlayStyle(dialog)).toEqual({
    zIndex: String(MODAL_Z_INDEX),
    durations: [TRANSITION, TRANSITION, TRANSITION],
  });
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  await expectFocusTrapped(page, dialog);
  await expectNoAxeViolations(page);
  await expect(dialog).toContainText("<script>alert(1)</script> stays text.");
  await expect(dialog.locator("script")).toHaveCount(0);
  expect(await wheelScrolls(page)).toBe(false);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  expect(await wheelScrolls(page)).toBe(true);
});

test("a tap on the modal's trigger before the page is hydrated opens it (invoker command)", async ({
  page,
}) => {
  // The page's scripts never arrive: what works is what the server's markup does by itself.
  await page.route("**/_next/static/chunks/**", (route) => route.abort());
  await page.goto(SHOWCASE);
  await expect(page.locator("form[data-hydrated]")).toHaveCount(0);
  await page.getByRole("button", { name: "Read the terms" }).click();
  const dialog = page.getByRole("dialog", { name: "Terms of the showcase" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("the lightbox opens an image large, at the constants' level and fade, and manages focus", async ({
  page,
}) => {
  await openForm(page, SHOWCASE);
  const opener = page.getByRole("button", { name: /^Enlarge image: Sample 1: a blue square/ });
  await opener.click();
  const lightbox = page.getByRole("dialog", { name: "Enlarged image" });
  await expect(lightbox).toBeVisible();
  expect(await overlayStyle(lightbox)).toEqual({
    zIndex: String(MODAL_Z_INDEX),
    durations: [TRANSITION],
  });
  await expect.poll(() => focusIsInside(lightbox)).toBe(true);
  await expectFocusTrapped(page, lightbox);
  await expectNoAxeViolations(page);
  const large = lightbox.getByRole("img", { name: /^Sample 1: a blue square/ });
  await expect(large).toHaveAttribute(
    "src",
    new RegExp(`/_next/image\\?url=.*&q=${IMAGE_QUALITY}`),
  );
  expect(await wheelScrolls(page)).toBe(false);
  await page.keyboard.press("Escape");
  await expect(lightbox).toBeHidden();
  await expect(opener).toBeFocused();
  expect(await wheelScrolls(page)).toBe(true);
});

test("clicking a carousel slide opens the lightbox at that slide", async ({ page }) => {
  await openForm(page, SHOWCASE);
  const carousel = page.getByRole("region", { name: "Sample gallery" });
  await carousel.getByRole("button", { name: "Pause" }).click();
  await carousel.getByRole("button", { name: "Enlarge image: Sample 2: red, number 2" }).click();
  const lightbox = page.getByRole("dialog", { name: "Enlarged image" });
  await expect(lightbox.locator(".yarl__slide_current img")).toHaveAttribute(
    "alt",
    "Sample 2: red, number 2",
  );
  await page.keyboard.press("Escape");
  await expect(lightbox).toBeHidden();
});

test("author text in every content block is shown as text, never as HTML", async ({ page }) => {
  const html = '<i data-injected="1">x</i><img src="x" data-injected="2">';
  const image = { src: "/samples/sample-1.jpg", alt: `Alt ${html}` };
  const path = await publishTestForm(page, {
    prefix: "content-text",
    blocks: [
      { type: "heading", text: `Heading ${html}` },
      { type: "paragraph", text: `Paragraph ${html}` },
      { type: "image", ...image, caption: `Caption ${html}` },
      {
        type: "carousel",
        label: `Label ${html}`,
        autoplay: false,
        slides: [{ ...image, caption: `Slide ${html}` }],
      },
      { type: "compare", before: image, after: image, caption: `Compare ${html}` },
      { type: "modal", trigger: `Trigger ${html}`, title: `Title ${html}`, text: `Text ${html}` },
    ],
  });
  await openForm(page, path);
  await page.getByRole("button", { name: `Trigger ${html}` }).click();
  await expect(page.getByRole("dialog", { name: `Title ${html}` })).toContainText(`Text ${html}`);
  for (const text of ["Heading", "Paragraph", "Caption", "Slide", "Compare"]) {
    await expect(page.getByText(`${text} ${html}`)).toBeAttached();
  }
  await expect(page.getByRole("region", { name: `Label ${html}` })).toBeAttached();
  await expect(page.getByRole("img", { name: `Alt ${html}` }).first()).toBeAttached();
  await expect(page.locator("[data-injected]")).toHaveCount(0);
});

test("a form without carousel, compare or lightbox downloads none of their code", async ({
  page,
}) => {
  const markers = { embla: "slidesInView", compare: "data-rcs", lightbox: "yarl__" };
  const scripts: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.text());
  });
  const found = async () => {
    const bodies = await Promise.all(scripts);
    return Object.fromEntries(
      Object.entries(markers).map(([name, marker]) => [
        name,
        bodies.some((b) => b.includes(marker)),
      ]),
    );
  };
  await page.goto("/f/demo");
  await page.waitForLoadState("networkidle");
  expect(await found()).toEqual({ embla: false, compare: false, lightbox: false });
  // The same check sees them where they are used: it can fail.
  await page.goto(SHOWCASE);
  // Content blocks' code loads after the page (then the carousel's and slider's own).
  await expect.poll(found).toEqual({ embla: true, compare: true, lightbox: false });
  await page.getByRole("button", { name: /^Enlarge image: Sample 1: a blue square/ }).click();
  await expect(page.getByRole("dialog", { name: "Enlarged image" })).toBeVisible();
  expect((await found()).lightbox).toBe(true);
});

test.describe("the page grid at each breakpoint of set B", () => {
  const breakpoints = Object.entries(GRID_BREAKPOINTS).sort(([, a], [, b]) => a - b);
  const reasonWidth = showcaseBlock("reason").width as { sm: number };

  /** The page-grid breakpoint active at a viewport width, or "base" below the first. */
  function activeAt(width: number): keyof typeof PAGE_GRID_GUTTERS {
    let active: keyof typeof PAGE_GRID_GUTTERS = "base";
    for (const [name, min] of breakpoints) if (width >= min) active = name as typeof active;
    return active;
  }

  /** Width of `span` columns of a grid `gridWidth` wide with gutters of `gap` px. */
  function spanWidth(span: number, gridWidth: number, gap: number): number {
    const column = (gridWidth - (GRID_COLUMNS - 1) * gap) / GRID_COLUMNS;
    return span * column + (span - 1) * gap;
  }

  async function widthOf(locator: Locator): Promise<number> {
    return locator.evaluate((element) => element.getBoundingClientRect().width);
  }

  for (const [, min] of breakpoints) {
    for (const width of [min - 1, min]) {
      test(`at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(SHOWCASE);
        const active = activeAt(width);
        const grid = page.locator(".fw-page-grid");
        const gridWidth = await widthOf(grid);
        const gap = Number.parseFloat(
          await grid.evaluate((element) => getComputedStyle(element).columnGap),
        );
        expect(gap).toBe(Number.parseFloat(PAGE_GRID_GUTTERS[active]) * 16);

        // Two images of width { md: 6 }: stacked below md, side by side from md up.
        const images = page.locator(".fw-block--image");
        const tops = await images.evaluateAll((elements) =>
          elements.map((element) => element.getBoundingClientRect().top),
        );
        expect(tops[0] === tops[1]).toBe(active !== "base");
        expect(await widthOf(images.first())).toBeCloseTo(
          active === "base" ? gridWidth : spanWidth(GRID_COLUMNS / 2, gridWidth, gap),
          0,
        );

        // A field of width { sm: n } sits in the same columns but follows breakpoint set A.
        const field = page.locator(".fw-field", { has: page.getByLabel("Why?") });
        expect(await widthOf(field)).toBeCloseTo(
          width >= FIELD_BREAKPOINTS.sm ? spanWidth(reasonWidth.sm, gridWidth, gap) : gridWidth,
          0,
        );

        // The carousel (no width) spans the grid and shows 1, 2 or slidesToShow slides.
        const carousel = page.getByRole("region", { name: "Sample gallery" });
        expect(await widthOf(carousel)).toBeCloseTo(gridWidth, 0);
        const viewportWidth = await widthOf(carousel.locator(".fw-carousel__viewport"));
        const slideWidth = await widthOf(carousel.locator(".fw-carousel__slide").first());
        const slidesToShow = (showcaseBlock("gallery") as CarouselBlock).slidesToShow;
        expect(Math.round(viewportWidth / slideWidth)).toBe(slidesPerView(slidesToShow)[active]);
      });
    }
  }
});

test("a long form cut into grids of its own rows lays out as one grid: same gaps, half widths side by side, nothing for a hidden run", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 900 });
  const half = new Set([48, 49, 50, 51, 52, 53]);
  const blocks: unknown[] = Array.from({ length: 110 }, (_, i) => ({
    type: "text",
    name: `f${i}`,
    label: `Field ${i}`,
    ...(half.has(i) ? { width: { sm: 6 } } : {}),
    // The last ten show only once the first field says "more".
    ...(i >= 100 ? { visibleWhen: { all: [{ field: "f0", op: "equals", value: "more" }] } } : {}),
  }));
  await openForm(page, await publishTestForm(page, { prefix: "rows", blocks }));
  // Cut where a block starts a row, 50 or more blocks after the last cut: at 54 and 104.
  const rows = page.locator(".fw-page-grid__rows");
  await expect(rows).toHaveCount(3);
  const boxes = async () =>
    page.locator(".fw-field").evaluateAll((fields) =>
      fields.map((field) => {
        const box = field.getBoundingClientRect();
        return { top: box.top, bottom: box.bottom, left: box.left, width: box.width };
      }),
    );
  const rowGap = Number.parseFloat(
    await rows.first().evaluate((el) => getComputedStyle(el).rowGap),
  );
  expect(rowGap).toBeGreaterThan(0);
  let shown = await boxes();
  expect(shown).toHaveLength(100);
  const full = shown[0]!.width;
  for (let i = 0; i < 47; i++) expect(shown[i + 1]!.top - shown[i]!.bottom).toBeCloseTo(rowGap, 0);
  // Half widths in pairs, side by side; the rows after them as before them, across the cut at 54.
  for (const left of [48, 50, 52]) {
    expect(shown[left + 1]!.top).toBeCloseTo(shown[left]!.top, 0);
    expect(shown[left + 1]!.left).toBeGreaterThan(shown[left]!.left);
    expect(shown[left]!.width).toBeLessThan(full / 2);
  }
  for (let i = 53; i < 99; i++) expect(shown[i + 1]!.top - shown[i]!.bottom).toBeCloseTo(rowGap, 0);
  expect(shown[99]!.width).toBeCloseTo(full, 0);
  // The third group shows nothing: it takes no row and no gap.
  await expect(rows.nth(2)).toHaveCSS("display", "none");
  const submit = page.getByRole("button", { name: "Submit" });
  const gridBottom = await page
    .locator(".fw-page-grid:not(.fw-page-grid__rows)")
    .evaluate((el) => el.getBoundingClientRect().bottom);
  expect(gridBottom).toBeCloseTo(shown[99]!.bottom, 0);
  await expect(submit).toBeVisible();
  await page.getByLabel("Field 0", { exact: true }).fill("more");
  await expect(rows.nth(2)).toBeVisible();
  shown = await boxes();
  expect(shown).toHaveLength(110);
  for (let i = 99; i < 109; i++)
    expect(shown[i + 1]!.top - shown[i]!.bottom).toBeCloseTo(rowGap, 0);
});
