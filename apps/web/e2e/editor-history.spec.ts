import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { createTestForm, readDraft } from "./support/forms";
import { expect, test } from "./support/owner-session";

// Issue 31 §4 and §5: undo and redo of every change, and the selected block's
// keys (Alt+ArrowUp/Down, Ctrl+D, Delete), each announced; here on a phone,
// with the keyboard only.
const PHONE = { width: 390, height: 844 };

function selectButton(page: Page, position: number, caption: string) {
  return page
    .getByRole("list", { name: "Blocks" })
    .getByRole("button", { name: new RegExp(`^${position}\\. ${caption} `) });
}

async function captions(page: Page): Promise<string[]> {
  return page
    .getByRole("list", { name: "Blocks" })
    .locator(".fw-block-row__caption")
    .allTextContents();
}

test("the selected block moves, is duplicated and removed by keys, and every step undoes and redoes, on a phone", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const { id } = await createTestForm(page, {
    slugPrefix: "history",
    title: "History",
    blocks: [
      { type: "text", name: "fullName", label: "Full name" },
      { type: "text", name: "email", label: "Email" },
      { type: "checkbox", name: "terms", label: "Terms" },
    ],
  });
  await page.goto(`/admin/forms/${id}`);
  await expect(page.getByRole("button", { name: "Save", exact: true })).toBeEnabled();
  const announcer = page.getByTestId("editor-announcer");
  const undo = page.getByRole("button", { name: "Undo", exact: true });
  await expect(undo).toBeDisabled();
  // On a phone the outline is folded away under the canvas.
  await page.getByRole("button", { name: "Show the outline" }).click();

  // Select "Full name" with the keyboard.
  await selectButton(page, 1, "Full name").focus();
  await page.keyboard.press("Enter");
  await expect(selectButton(page, 1, "Full name")).toHaveAttribute("aria-current", "true");
  await expectNoAxeViolations(page);

  await page.keyboard.press("Alt+ArrowDown");
  await expect(announcer).toHaveText("Moved Full name to position 2 of 3");
  await expect(selectButton(page, 2, "Full name")).toBeFocused();

  await page.keyboard.press("Control+d");
  await expect(announcer).toHaveText("Duplicated Full name as position 3");
  await expect(selectButton(page, 3, "Full name")).toBeFocused();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("fullName2");
  expect(await captions(page)).toEqual(["Email", "Full name", "Full name", "Terms"]);

  await page.keyboard.press("Delete");
  await expect(announcer).toHaveText("Removed Full name. Press Ctrl+Z to undo.");
  await expect(selectButton(page, 3, "Terms")).toBeFocused();
  expect(await captions(page)).toEqual(["Email", "Full name", "Terms"]);

  await page.keyboard.press("Control+z");
  await expect(announcer).toHaveText("Undid: removed Full name");
  expect(await captions(page)).toEqual(["Email", "Full name", "Full name", "Terms"]);
  await page.keyboard.press("Control+Shift+z");
  await expect(announcer).toHaveText("Redid: removed Full name");
  expect(await captions(page)).toEqual(["Email", "Full name", "Terms"]);

  // Typing in a settings text box is one step, and Ctrl+Z there is the editor's.
  await selectButton(page, 3, "Terms").focus();
  await page.keyboard.press("Enter");
  const label = page.getByRole("form", { name: /^Block / }).getByLabel("Label", { exact: true });
  await label.focus();
  await page.keyboard.press("End");
  await page.keyboard.type(" and conditions");
  await expect(selectButton(page, 3, "Terms and conditions")).toBeVisible();
  await page.keyboard.press("Control+z");
  await expect(announcer).toHaveText("Undid: changed Terms");
  await expect(label).toHaveValue("Terms");
  await expect(label).toBeFocused();
  await page.keyboard.press("Control+y");
  await expect(label).toHaveValue("Terms and conditions");

  // The same commands by mouse (or touch): the toolbar's buttons.
  const toolbar = (name: string) => page.getByRole("button", { name, exact: true });
  await toolbar("Duplicate block").click();
  await expect(announcer).toHaveText("Duplicated Terms and conditions as position 4");
  await toolbar("Remove block").click();
  await expect(announcer).toHaveText("Removed Terms and conditions. Press Ctrl+Z to undo.");
  await toolbar("Undo").click();
  expect(await captions(page)).toEqual([
    "Email",
    "Full name",
    "Terms and conditions",
    "Terms and conditions",
  ]);
  await toolbar("Redo").click();
  await expect(announcer).toHaveText("Redid: removed Terms and conditions");
  expect(await captions(page)).toEqual(["Email", "Full name", "Terms and conditions"]);

  // The phone shows it all without sideways scrolling; the document is what the keys made.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
  await page.keyboard.press("Control+s");
  await expect(page.getByRole("status", { name: "Save status" })).toHaveText("Saved");
  expect((await readDraft(page, id)).draft.blocks).toEqual([
    { type: "text", name: "email", label: "Email" },
    { type: "text", name: "fullName", label: "Full name" },
    // The name followed the label, and came back with it.
    { type: "checkbox", name: "termsAndConditions", label: "Terms and conditions" },
  ]);
});
