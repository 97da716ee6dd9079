import { expect, test } from "@playwright/test";
import { signIn } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { openForm, stored, submitForm } from "./support/field-spec";
import { formIdOf } from "./support/forms";
import { publishTestForm } from "./support/publish-form";

// Issue 13: the rating and scale (NPS) field types in real Chromium.

const BLOCKS = [
  { type: "rating", name: "service", label: "How was our service?", required: true },
  {
    type: "scale",
    name: "recommend",
    label: "How likely are you to recommend us?",
    preset: "nps",
    required: true,
  },
  {
    type: "scale",
    name: "ease",
    label: "How easy was booking?",
    min: 0,
    max: 4,
    minLabel: "Very hard",
    maxLabel: "Very easy",
  },
];

const SERVICE = "How was our service?";
const RECOMMEND = "How likely are you to recommend us?";

test("by keyboard alone: one tab stop per group, arrows choose, errors are announced, axe clean before and after", async ({
  page,
}) => {
  const path = await publishTestForm(page, { prefix: "rating-kbd", blocks: BLOCKS });
  await openForm(page, path);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.locator("#field-service-error")).toContainText(`${SERVICE} is required`);
  await expect(page.locator("#field-recommend-error")).toContainText(`${RECOMMEND} is required`);
  await expect(page.getByRole("radiogroup", { name: SERVICE })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expectNoAxeViolations(page);

  // Each star is read as "n of 5"; the NPS ends carry their words.
  const service = page.getByRole("radiogroup", { name: SERVICE });
  await expect(service.getByRole("radio")).toHaveCount(5);
  await expect(service.getByRole("radio", { name: "3 of 5" })).toBeVisible();
  const recommend = page.getByRole("radiogroup", { name: RECOMMEND });
  await expect(recommend.getByRole("radio")).toHaveCount(11);
  await expect(recommend.getByRole("radio", { name: "0, Not at all likely" })).toBeAttached();
  await expect(recommend.getByRole("radio", { name: "10, Extremely likely" })).toBeAttached();

  await service.getByRole("radio", { name: "1 of 5" }).focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(service.getByRole("radio", { name: "4 of 5" })).toBeChecked();
  // One tab stop: Tab leaves the stars for the next group, on its first number.
  await page.keyboard.press("Tab");
  await expect(recommend.getByRole("radio", { name: "0, Not at all likely" })).toBeFocused();
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowLeft"); // wraps to 10
  await expect(recommend.getByRole("radio", { name: "10, Extremely likely" })).toBeChecked();
  await page.keyboard.press("ArrowLeft");
  await expect(recommend.getByRole("radio", { name: "9", exact: true })).toBeChecked();
  await expect(page.locator("#field-service-error")).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Submit" }).click();
  await expect.poll(() => stored(page, path)).toEqual([{ service: 4, recommend: 9 }]);
});

test.describe("on a 390 px phone, by touch", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("eleven NPS numbers fit on one row without sideways scrolling, and a tap chooses", async ({
    page,
  }) => {
    const path = await publishTestForm(page, { prefix: "rating-touch", blocks: BLOCKS });
    await openForm(page, path);
    const recommend = page.getByRole("radiogroup", { name: RECOMMEND });
    const numbers = recommend.locator(".fw-scale__number");
    await expect(numbers).toHaveCount(11);
    const boxes = await numbers.evaluateAll((elements) =>
      elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
    );
    const first = boxes[0] as DOMRect;
    const last = boxes[10] as DOMRect;
    expect(last.top).toBe(first.top); // one row
    expect(first.left).toBeGreaterThanOrEqual(0);
    expect(last.right).toBeLessThanOrEqual(390);
    for (const box of boxes) {
      expect(box.width).toBeGreaterThanOrEqual(24); // WCAG 2.2 target size (minimum)
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    // The radio lies, invisible, over its number: the tap lands on it.
    await recommend.getByRole("radio", { name: "10, Extremely likely" }).tap();
    await expect(recommend.getByRole("radio", { name: "10, Extremely likely" })).toBeChecked();
    const service = page.getByRole("radiogroup", { name: SERVICE });
    await service.getByRole("radio", { name: "2 of 5" }).tap();
    await expect(service.getByRole("radio", { name: "2 of 5" })).toBeChecked();
    await expect(service.locator('[data-state="on"]')).toHaveCount(2);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Submit" }).tap();
    await expect.poll(() => stored(page, path)).toEqual([{ service: 2, recommend: 10 }]);
  });
});

test("the query string prefills a number of the range and ignores others", async ({ page }) => {
  const path = await publishTestForm(page, { prefix: "rating-prefill", blocks: BLOCKS });
  await openForm(page, `${path}?service=5&recommend=0&ease=9`);
  await expect(page.getByRole("radio", { name: "5 of 5" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "0, Not at all likely" })).toBeChecked();
  await expect(
    page.getByRole("radiogroup", { name: "How easy was booking?" }).getByRole("radio", {
      checked: true,
    }),
  ).toHaveCount(0);
});

