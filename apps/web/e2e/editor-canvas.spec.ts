import { expect, type Locator, type Page, test } from "@playwright/test";
import { signIn } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { createTestForm, readDraft } from "./support/forms";

const BLOCKS = [
  { type: "text", name: "fullName", label: "Full name", description: "As on your passport" },
  {
    type: "radio",
    name: "topic",
    label: "Topic",
    options: [
      { label: "Option 1", value: "option1" },
      { label: "Option 2", value: "option2" },
    ],
  },
  { type: "heading", text: "Almost done" },
  { type: "checkbox", name: "terms", label: "I agree" },
];

async function openCanvas(page: Page, slugPrefix: string) {
  const { id } = await createTestForm(page, { slugPrefix, title: "On the canvas", blocks: BLOCKS });
  await signIn(page, undefined, `/admin/forms/${id}`);
  await expect(page.getByRole("button", { name: "Save", exact: true })).toBeEnabled();
  return page.getByRole("region", { name: "Canvas" });
}

const settingsOf = (page: Page) => page.getByRole("form", { name: /^Block \d+ of \d+/ });

test("mouse: a click selects a block on the canvas, its label is edited in place and the settings follow; axe with a block selected and mid-drag", async ({
  page,
}) => {
  const canvas = await openCanvas(page, "canvas-mouse");
  // The respondent's own widgets, out of reach: the focus cannot go into them.
  const preview = canvas.locator("input[name^='canvas_']").first();
  await expect(preview).toBeVisible();
  await preview.focus();
  await expect(preview).not.toBeFocused();

  const first = canvas.getByRole("button", { name: /^Block 1 of 4: Full name/ });
  await first.click();
  await expect(first).toHaveAttribute("aria-current", "true");
  await expect(canvas.locator("[aria-current='true']")).toHaveCount(1);
  await expect(page.getByRole("heading", { name: "Block 1 of 4: Text" })).toBeVisible();
  const label = canvas.getByRole("textbox", { name: "Label" });
  await expect(label).toHaveValue("Full name");
  await label.fill("Your name");
  await expect(settingsOf(page).getByLabel("Label", { exact: true })).toHaveValue("Your name");
  await expect(settingsOf(page).getByLabel("Name", { exact: true })).toHaveValue("yourName");
  await expect(page.getByRole("list", { name: "Blocks" })).toContainText("Your name");
  if (process.env.E2E_DOCS_SCREENSHOTS) {
    // docs/images/editor-canvas.png (docs/editor.md): `E2E_DOCS_SCREENSHOTS=1` takes it again.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page
      .getByRole("heading", { name: "Blocks" })
      .evaluate((heading) =>
        window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 150),
      );
    await page.screenshot({ path: "docs/images/editor-canvas.png" });
  }
  await expectNoAxeViolations(page);

  // Drag "I agree" by its handle above "Topic": axe while the drag is in progress.
  const last = canvas.locator(".fw-canvas__block").nth(3);
  await last.hover();
  const handle = last.getByRole("button", { name: "Drag I agree" });
  const from = await handle.boundingBox();
  const to = await canvas.locator(".fw-canvas__block").nth(1).boundingBox();
  if (!from || !to) throw new Error("the blocks are not visible");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 20 });
  await expect(last).toHaveAttribute("data-dragging", "");
  await expectNoAxeViolations(page);
  await page.mouse.up();
  await expect(page.getByTestId("editor-announcer")).toHaveText("Moved I agree to position 2 of 4");
  await expect(canvas.getByRole("button", { name: /^Block 2 of 4: I agree/ })).toBeVisible();
});

