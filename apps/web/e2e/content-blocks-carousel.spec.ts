import {
  CAROUSEL_AUTOPLAY_SPEED_MS,
  ORIENTATION_CHANGE_DELAY_MS,
  TOUCH_DRAG_THRESHOLD_PX,
} from "@formwright/core";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { flushReact, publishTestForm } from "./support/publish-form";

const SLIDES = [1, 2, 3, 4].map((n) => ({ src: `/samples/sample-${n}.jpg`, alt: `Sample ${n}` }));
const START = new Date("2026-03-01T09:00:00Z").getTime();
const SPEED = CAROUSEL_AUTOPLAY_SPEED_MS;

/**
 * Publishes a one-carousel form (four slides, one shown at a time) and opens
 * it with Playwright's clock installed and paused: the autoplay timer starts
 * at a known fake time and only moves when the test runs the clock.
 */
async function openCarousel(page: Page, settings: Record<string, unknown> = {}): Promise<Locator> {
  const path = await publishTestForm(page, {
    prefix: "carousel",
    blocks: [
      { type: "carousel", label: "Test carousel", slides: SLIDES, slidesToShow: 1, ...settings },
    ],
  });
  await page.clock.install({ time: START });
  await page.clock.pauseAt(START + 1000);
  await page.goto(path);
  const carousel = page.getByRole("region", { name: "Test carousel" });
  await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
  await expect(carousel).not.toHaveAttribute("data-autoplay", "held");
  await flushReact(page);
  return carousel;
}

/** Runs the fake clock, lets React catch up, and checks the selected slide. */
async function runAndExpectSlide(page: Page, carousel: Locator, ms: number, index: number) {
  await page.clock.runFor(ms);
  await flushReact(page);
  await expect(carousel).toHaveAttribute("data-selected", String(index));
}

/** Moves focus and the mouse away from the carousel (a click on the page's title). */
async function leaveCarousel(page: Page) {
  await page.getByRole("heading", { level: 1 }).click();
  await flushReact(page);
}

test.describe("carousel autoplay", () => {
  test(`advances one slide after ${SPEED} ms and not before`, async ({ page }) => {
    const carousel = await openCarousel(page);
    await expect(carousel).toHaveAttribute("data-autoplay", "running");
    await runAndExpectSlide(page, carousel, SPEED - 1, 0);
    await runAndExpectSlide(page, carousel, 1, 1);
    await runAndExpectSlide(page, carousel, SPEED - 1, 1);
    await runAndExpectSlide(page, carousel, 1, 2);
    await page.clock.runFor(SPEED / 2);
    await expect(carousel.getByRole("group", { name: `3 of ${SLIDES.length}` })).toBeInViewport();
  });

  for (const loop of [true, false]) {
    test(`goes from the last slide back to the first (loop ${loop})`, async ({ page }) => {
      const carousel = await openCarousel(page, { loop });
      const last = SLIDES.length - 1;
      await runAndExpectSlide(page, carousel, SPEED * last, last);
      await runAndExpectSlide(page, carousel, SPEED, 0);
      await runAndExpectSlide(page, carousel, SPEED, 1);
    });
  }

  test("stops while paused, with the slides a polite live region, and plays again", async ({
    page,
  }) => {
    const carousel = await openCarousel(page);
    const slides = carousel.locator(".fw-carousel__container");
    await expect(slides).toHaveAttribute("aria-live", "off");
    await carousel.getByRole("button", { name: "Pause" }).click();
    await leaveCarousel(page);
    await expect(carousel).toHaveAttribute("data-autoplay", "paused");
    await expect(slides).toHaveAttribute("aria-live", "polite");
    await runAndExpectSlide(page, carousel, SPEED * 3, 0);

    await carousel.getByRole("button", { name: "Play" }).click();
    await leaveCarousel(page);
    await expect(carousel).toHaveAttribute("data-autoplay", "running");
    await expect(slides).toHaveAttribute("aria-live", "off");
    await runAndExpectSlide(page, carousel, SPEED, 1);
  });

  test("holds while hovered and while focus is inside, and resumes after", async ({ page }) => {
    const carousel = await openCarousel(page);
    await carousel.hover();
    await expect(carousel).toHaveAttribute("data-autoplay", "held");
    await runAndExpectSlide(page, carousel, SPEED * 2, 0);
    await page.mouse.move(0, 0);
    await expect(carousel).toHaveAttribute("data-autoplay", "running");
    await flushReact(page);
    await runAndExpectSlide(page, carousel, SPEED, 1);

    await carousel.getByRole("button", { name: "Next" }).focus();
    await expect(carousel).toHaveAttribute("data-autoplay", "held");
    await runAndExpectSlide(page, carousel, SPEED * 2, 1);
    await leaveCarousel(page);
    await runAndExpectSlide(page, carousel, SPEED, 2);
  });

  test("never moves when autoplay is off, and has no pause button", async ({ page }) => {
    const carousel = await openCarousel(page, { autoplay: false });
    await expect(carousel).toHaveAttribute("data-autoplay", "off");
    await expect(carousel.getByRole("button", { name: /Pause|Play/ })).toHaveCount(0);
    await runAndExpectSlide(page, carousel, SPEED * 5, 0);
  });

  test("does not autoplay with prefers-reduced-motion, until Play is pressed", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const carousel = await openCarousel(page);
    await expect(carousel).toHaveAttribute("data-autoplay", "paused");
    await runAndExpectSlide(page, carousel, SPEED * 3, 0);
    await carousel.getByRole("button", { name: "Play" }).click();
    await leaveCarousel(page);
    await runAndExpectSlide(page, carousel, SPEED, 1);
  });
});