test("the server refuses every malformed value with a field error naming the range", async ({
  page,
}) => {
  const path = await publishTestForm(page, { prefix: "rating-server", blocks: BLOCKS });
  const slug = path.replace("/f/", "");
  const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
    [
      { service: 6, recommend: 11, ease: 5 },
      {
        service: `${SERVICE} must be a whole number from 1 to 5`,
        recommend: `${RECOMMEND} must be a whole number from 0 to 10`,
        ease: "How easy was booking? must be a whole number from 0 to 4",
      },
    ],
    [
      { service: 2.5, recommend: "9" },
      {
        service: `${SERVICE} must be a whole number from 1 to 5`,
        recommend: `${RECOMMEND} must be a whole number from 0 to 10`,
      },
    ],
    [
      { service: 0, recommend: [9] },
      {
        service: `${SERVICE} must be a whole number from 1 to 5`,
        recommend: `${RECOMMEND} must be a whole number from 0 to 10`,
      },
    ],
    [{ ease: 1 }, { service: `${SERVICE} is required`, recommend: `${RECOMMEND} is required` }],
  ];
  for (const [data, errors] of cases) {
    const result = await submitForm(page, slug, data);
    expect(result.submissionId).toBeNull();
    expect(Object.fromEntries(result.fieldErrors.map((e) => [e.name, e.message]))).toEqual(errors);
  }
  const valid = await submitForm(page, slug, { service: 1, recommend: 0, ease: 0 });
  expect(valid.fieldErrors).toEqual([]);
  expect(await stored(page, path)).toEqual([{ service: 1, recommend: 0, ease: 0 }]);
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("a post stores the chosen numbers as numbers", async ({ page }) => {
    const path = await publishTestForm(page, { prefix: "rating-noscript", blocks: BLOCKS });
    await page.goto(path);
    await page.getByRole("radio", { name: "3 of 5" }).check();
    await page.getByRole("radio", { name: "7", exact: true }).check();
    await page.getByRole("button", { name: "Submit" }).click();
    await expect.poll(() => stored(page, path)).toEqual([{ service: 3, recommend: 7 }]);
  });
});

test("charts show each number's count, the mean and the Net Promoter Score; the CSV holds the numbers", async ({
  page,
}) => {
  const path = await publishTestForm(page, { prefix: "rating-charts", blocks: BLOCKS });
  const slug = path.replace("/f/", "");
  for (const [service, recommend] of [
    [5, 10],
    [4, 9],
    [2, 3],
    [5, 8],
  ]) {
    const result = await submitForm(page, slug, { service, recommend });
    expect(result.fieldErrors).toEqual([]);
  }
  const formId = await formIdOf(page, slug);
  await signIn(page, undefined, `/admin/forms/${formId}/submissions`);

  const nps = page.getByRole("figure", { name: RECOMMEND });
  // 2 promoters, 1 detractor of 4: 50 - 25
  await expect(nps.getByText("+25", { exact: true })).toBeVisible();
  await expect(nps).toContainText("4 answers from 0 to 10, mean 7.5. Net Promoter Score +25.");
  await expect(nps.locator(".recharts-surface")).toBeVisible();
  await nps.getByText("Show data table").click();
  await expect(nps.getByRole("table").locator("tbody tr")).toHaveCount(11);
  await expect(nps.getByRole("table").locator("tbody tr").nth(9)).toHaveText(/^9\s*1$/);

  const service = page.getByRole("figure", { name: SERVICE });
  await expect(service).toContainText("4 answers from 1 to 5, mean 4.");
  await expect(service.getByText(/Net Promoter Score/)).toHaveCount(0);
  await service.getByText("Show data table").click();
  await expect(service.getByRole("table").locator("tbody tr")).toHaveText([
    /^1\s*0$/,
    /^2\s*1$/,
    /^3\s*0$/,
    /^4\s*1$/,
    /^5\s*2$/,
  ]);
  await expectNoAxeViolations(page);

  const csv = await (await page.request.get(`/api/forms/${formId}/submissions.csv`)).text();
  const header = csv.replace(/^\uFEFF/, "").split("\r\n")[0] ?? "";
  expect(header).toContain(SERVICE);
  expect(csv).toMatch(/,5,10\r\n|,5,10,/);
});

test("/demo/fields shows a rating, a scale and an NPS question", async ({ page }) => {
  await page.goto("/demo/fields");
  await expect(page.locator('form[data-hydrated][aria-label="Field gallery form"]')).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole("radiogroup", { name: SERVICE })).toBeVisible();
  const recommend = page.getByRole("radiogroup", {
    name: "How likely are you to recommend us to a friend?",
  });
  await recommend.getByRole("radio", { name: "10, Extremely likely" }).check();
  await expect(page.getByTestId("last-change")).toHaveText("Last onChange: recommend = 10");
  await page
    .getByRole("radiogroup", { name: "How easy was booking?" })
    .getByRole("radio", {
      name: "1, Very hard",
    })
    .focus();
  await page.keyboard.press("Space");
  await expect(page.getByTestId("last-change")).toHaveText("Last onChange: ease = 1");
});
