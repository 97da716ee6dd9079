import { expect, type Locator, type Page, test } from "@playwright/test";
import { signIn } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { openForm, stored, submitForm } from "./support/field-spec";
import { formIdOf } from "./support/forms";
import { publishTestForm } from "./support/publish-form";

// Issue 13: the date and time field types in real Chromium.

const BLOCKS = [
  {
    type: "date",
    name: "arrival",
    label: "Arrival",
    required: true,
    rules: { min: "today", max: "2099-12-31" },
  },
  {
    type: "time",
    name: "start",
    label: "Start",
    required: true,
    rules: { min: "09:00", max: "17:00", step: 15 },
  },
  { type: "date", name: "born", label: "Born", rules: { max: "today" } },
];

/** Presses Tab until `target` has the focus (at most `maxPresses` times). */
async function tabTo(page: Page, target: Locator, maxPresses: number) {
  for (let press = 0; press < maxPresses; press++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target}`);
}

const arrival = (page: Page) => page.getByLabel(/^Arrival/, { exact: false });
const start = (page: Page) => page.getByLabel(/^Start/);
const born = (page: Page) => page.getByLabel(/^Born/);

test.describe("by keyboard, for a British respondent", () => {
  test.use({ locale: "en-GB", timezoneId: "Europe/London" });

  test("typed dates and times are stored as ISO; errors name the label and the limit; axe clean before and after", async ({
    page,
  }) => {
    const path = await publishTestForm(page, { prefix: "date-kbd", blocks: BLOCKS });
    await openForm(page, path);
    await expect(arrival(page)).toHaveAttribute("type", "date");
    await expect(start(page)).toHaveAttribute("step", "900");
    // The range is read with the field, in the respondent's language.
    await expect(arrival(page)).toHaveAccessibleDescription("From today to 31 December 2099.");
    await expect(start(page)).toHaveAccessibleDescription("From 09:00 to 17:00, every 15 minutes.");
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.locator("#field-arrival-error")).toContainText("Arrival is required");
    await expect(page.locator("#field-start-error")).toContainText("Start is required");
    await expect(arrival(page)).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);

    // Typed segment by segment. Chromium lays the segments out in its own UI language (day
    // and month may come in either order, the clock may have an AM/PM segment), so the day
    // equals the month and the times are in the morning, with "A" for an AM segment if any.
    await arrival(page).focus();
    await page.keyboard.type("03032030");
    await expect(arrival(page)).toHaveValue("2030-03-03");
    // Tab walks the date's own segments (and its picker button), then the next field.
    await tabTo(page, start(page), 6);
    await page.keyboard.type("0910A");
    await expect(start(page)).toHaveValue("09:10");
    await tabTo(page, born(page), 6);
    await page.keyboard.type("01012090");
    await expect(born(page)).toHaveValue("2090-01-01");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.locator("#field-start-error")).toContainText(
      "Start must be in steps of 15 minutes from 09:00",
    );
    await expect(page.locator("#field-born-error")).toContainText(
      "Born must be on or before today",
    );
    await expectNoAxeViolations(page);

    await start(page).focus();
    await page.keyboard.type("1045A");
    await expect(start(page)).toHaveValue("10:45");
    await born(page).fill("1990-05-01");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect
      .poll(() => stored(page, path))
      .toEqual([{ arrival: "2030-03-03", start: "10:45", born: "1990-05-01" }]);
  });
});

test.describe("on a 390 px phone, by touch", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the inputs fit without sideways scrolling and a tap submits", async ({ page }) => {
    const path = await publishTestForm(page, { prefix: "date-touch", blocks: BLOCKS });
    await openForm(page, path);
    for (const input of [arrival(page), start(page), born(page)]) {
      const box = await input.boundingBox();
      expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(390);
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await arrival(page).fill("2031-12-24");
    await start(page).fill("16:45");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Submit" }).tap();
    await expect
      .poll(() => stored(page, path))
      .toEqual([{ arrival: "2031-12-24", start: "16:45" }]);
  });
});

test("the query string prefills only values the field takes", async ({ page }) => {
  const path = await publishTestForm(page, { prefix: "date-prefill", blocks: BLOCKS });
  await openForm(page, `${path}?arrival=2030-03-07&start=09:45&born=2025-02-30`);
  await expect(arrival(page)).toHaveValue("2030-03-07");
  await expect(start(page)).toHaveValue("09:45");
  await expect(born(page)).toHaveValue("");
  await openForm(page, `${path}?arrival=2000-01-01&start=09:10&born=1990-05-01`);
  await expect(arrival(page)).toHaveValue("");
  await expect(start(page)).toHaveValue("");
  await expect(born(page)).toHaveValue("1990-05-01");
});

test("the server refuses every malformed value with a field error (GraphQL submitForm)", async ({
  page,
}) => {
  const path = await publishTestForm(page, { prefix: "date-server", blocks: BLOCKS });
  const slug = path.replace("/f/", "");
  const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
    [{}, { arrival: "Arrival is required", start: "Start is required" }],
    [
      { arrival: "2030-02-30", start: "25:00", born: "1990-5-1" },
      {
        arrival: "Arrival must be a real date (YYYY-MM-DD)",
        start: "Start must be a time (HH:MM, 24 h)",
        born: "Born must be a real date (YYYY-MM-DD)",
      },
    ],
    [
      { arrival: "2000-01-01", start: "08:45", born: "2098-01-01" },
      {
        arrival: "Arrival must be on or after today",
        start: "Start must be 09:00 or later",
        born: "Born must be on or before today",
      },
    ],
    [
      { arrival: 20300307, start: "09:20" },
      {
        arrival: "Arrival must be a real date (YYYY-MM-DD)",
        start: "Start must be in steps of 15 minutes from 09:00",
      },
    ],
    [{ arrival: "2030-03-07", start: "17:15" }, { start: "Start must be 17:00 or earlier" }],
  ];
  for (const [data, errors] of cases) {
    const result = await submitForm(page, slug, data);
    expect(result.submissionId).toBeNull();
    expect(Object.fromEntries(result.fieldErrors.map((e) => [e.name, e.message]))).toEqual(errors);
  }
  const valid = await submitForm(page, slug, { arrival: "2030-03-07", start: "17:00" });
  expect(valid.fieldErrors).toEqual([]);
  expect(await stored(page, path)).toEqual([{ arrival: "2030-03-07", start: "17:00" }]);
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("a post stores the ISO date and the HH:MM time", async ({ page }) => {
    const path = await publishTestForm(page, { prefix: "date-noscript", blocks: BLOCKS });
    await page.goto(path);
    await arrival(page).fill("2030-03-07");
    await start(page).fill("10:15");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect
      .poll(() => stored(page, path))
      .toEqual([{ arrival: "2030-03-07", start: "10:15" }]);
  });
});

test("charts show the earliest, the latest and the answers per month and hour; the CSV holds ISO values", async ({
  page,
}) => {
  const path = await publishTestForm(page, { prefix: "date-charts", blocks: BLOCKS });
  const slug = path.replace("/f/", "");
  for (const [day, time] of [
    ["2030-03-07", "09:15"],
    ["2030-03-20", "09:45"],
    ["2030-05-01", "16:00"],
  ]) {
    const result = await submitForm(page, slug, { arrival: day, start: time });
    expect(result.fieldErrors).toEqual([]);
  }
  const formId = await formIdOf(page, slug);
  await signIn(page, undefined, `/admin/forms/${formId}/submissions`);

  const arrivals = page.getByRole("figure", { name: "Arrival" });
  await expect(arrivals).toContainText("3 answers, earliest 2030-03-07, latest 2030-05-01.");
  await expect(arrivals.locator(".recharts-surface")).toBeVisible();
  await arrivals.getByText("Show data table").click();
  await expect(arrivals.getByRole("table").locator("tbody tr")).toHaveText([
    /^Mar 2030\s*2$/,
    /^Apr 2030\s*0$/,
    /^May 2030\s*1$/,
  ]);
  const starts = page.getByRole("figure", { name: "Start" });
  await expect(starts).toContainText("3 answers, earliest 09:15, latest 16:00.");
  await starts.getByText("Show data table").click();
  await expect(starts.getByRole("table").locator("tbody tr")).toHaveCount(24);
  await expect(starts.getByRole("table").locator("tbody tr").nth(9)).toHaveText(/^09:00\s*2$/);
  await expectNoAxeViolations(page);

  const csv = await (await page.request.get(`/api/forms/${formId}/submissions.csv`)).text();
  expect(csv).toContain(",2030-05-01,16:00,");
});

test("/demo/fields shows a date and a time with their errors and values", async ({ page }) => {
  await page.goto("/demo/fields");
  const form = page.locator('form[data-hydrated][aria-label="Dates and times form"]');
  await expect(form).toBeVisible({ timeout: 15_000 });
  await form.getByRole("button", { name: "Submit dates and times" }).click();
  await expect(form.locator("#field-checkIn-error")).toContainText("Check-in date is required");
  await expect(form.locator("#field-meetingTime-error")).toContainText("Meeting time is required");
  await expectNoAxeViolations(page);
  await form.getByLabel(/^Check-in date/).fill("2090-01-02");
  await form.getByLabel(/^Festival day/).fill("2026-07-14");
  await form.getByLabel(/^Meeting time/).fill("10:30");
  await form.getByRole("button", { name: "Submit dates and times" }).click();
  const result = JSON.parse((await page.getByTestId("date-time-result").textContent()) ?? "{}");
  expect(result).toEqual({
    checkIn: "2090-01-02",
    festivalDay: "2026-07-14",
    meetingTime: "10:30",
  });
});
