import { expect, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { openForm, stored } from "./support/field-spec";
import { createTestForm } from "./support/forms";
import { test } from "./support/owner-session";
import { publishTestForm } from "./support/publish-form";

// Issue 14 §2: page breaks, skip logic, Back/Next, ?step= in the URL.
const BLOCKS = [
  {
    type: "radio",
    name: "car",
    label: "Do you drive a car?",
    required: true,
    options: [
      { label: "Yes", value: "yes" },
      { label: "No", value: "no" },
    ],
  },
  { type: "text", name: "fullName", label: "Full name", required: true },
  {
    type: "page",
    title: "Your car",
    nextLabel: "Continue",
    visibleWhen: { all: [{ field: "car", op: "equals", value: "yes" }] },
  },
  { type: "text", name: "carModel", label: "Car model", required: true },
  { type: "page", title: "Contact" },
  { type: "text", name: "email", label: "Email", required: true, rules: { email: true } },
];

/** The heading of the page shown (the other pages stay in the document, hidden). */
const heading = (page: Page) => page.locator("section.fw-page:not([hidden]) h2.fw-page__heading");

/** Focuses a control and presses a key on it, as a keyboard user would after tabbing to it. */
async function press(page: Page, target: ReturnType<Page["getByRole"]>, key: string) {
  await target.focus();
  await page.keyboard.press(key);
}

test("by keyboard through a paged form with a skipped page: Next validates, Back, reload and the browser's Back keep the page and answers; axe on every step", async ({
  page,
}) => {
  const path = await publishTestForm(page, {
    prefix: "pages",
    title: "Paged form",
    blocks: BLOCKS,
  });
  await openForm(page, path);

  // The car page is skipped until "Yes": two steps.
  await expect(heading(page)).toHaveText("Step 1 of 2");
  await expect(page.getByRole("progressbar", { name: "Step 1 of 2" })).toBeVisible();
  await expect(page.getByLabel("Car model")).toBeHidden();
  await expect(page.getByRole("button", { name: "Submit" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Next on an empty page: its own error summary, focused, naming only this page's fields.
  await press(page, page.getByRole("button", { name: "Next" }), "Enter");
  const summary = page.getByRole("alert").filter({ hasText: "Full name" });
  await expect(summary).toBeFocused();
  await expect(summary).not.toContainText("Email");
  await expect(heading(page)).toHaveText("Step 1 of 2");
  await expectNoAxeViolations(page);

  // "No" by arrow keys: still two steps; the name is typed.
  await press(page, page.getByRole("radio", { name: "Yes" }), "Space");
  await expect(heading(page)).toHaveText("Step 1 of 3");
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("radio", { name: "No" })).toBeChecked();
  await expect(heading(page)).toHaveText("Step 1 of 2");
  await page.getByLabel("Full name").focus();
  await page.keyboard.type("Ada Lovelace");

  // Next goes past the skipped page to the third one; its heading takes focus.
  await press(page, page.getByRole("button", { name: "Next" }), "Enter");
  await expect(heading(page)).toHaveText("Step 2 of 2Contact");
  await expect(heading(page)).toBeFocused();
  await expect(page).toHaveURL(/[?&]step=3(&|$)/);
  await expect(page.getByLabel("Full name")).toBeHidden();
  await expect(page.getByRole("button", { name: "Back" })).toBeVisible();
  await expectNoAxeViolations(page);

  // A reload opens on the same page with the answers.
  await page.reload();
  await expect(page.locator("form.fw-public-form")).toHaveAttribute("data-hydrated", "");
  await expect(heading(page)).toHaveText("Step 2 of 2Contact");
  await expect(page.getByLabel("Email")).toBeVisible();

  // The browser's Back returns to the first page, answers kept; Forward comes back.
  await page.goBack();
  await expect(heading(page)).toHaveText("Step 1 of 2");
  await expect(page.getByLabel("Full name")).toHaveValue("Ada Lovelace");
  await expect(page.getByRole("radio", { name: "No" })).toBeChecked();
  await page.goForward();
  await expect(heading(page)).toHaveText("Step 2 of 2Contact");

  // The last page: submit errors stay on it, then a valid submit stores only the shown pages.
  await press(page, page.getByRole("button", { name: "Submit" }), "Enter");
  await expect(page.getByRole("alert").filter({ hasText: "Email" })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByLabel("Email").focus();
  await page.keyboard.type("ada@example.com");
  await press(page, page.getByRole("button", { name: "Submit" }), "Enter");
  await expect(page.getByText("Thank you! Your answers have been received.")).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await stored(page, path)).toEqual([
    { car: "no", fullName: "Ada Lovelace", email: "ada@example.com" },
  ]);
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the car page is shown after Yes, Back keeps its answer, and the form fits the screen", async ({
    page,
  }) => {
    const path = await publishTestForm(page, { prefix: "pages-phone", blocks: BLOCKS });
    await openForm(page, path);
    await page.getByRole("radio", { name: "Yes" }).tap();
    await page.getByLabel("Full name").fill("Grace Hopper");
    await page.getByRole("button", { name: "Next" }).tap();
    await expect(heading(page)).toHaveText("Step 2 of 3Your car");
    await expect(page).toHaveURL(/[?&]step=2(&|$)/);

    // Next (captioned "Continue" here) without a model: the error is this page's.
    await page.getByRole("button", { name: "Continue", exact: true }).tap();
    await expect(page.getByRole("alert").filter({ hasText: "Car model" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel("Car model").fill("Model T");
    await page.getByRole("button", { name: "Continue", exact: true }).tap();
    await expect(heading(page)).toHaveText("Step 3 of 3Contact");
    await page.getByRole("button", { name: "Back" }).tap();
    await expect(page.getByLabel("Car model")).toHaveValue("Model T");
    await page.getByRole("button", { name: "Continue", exact: true }).tap();

    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.getByLabel("Email").fill("grace@example.com");
    await page.getByRole("button", { name: "Submit" }).tap();
    await expect(page.getByText("Thank you! Your answers have been received.")).toBeVisible();
    expect(await stored(page, path)).toEqual([
      { car: "yes", fullName: "Grace Hopper", carModel: "Model T", email: "grace@example.com" },
    ]);
  });
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the paged form is one long form with one submit, and the server drops the skipped page's answers", async ({
    page,
  }) => {
    const path = await publishTestForm(page, { prefix: "pages-noscript", blocks: BLOCKS });
    await page.goto(path);
    for (const label of ["Full name", "Car model", "Email"]) {
      await expect(page.getByLabel(label)).toBeVisible();
    }
    await expect(page.getByRole("button", { name: "Next" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Submit" })).toHaveCount(1);
    await page.getByRole("radio", { name: "No" }).check();
    await page.getByLabel("Full name").fill("Alan Turing");
    await page.getByLabel("Car model").fill("Typed before choosing No");
    await page.getByLabel("Email").fill("alan@example.com");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Thank you! Your answers have been received.")).toBeVisible();
    expect(await stored(page, path)).toEqual([
      { car: "no", fullName: "Alan Turing", email: "alan@example.com" },
    ]);
  });
});

test("an editor adds a page break, and the preview shows the form a page at a time", async ({
  page,
}) => {
  const { id } = await createTestForm(page, {
    slugPrefix: "pages-editor",
    title: "Paged in the editor",
    blocks: [
      { type: "text", name: "first", label: "First question" },
      { type: "text", name: "second", label: "Second question" },
    ],
  });
  await page.goto(`/admin/forms/${id}`);
  await expect(page.getByRole("button", { name: "Save", exact: true })).toBeEnabled();
  await page.getByRole("button", { name: "Add block" }).click();
  await page.getByRole("option", { name: "Page break", exact: true }).click();
  await expect(page.getByRole("textbox", { name: "Page title" })).toBeFocused();
  await page.keyboard.type("Second part");
  const blocks = page.getByRole("list", { name: "Blocks" });
  // The new page break is selected: Alt+ArrowUp moves it up, from its title box too.
  await page.keyboard.press("Alt+ArrowUp");
  await expect(blocks.locator(".fw-block-row__caption")).toHaveText([
    "First question",
    "Page 2 — Second part",
    "Second question",
  ]);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status", { name: "Save status" })).toHaveText("Saved");

  const [preview] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("button", { name: "Open preview" }).click(),
  ]);
  await expect(preview.getByText(/^Connected to the editor/)).toBeVisible();
  await expect(heading(preview)).toHaveText("Step 1 of 2");
  await expect(preview.getByLabel("First question")).toBeVisible();
  await expect(preview.getByLabel("Second question")).toBeHidden();
  await preview.getByRole("button", { name: "Next" }).click();
  await expect(heading(preview)).toHaveText("Step 2 of 2Second part");
  await expect(preview.getByLabel("Second question")).toBeVisible();
  await expectNoAxeViolations(preview);
});
