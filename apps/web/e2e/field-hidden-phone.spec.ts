import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { openForm, stored, submitForm } from "./support/field-spec";
import { formIdOf } from "./support/forms";
import { publishTestForm } from "./support/publish-form";

// Issue 13: the hidden field type and the text phone rule in real Chromium.

const BLOCKS = [
  { type: "text", name: "fullName", label: "Full name", required: true },
  { type: "hidden", name: "utm_source", label: "Campaign", defaultValue: "direct" },
  {
    type: "text",
    name: "mobile",
    label: "Mobile",
    required: true,
    rules: { phone: { defaultCountry: "FR" } },
  },
];

const fullName = (page: Page) => page.getByLabel(/^Full name/);
const mobile = (page: Page) => page.getByLabel(/^Mobile/);

test("by keyboard: the hidden field is no stop, the phone is checked and stored in E.164; axe clean before and after errors", async ({
  page,
}) => {
  const path = await publishTestForm(page, { prefix: "hidden-phone-kbd", blocks: BLOCKS });
  await openForm(page, `${path}?utm_source=spring%20sale`);
  // The hidden field: an <input type="hidden"> with the query string's value, nothing shown.
  const hidden = page.locator('input[name="utm_source"]');
  await expect(hidden).toHaveAttribute("type", "hidden");
  await expect(hidden).toHaveValue("spring sale");
  await expect(page.getByText("Campaign")).toHaveCount(0);
  await expect(mobile(page)).toHaveAttribute("type", "tel");
  await expect(mobile(page)).toHaveAttribute("autocomplete", "tel");
  await expectNoAxeViolations(page);

  await fullName(page).focus();
  await page.keyboard.type("Ada Lovelace");
  // Tab goes straight from the name to the phone: the hidden field takes no focus.
  await page.keyboard.press("Tab");
  await expect(mobile(page)).toBeFocused();
  await page.keyboard.type("06 12");
  await page.keyboard.press("Enter");
  await expect(page.locator("#field-mobile-error")).toContainText(
    "Mobile must be a valid phone number",
  );
  await expect(mobile(page)).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);

  await mobile(page).focus();
  await page.keyboard.type(" 34 56 78");
  await expect(mobile(page)).toHaveValue("06 12 34 56 78");
  await page.keyboard.press("Enter");
  await expect
    .poll(() => stored(page, path))
    .toEqual([{ fullName: "Ada Lovelace", utm_source: "spring sale", mobile: "+33612345678" }]);
});

test.describe("on a 390 px phone, by touch", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the phone input fits, the hidden field takes no room, and its default is stored", async ({
    page,
  }) => {
    const path = await publishTestForm(page, { prefix: "hidden-phone-touch", blocks: BLOCKS });
    await openForm(page, path);
    const box = await mobile(page).boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(390);
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    expect(await page.locator('input[name="utm_source"]').boundingBox()).toBeNull();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await fullName(page).fill("Grace");
    await mobile(page).fill("+1 202 555 0143");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Submit" }).tap();
    await expect
      .poll(() => stored(page, path))
      .toEqual([{ fullName: "Grace", utm_source: "direct", mobile: "+12025550143" }]);
  });
});

test("the server refuses malformed phone numbers and hidden values with field errors (GraphQL submitForm)", async ({
  page,
}) => {
  const path = await publishTestForm(page, { prefix: "hidden-phone-server", blocks: BLOCKS });
  const slug = path.replace("/f/", "");
  const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
    [{ fullName: "A" }, { mobile: "Mobile is required" }],
    [{ fullName: "A", mobile: "0612" }, { mobile: "Mobile must be a valid phone number" }],
    [{ fullName: "A", mobile: "not a number" }, { mobile: "Mobile must be a valid phone number" }],
    [{ fullName: "A", mobile: 612345678 }, { mobile: "Mobile has a value of the wrong type" }],
    [
      { fullName: "A", mobile: "0612345678", utm_source: "x".repeat(1001) },
      { utm_source: "Campaign must be at most 1000 characters" },
    ],
    [
      { fullName: "A", mobile: "0612345678", utm_source: { a: 1 } },
      { utm_source: "Campaign has a value of the wrong type" },
    ],
  ];
  for (const [data, errors] of cases) {
    const result = await submitForm(page, slug, data);
    expect(result.submissionId).toBeNull();
    expect(Object.fromEntries(result.fieldErrors.map((e) => [e.name, e.message]))).toEqual(errors);
  }
  const valid = await submitForm(page, slug, {
    fullName: "A",
    mobile: "01 23 45 67 89",
    utm_source: "ad",
  });
  expect(valid.fieldErrors).toEqual([]);
  expect(await stored(page, path)).toEqual([
    { fullName: "A", mobile: "+33123456789", utm_source: "ad" },
  ]);

  // The submissions table, its details and the CSV show both (the CSV guards a leading + with ').
  const formId = await formIdOf(page, slug);
  await signIn(page, undefined, `/admin/forms/${formId}/submissions`);
  const table = page.getByRole("table", { name: "Submissions, newest first" });
  await expect(table.getByRole("columnheader")).toHaveText([
    "Submitted",
    "Version",
    "Full name",
    "Campaign",
    "Mobile",
    "Actions",
  ]);
  await table.getByRole("button", { name: /^View/ }).first().click();
  const details = page.getByRole("dialog", { name: "Submission" });
  await expect(details.locator("div").filter({ hasText: /^Campaign/ })).toContainText("ad");
  await expect(details.locator("div").filter({ hasText: /^Mobile/ })).toContainText("+33123456789");
  await expectNoAxeViolations(page);
  const csv = await (await page.request.get(`/api/forms/${formId}/submissions.csv`)).text();
  expect(csv).toContain("Full name,Campaign,Mobile");
  expect(csv).toContain(",A,ad,'+33123456789");
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("a post sends the hidden value and stores the phone in E.164", async ({ page }) => {
    const path = await publishTestForm(page, { prefix: "hidden-phone-noscript", blocks: BLOCKS });
    await page.goto(`${path}?utm_source=poster`);
    await fullName(page).fill("Ada");
    await mobile(page).fill("06 12 34 56 78");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect
      .poll(() => stored(page, path))
      .toEqual([{ fullName: "Ada", utm_source: "poster", mobile: "+33612345678" }]);
  });
});

test("/demo/fields shows a hidden field from the query string and a phone field", async ({
  page,
}) => {
  await page.goto("/demo/fields?utm_source=newsletter");
  const form = page.locator('form[data-hydrated][aria-label="Hidden and phone form"]');
  await expect(form).toBeVisible({ timeout: 15_000 });
  await form.getByRole("button", { name: "Submit hidden and phone" }).click();
  await expect(form.locator("#field-mobile-error")).toContainText("Mobile number is required");
  await expectNoAxeViolations(page);
  await form.getByLabel(/^Mobile number/).fill("06 12 34 56 78");
  await form.getByRole("button", { name: "Submit hidden and phone" }).click();
  const result = JSON.parse((await page.getByTestId("hidden-phone-result").textContent()) ?? "{}");
  expect(result).toEqual({ utm_source: "newsletter", mobile: "+33612345678" });
});
