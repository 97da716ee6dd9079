import { expect, test } from "@playwright/test";
import { signIn } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { createTestForm } from "./support/forms";

// Issue 31 §3: the inserter, by keyboard alone, and on a 390 px phone.
test("/ opens the inserter at the selected block; stars, Enter inserts a Rating after it, selected", async ({
  page,
}) => {
  const { id } = await createTestForm(page, {
    slugPrefix: "inserter",
    title: "Inserter",
    blocks: [
      { type: "text", name: "first", label: "First" },
      { type: "checkbox", name: "terms", label: "Terms" },
    ],
  });
  await signIn(page, undefined, `/admin/forms/${id}`);
  await expect(page.getByRole("button", { name: "Save", exact: true })).toBeEnabled();
  const blocks = page.getByRole("list", { name: "Blocks" });
  const captions = blocks.locator(".fw-block-row__caption");

  // Select the first block from the keyboard, then "/" from its row.
  const first = blocks.getByRole("button", { name: /^1\. First/ });
  await first.focus();
  await page.keyboard.press("Enter");
  await expect(first).toHaveAttribute("aria-current", "true");
  await first.focus();
  await page.keyboard.press("/");
  const search = page.getByRole("combobox", { name: "Search block types" });
  await expect(search).toBeFocused();
  await expect(
    page.getByRole("button", { name: "Add block", expanded: true }),
  ).toHaveAccessibleDescription("Inserts after block 1, First");
  await expectNoAxeViolations(page);

  await page.keyboard.type("stars");
  await expect(page.getByRole("listbox", { name: "Block types" }).getByRole("option")).toHaveText([
    /^Rating/,
  ]);
  await expect(search).toHaveAttribute(
    "aria-activedescendant",
    (await page.getByRole("option", { name: "Rating" }).getAttribute("id")) ?? "",
  );
  await page.keyboard.press("Enter");
  await expect(captions).toHaveText(["First", "Rating", "Terms"]);
  await expect(blocks.getByRole("button", { name: /^2\. Rating/ })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await expect(page.getByRole("heading", { name: "Block 2 of 3: Rating" })).toBeVisible();
  await expect(
    page.getByRole("form", { name: /^Block / }).getByLabel("Label", { exact: true }),
  ).toBeFocused();
  await expect(page.getByTestId("editor-announcer")).toHaveText(
    "Added a Rating block at position 2",
  );

  // On a 390 px phone the open menu fits the screen: nothing sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  // The canvas's last inserter (the selected block has one of its own).
  const atEnd = page.getByRole("button", { name: "Add block" }).last();
  await atEnd.focus();
  await page.keyboard.press("Enter");
  await expect(search).toBeFocused();
  const panel = page.locator(".fw-add-block__panel");
  const box = await panel.boundingBox();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.keyboard.press("Escape");
  await expect(atEnd).toBeFocused();
  await expect(search).toBeHidden();
});