test(`re-measures ${ORIENTATION_CHANGE_DELAY_MS} ms after an orientation change`, async ({
  page,
}) => {
  const carousel = await openCarousel(page, { autoplay: false });
  // Let the carousel settle (its resize observer starts on an animation frame).
  await page.clock.runFor(100);
  await flushReact(page);
  const before = Number(await carousel.getAttribute("data-measure-count"));
  await page.evaluate(() => window.dispatchEvent(new Event("orientationchange")));
  await page.clock.runFor(ORIENTATION_CHANGE_DELAY_MS - 1);
  await flushReact(page);
  await expect(carousel).toHaveAttribute("data-measure-count", String(before));
  await page.clock.runFor(1);
  await flushReact(page);
  await expect(carousel).toHaveAttribute("data-measure-count", String(before + 1));
});

test("follows the WAI-ARIA carousel pattern: labelled slides, buttons and arrow keys", async ({
  page,
}) => {
  const carousel = await openCarousel(page, { autoplay: false, loop: false });
  const count = SLIDES.length;
  for (let i = 1; i <= count; i += 1) {
    await expect(carousel.getByRole("group", { name: `${i} of ${count}` })).toHaveAttribute(
      "aria-roledescription",
      "slide",
    );
  }
  await expect(carousel.getByRole("button", { name: "Previous" })).toBeDisabled();
  await carousel.getByRole("button", { name: "Next" }).click();
  await expect(carousel).toHaveAttribute("data-selected", "1");
  await page.keyboard.press("ArrowRight");
  await expect(carousel).toHaveAttribute("data-selected", "2");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(carousel).toHaveAttribute("data-selected", "0");
  // Slides out of view are inert: a keyboard user moves with the buttons, not into hidden slides.
  await page.clock.runFor(1000);
  await expect(carousel.getByRole("group", { name: `2 of ${count}` })).toHaveAttribute("inert", "");
});

test.describe("carousel touch", () => {
  test.use({ hasTouch: true, viewport: { width: 800, height: 900 } });

  for (const [moveBy, isDrag] of [
    [TOUCH_DRAG_THRESHOLD_PX - 1, false],
    [TOUCH_DRAG_THRESHOLD_PX + 1, true],
  ] as const) {
    test(`a touch that moves ${moveBy} px is ${isDrag ? "a drag" : "a tap"}`, async ({ page }) => {
      const path = await publishTestForm(page, {
        prefix: "carousel-touch",
        blocks: [
          {
            type: "carousel",
            label: "Touch carousel",
            slides: SLIDES,
            slidesToShow: 1,
            autoplay: false,
          },
        ],
      });
      await page.goto(path);
      const carousel = page.getByRole("region", { name: "Touch carousel" });
      await expect(carousel).toHaveAttribute("data-autoplay", "off");
      // The server-rendered carousel already says "off": a tap before hydration opens nothing.
      await expect(page.locator("form[data-hydrated]")).toBeVisible();
      await page.evaluate(() => {
        const counter = window as unknown as { clicks: number };
        counter.clicks = 0;
        // Bubbling listener: a click embla swallows (a drag) never gets here.
        document.addEventListener("click", () => {
          counter.clicks += 1;
        });
      });
      const box = await carousel
        .getByRole("button", { name: "Enlarge image: Sample 1" })
        .boundingBox();
      if (!box) throw new Error("slide not laid out");
      const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [start] });
      await cdp.send("Input.dispatchTouchEvent", {
        type: "touchMove",
        touchPoints: [{ x: start.x - moveBy, y: start.y }],
      });
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
      const lightbox = page.getByRole("dialog", { name: "Enlarged image" });
      if (isDrag) {
        // Give a click the browser might still fire time to arrive before judging.
        await page.waitForTimeout(500);
        expect(await page.evaluate(() => (window as unknown as { clicks: number }).clicks)).toBe(0);
        await expect(lightbox).toHaveCount(0);
      } else {
        await expect(lightbox).toBeVisible();
        expect(await page.evaluate(() => (window as unknown as { clicks: number }).clicks)).toBe(1);
      }
    });
  }
});
