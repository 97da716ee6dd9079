import { expect, type Locator, type Page, test } from "@playwright/test";
import { adminGraphQL } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { submitForm } from "./support/field-spec";
import { publishTestForm } from "./support/publish-form";

// Issue 13: the matrix and ranking field types, on the public form.

const BLOCKS = [
  {
    type: "matrix",
    name: "taste",
    label: "Rate your visit",
    required: true,
    rows: [
      { label: "Texture", value: "texture" },
      { label: "Price", value: "price" },
    ],
    columns: [
      { label: "Poor", value: "poor" },
      { label: "Fair", value: "fair" },
      { label: "Good", value: "good" },
      { label: "Excellent", value: "excellent" },
    ],
  },
  {
    type: "matrix",
    name: "meals",
    label: "Meals",
    multiple: true,
    rows: [
      { label: "Breakfast", value: "breakfast" },
      { label: "Dinner", value: "dinner" },
    ],
    columns: [
      { label: "Mon", value: "mon" },
      { label: "Fri", value: "fri" },
    ],
  },
  {
    type: "ranking",
    name: "fruit",
    label: "Rank these fruit",
    required: true,
    options: [
      { label: "Apples", value: "apples" },
      { label: "Pears", value: "pears" },
      { label: "Plums", value: "plums" },
      { label: "Kiwis", value: "kiwis" },
    ],
  },
];

async function stored(page: Page, path: string) {
  const data = await adminGraphQL<{
    submissions: { nodes: Array<{ data: Record<string, unknown> }> };
  }>(page, `query($s: String!) { submissions(formSlug: $s, first: 50) { nodes { data } } }`, {
    s: path.replace("/f/", ""),
  });
  return data.submissions.nodes.map((n) => n.data);
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("form[data-hydrated]").first()).toBeVisible();
}

function ranking(page: Page): Locator {
  return page.locator('.fw-field[data-field="fruit"]');
}

async function order(page: Page): Promise<string[]> {
  return ranking(page)
    .locator(".fw-ranking__item")
    .evaluateAll((items) => items.map((item) => item.getAttribute("data-value") ?? ""));
}

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("keyboard only: errors, each row its own group, no sideways scrolling, axe clean, stored", async ({
    page,
  }) => {
    const path = await publishTestForm(page, { prefix: "matrix-ranking", blocks: BLOCKS });
    await open(page, path);
    await expectNoAxeViolations(page);
    // Every row is a group of its own, stacked: nothing wider than the screen.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await expect(page.getByRole("radiogroup", { name: "Texture" })).toBeVisible();
    await expect(page.getByRole("group", { name: "Breakfast" })).toBeVisible();

    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.locator('[data-error-for="taste"]')).toContainText(
      "Rate your visit is required",
    );
    await expect(page.locator('[data-error-for="fruit"]')).toContainText(
      "Rank these fruit is required",
    );
    await expectNoAxeViolations(page);

    // Keyboard: the first row's radios by arrow keys, then the ranking's buttons.
    const first = page.getByRole("radiogroup", { name: "Texture" }).getByRole("radio").first();
    await first.focus();
    await page.keyboard.press("Space");
    await page.keyboard.press("ArrowRight");
    await expect(
      page.getByRole("radiogroup", { name: "Texture" }).getByRole("radio", { name: "Fair" }),
    ).toBeChecked();
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.locator('[data-error-for="taste"]')).toContainText(
      "Rate your visit: answer every row (missing: Price)",
    );
    await expectNoAxeViolations(page);
    const price = page.getByRole("radiogroup", { name: "Price" });
    await price.getByRole("radio", { name: "Excellent" }).focus();
    await page.keyboard.press("Space");

    await page.getByRole("button", { name: "Move Apples down" }).focus();
    await page.keyboard.press("Enter");
    await expect(ranking(page).locator("[aria-live]")).toHaveText(
      "Apples moved to position 2 of 4",
    );
    // Focus stays on the moved item's button: pressing again moves it on.
    await page.keyboard.press("Enter");
    await expect(ranking(page).locator("[aria-live]")).toHaveText(
      "Apples moved to position 3 of 4",
    );
    expect(await order(page)).toEqual(["pears", "plums", "apples", "kiwis"]);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByTestId("confirmation")).toBeVisible();
    await expect
      .poll(() => stored(page, path))
      .toEqual([
        {
          taste: { texture: "fair", price: "excellent" },
          fruit: ["pears", "plums", "apples", "kiwis"],
        },
      ]);
  });

  test("touch: dragging an item by its handle reorders the ranking", async ({ page }) => {
    const path = await publishTestForm(page, { prefix: "ranking-touch", blocks: BLOCKS });
    await open(page, path);
    const handle = ranking(page).getByTestId("drag-kiwis");
    await handle.scrollIntoViewIfNeeded();
    const from = await handle.boundingBox();
    const target = await ranking(page).locator(".fw-ranking__item").first().boundingBox();
    if (!from || !target) throw new Error("no box");
    const start = {
      x: Math.round(from.x + from.width / 2),
      y: Math.round(from.y + from.height / 2),
    };
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [start] });
    for (const step of [0.25, 0.5, 0.75, 1]) {
      const y = Math.round(start.y + (target.y + 4 - start.y) * step);
      await cdp.send("Input.dispatchTouchEvent", {
        type: "touchMove",
        touchPoints: [{ x: start.x, y }],
      });
    }
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await cdp.detach();
    await expect.poll(() => order(page)).toEqual(["kiwis", "apples", "pears", "plums"]);
    await expect(ranking(page).locator("[aria-live]")).toHaveText("Kiwis moved to position 1 of 4");
  });
});