test("keyboard only: Tab to a canvas block, edit Option 2 in place, Enter adds Option 3", async ({
  page,
}) => {
  const canvas = await openCanvas(page, "canvas-keys");
  await canvas.getByRole("button", { name: "Desktop" }).focus();
  const topic = canvas.getByRole("button", { name: /^Block 2 of 4: Topic/ });
  for (let i = 0; i < 12 && !(await topic.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(topic).toBeFocused();
  await expect(topic).toHaveAttribute("aria-current", "true");
  const option2 = canvas.getByRole("textbox", { name: "Option 2" });
  for (let i = 0; i < 8 && !(await option2.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(option2).toBeFocused();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("Evening");
  await page.keyboard.press("Enter");
  const option3 = canvas.getByRole("textbox", { name: "Option 3" });
  await expect(option3).toBeFocused();
  await expect(option3).toHaveValue("Option 3");
  // The values follow the labels, as in the settings panel.
  await expect(settingsOf(page).getByLabel("Option 2 value")).toHaveValue("evening");
  await expect(settingsOf(page).getByLabel("Option 3 value")).toHaveValue("option3");
});

test("390 px: the canvas above the settings, and the width switch", async ({ page }) => {
  const canvas = await openCanvas(page, "canvas-phone");
  await page.setViewportSize({ width: 390, height: 844 });
  await canvas.getByRole("button", { name: /^Block 1 of 4/ }).click();
  const settings = settingsOf(page);
  const canvasBox = await canvas.boundingBox();
  const settingsBox = await settings.boundingBox();
  if (!canvasBox || !settingsBox) throw new Error("not laid out");
  expect(canvasBox.y + canvasBox.height).toBeLessThanOrEqual(settingsBox.y);
  const phone = canvas.getByRole("button", { name: "Phone" });
  await phone.click();
  await expect(phone).toHaveAttribute("aria-pressed", "true");
  const paper = page.getByTestId("editor-canvas");
  expect((await paper.boundingBox())?.width).toBeLessThanOrEqual(390);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
});

test("a long form: Undo and Redo stay in reach under the sticky bar (desktop and 390 px); the canvas shows the translation being edited", async ({
  page,
}) => {
  const blocks = Array.from({ length: 24 }, (_, i) => ({
    type: "text",
    name: `field${i + 1}`,
    label: `Question ${i + 1}`,
  }));
  const { id } = await createTestForm(page, {
    slugPrefix: "canvas-long",
    title: "A long form",
    blocks,
  });
  await signIn(page, undefined, `/admin/forms/${id}`);
  await expect(page.getByRole("button", { name: "Save", exact: true })).toBeEnabled();
  const undo = page.getByRole("button", { name: "Undo", exact: true });
  const inView = async () => {
    const box = await undo.boundingBox();
    const height = page.viewportSize()?.height ?? 0;
    return box !== null && box.y >= 0 && box.y + box.height <= height;
  };
  const canvas = page.getByRole("region", { name: "Canvas" });
  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    const last = canvas.getByRole("button", { name: /^Block 24 of 24/ });
    await last.click();
    await canvas.getByRole("textbox", { name: "Label" }).fill(`Last at ${size.width}`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    expect(await inView()).toBe(true);
    await undo.click();
    await expect(canvas.getByRole("textbox", { name: "Label" })).toHaveValue("Question 24");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      size.width,
    );
    if (size.width === 1280) {
      // The settings column sticks below the bar, not under it.
      const bar = await page.locator(".fw-save-bar").boundingBox();
      const settings = await page.locator(".fw-editor__settings").boundingBox();
      expect((settings?.y ?? 0) + 1).toBeGreaterThanOrEqual((bar?.y ?? 0) + (bar?.height ?? 0));
    }
  }
  await expectNoAxeViolations(page);

  // Working on the German translation: the canvas shows it, the rest in English.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("button", { name: "Form settings" }).click();
  await page.getByRole("combobox", { name: "Add a language" }).fill("german");
  await page.keyboard.press("Enter");
  await page.getByRole("textbox", { name: "Title in German" }).fill("Ein langes Formular");
  await page.getByRole("textbox", { name: "Question 2: label in German" }).fill("Frage 2");
  const paper = page.getByTestId("editor-canvas");
  await expect(paper).toHaveAttribute("lang", "de");
  await expect(paper.getByText("Ein langes Formular")).toBeVisible();
  await expect(paper.getByText("Frage 2", { exact: true })).toBeVisible();
  await expect(paper.getByText("Question 3", { exact: true })).toBeVisible();
  await page.getByRole("textbox", { name: "Title", exact: true }).focus();
  await expect(paper).toHaveAttribute("lang", "en");
});

const QUIZ_BLOCKS = [
  {
    type: "ranking",
    name: "oldest",
    label: "Oldest first",
    options: [
      { label: "Rome", value: "rome" },
      { label: "Magna Carta", value: "magna" },
      { label: "Moon landing", value: "moon" },
    ],
  },
  // Last, so that Tab from its inner blocks reaches the settings panel (a later block's
  // selector would select that block on the way).
  {
    type: "group",
    name: "attendees",
    label: "Attendees",
    itemLabel: "Attendee",
    repeat: { min: 1, max: 5 },
    blocks: [
      { type: "text", name: "name", label: "Name" },
      { type: "text", name: "email", label: "Email" },
    ],
  },
];

/** Presses Tab until `target` has the focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (
    let i = 0;
    i < limit && !(await target.evaluate((el) => el === document.activeElement));
    i++
  ) {
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test("keyboard only: an inner block's settings in the panel, moved in its group by Alt+Arrow; a ranking's Correct order (axe)", async ({
  page,
}) => {
  const { id } = await createTestForm(page, {
    slugPrefix: "canvas-inner",
    title: "Inner blocks",
    blocks: QUIZ_BLOCKS,
  });
  await signIn(page, undefined, `/admin/forms/${id}`);
  await expect(page.getByRole("button", { name: "Save", exact: true })).toBeEnabled();
  const canvas = page.getByRole("region", { name: "Canvas" });

  // The inner block "Email", reached by Tab: the panel shows its own settings.
  await canvas.getByRole("button", { name: "Desktop" }).focus();
  const email = canvas.getByRole("button", { name: /^Field 2 of 2 in Attendees: Email/ });
  await tabTo(page, email);
  await expect(email).toHaveAttribute("aria-current", "true");
  await expect(
    page.getByRole("heading", { name: "Block 2 of 2, field 2 of 2 in Attendees: Text" }),
  ).toBeVisible();
  const description = settingsOf(page).getByLabel("Description", { exact: true });
  await tabTo(page, description, 80);
  await page.keyboard.type("For the ticket");
  // The canvas's help text in place follows.
  await expect(
    email
      .locator("xpath=ancestor::*[@data-group-field]")
      .getByRole("textbox", { name: "Help text" }),
  ).toHaveValue("For the ticket");
  await expectNoAxeViolations(page);

  // Alt+ArrowUp in its settings moves it up inside the group, announced; the focus goes with it.
  await tabTo(page, settingsOf(page).getByRole("checkbox", { name: "Required" }));
  await page.keyboard.press("Alt+ArrowUp");
  await expect(page.getByTestId("editor-announcer")).toHaveText(
    "Moved Email to position 1 of 2 in Attendees",
  );
  const moved = canvas.getByRole("button", { name: /^Field 1 of 2 in Attendees: Email/ });
  await expect(moved).toBeFocused();
  await expect(canvas.getByRole("button", { name: /^Block 2 of 2: Attendees/ })).toBeVisible();
  // And on its selector, Alt+ArrowDown moves it back.
  await page.keyboard.press("Alt+ArrowDown");
  await expect(
    canvas.getByRole("button", { name: /^Field 2 of 2 in Attendees: Email/ }),
  ).toBeFocused();

  // A pointer drags Name by its handle below Email, inside the group (announced there).
  const nameBox = canvas.locator("[data-group-field='0']");
  const handle = nameBox.getByRole("button", { name: "Drag Name" });
  await nameBox.hover();
  const from = await handle.boundingBox();
  const to = await canvas.locator("[data-group-field='1']").boundingBox();
  if (!from || !to) throw new Error("the inner blocks are not visible");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, to.y + to.height - 4, { steps: 20 });
  await page.mouse.up();
  await expect(
    canvas.getByRole("button", { name: /^Field 2 of 2 in Attendees: Name/ }),
  ).toBeVisible();
  await expect(canvas.getByRole("status").filter({ hasText: /in Attendees/ })).toHaveText(
    "Moved Name to position 2 of 2 in Attendees",
  );

  // The ranking, selected from the outline by keyboard: "Score the order", then Moon landing
  // moved to the top by its Move up button.
  const row = page.getByRole("button", { name: /^1\. Oldest first/ });
  await row.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Block 1 of 2: Ranking" })).toBeVisible();
  const order = settingsOf(page).getByRole("group", { name: "Correct order" });
  const scores = order.getByRole("checkbox", { name: "Score the order" });
  await scores.focus();
  await page.keyboard.press("Space");
  await expect(scores).toBeChecked();
  const up = order.getByRole("button", { name: "Move up: Moon landing" });
  await tabTo(page, up);
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("editor-announcer")).toHaveText(
    "Moved Moon landing to position 2 of 3 in the correct order",
  );
  await expect(up).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(order.getByRole("listitem").first()).toContainText("Moon landing");
  await expectNoAxeViolations(page);

  await page.keyboard.press("Control+s");
  await expect(page.getByRole("status", { name: "Save status" })).toHaveText("Saved");
  const [rank, group] = (await readDraft(page, id)).draft.blocks;
  expect(group?.blocks).toEqual([
    { type: "text", name: "email", label: "Email", description: "For the ticket" },
    { type: "text", name: "name", label: "Name" },
  ]);
  expect(rank?.correctOrder).toEqual(["moon", "rome", "magna"]);
});