test("mouse: dragging an item reorders the ranking; the multiple matrix stores arrays", async ({
  page,
}) => {
  const path = await publishTestForm(page, { prefix: "ranking-mouse", blocks: BLOCKS });
  await open(page, path);
  const handle = ranking(page).getByTestId("drag-apples");
  await handle.scrollIntoViewIfNeeded();
  const from = await handle.boundingBox();
  const last = await ranking(page).locator(".fw-ranking__item").last().boundingBox();
  if (!from || !last) throw new Error("no box");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, last.y + last.height - 4, { steps: 8 });
  await page.mouse.up();
  expect(await order(page)).toEqual(["pears", "plums", "kiwis", "apples"]);

  for (const row of ["Texture", "Price"]) {
    await page.getByRole("radiogroup", { name: row }).getByRole("radio", { name: "Good" }).check();
  }
  await page.getByRole("group", { name: "Dinner" }).getByRole("checkbox", { name: "Mon" }).check();
  await page.getByRole("group", { name: "Dinner" }).getByRole("checkbox", { name: "Fri" }).check();
  await page.getByRole("button", { name: "Submit" }).click();
  await expect
    .poll(() => stored(page, path))
    .toEqual([
      {
        taste: { texture: "good", price: "good" },
        meals: { dinner: ["mon", "fri"] },
        fruit: ["pears", "plums", "kiwis", "apples"],
      },
    ]);
});

test("the server refuses malformed matrix and ranking values with a field error", async ({
  page,
}) => {
  const path = await publishTestForm(page, { prefix: "matrix-ranking-api", blocks: BLOCKS });
  const slug = path.replace("/f/", "");
  const good = { taste: { texture: "good", price: "poor" } };
  const cases: Array<[Record<string, unknown>, string, string]> = [
    [
      { taste: { texture: "good", smell: "poor" } },
      "taste",
      "Rate your visit has a row that is not offered",
    ],
    [
      { taste: { texture: "great", price: "poor" } },
      "taste",
      "Rate your visit has a choice that is not offered",
    ],
    [{ taste: "good" }, "taste", "Rate your visit has a value of the wrong type"],
    [{ ...good, meals: { dinner: "mon" } }, "meals", "Meals has a value of the wrong type"],
    [
      { ...good, fruit: ["apples", "pears", "plums"] },
      "fruit",
      "Rank these fruit must rank every option exactly once",
    ],
    [
      { ...good, fruit: ["apples", "pears", "plums", "kiwis", "figs"] },
      "fruit",
      "Rank these fruit must rank every option exactly once",
    ],
    [{ ...good, fruit: "apples" }, "fruit", "Rank these fruit has a value of the wrong type"],
  ];
  for (const [data, name, message] of cases) {
    const result = await submitForm(page, slug, data);
    expect(result.submissionId).toBeNull();
    expect(result.fieldErrors).toContainEqual({ name, message });
  }
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("a post without scripts answers the matrix by <name>[<row>] and ranks by position selects", async ({
    page,
  }) => {
    const path = await publishTestForm(page, { prefix: "matrix-ranking-noscript", blocks: BLOCKS });
    await page.goto(path);
    await page
      .getByRole("radiogroup", { name: "Texture" })
      .getByRole("radio", { name: "Poor" })
      .check();
    await page
      .getByRole("radiogroup", { name: "Price" })
      .getByRole("radio", { name: "Fair" })
      .check();
    await page.getByLabel("Position of Apples").selectOption("4");
    await page.getByLabel("Position of Kiwis").selectOption("1");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect
      .poll(() => stored(page, path))
      .toEqual([
        {
          taste: { texture: "poor", price: "fair" },
          fruit: ["kiwis", "pears", "plums", "apples"],
        },
      ]);
  });
});

test("the demo page shows matrix and ranking with their submitted values", async ({ page }) => {
  await page.goto("/demo/fields");
  const form = page.getByRole("form", { name: "Grid and ranking form" });
  await expect(form).toHaveAttribute("data-hydrated", "");
  await form.getByRole("button", { name: "Submit grid and ranking" }).click();
  await expect(form.locator('[data-error-for="taste"]')).toContainText(
    "Rate your visit is required",
  );
  await expectNoAxeViolations(page);
  for (const row of ["Texture", "Price", "Service"]) {
    await form.getByRole("radiogroup", { name: row }).getByRole("radio", { name: "Good" }).check();
  }
  await form.getByRole("button", { name: "Keep this order" }).click();
  await form.getByRole("button", { name: "Submit grid and ranking" }).click();
  const values = JSON.parse((await page.getByTestId("grid-result").textContent()) ?? "{}");
  expect(values).toEqual({
    taste: { texture: "good", price: "good", service: "good" },
    meals: {},
    fruit: ["apples", "pears", "plums", "kiwis"],
  });
});
