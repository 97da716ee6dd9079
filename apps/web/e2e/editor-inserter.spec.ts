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

// A bug report: at 390 px, inserting with the inserter after the selected block
// lost the focus (to <body>). Twice in a row, by keyboard alone.
test("390 px, keyboard only: two inserts in a row after the selected block keep the focus", async ({
  page,
}) => {
  const { id } = await createTestForm(page, {
    slugPrefix: "inserter-phone",
    title: "Inserter on a phone",
    blocks: [
      { type: "text", name: "first", label: "First" },
      { type: "text", name: "second", label: "Second" },
      { type: "checkbox", name: "terms", label: "Terms" },
    ],
  });
  await signIn(page, undefined, `/admin/forms/${id}`);
  await expect(page.getByRole("button", { name: "Save", exact: true })).toBeEnabled();
  await page.setViewportSize({ width: 390, height: 844 });
  const canvas = page.getByRole("region", { name: "Canvas" });
  await canvas.getByRole("button", { name: /^Block 1 of 3/ }).focus();
  await expect(canvas.getByRole("button", { name: /^Block 1 of 3/ })).toHaveAttribute(
    "aria-current",
    "true",
  );
  const search = page.getByRole("combobox", { name: "Search block types" });
  const focusIsSensible = () =>
    page.evaluate(() => {
      const focused = document.activeElement;
      if (!focused || focused === document.body) return "body";
      const selected = document.querySelector(".fw-canvas__block[data-selected]");
      const panel = document.querySelector(".fw-editor__settings");
      return selected?.contains(focused) || panel?.contains(focused)
        ? "sensible"
        : focused.outerHTML;
    });
  for (const [query, title, position] of [
    ["number", "Number", 2],
    ["stars", "Rating", 3],
  ] as const) {
    // The selected block's own inserter ("Inserts after block N, …"), reached with Tab.
    const inserter = canvas.locator(".fw-canvas__block[data-selected] .fw-canvas__inserter");
    const addBlock = inserter.getByRole("button", { name: "Add block" });
    await expect(addBlock).toHaveAccessibleDescription(/^Inserts after block \d/);
    await addBlock.focus();
    await page.keyboard.press("Enter");
    await expect(search).toBeFocused();
    await page.keyboard.type(query);
    await page.keyboard.press("Enter");
    await expect(
      canvas.getByRole("button", { name: new RegExp(`^Block ${position} of \\d+: ${title}`) }),
    ).toHaveAttribute("aria-current", "true");
    await expect(
      page.getByRole("heading", { name: `Block ${position} of ${position + 2}: ${title}` }),
    ).toBeVisible();
    await expect.poll(focusIsSensible).toBe("sensible");
  }
  // The outline is folded away on a phone: the canvas says the order.
  for (const [position, caption] of ["First", "Number", "Rating", "Second", "Terms"].entries()) {
    await expect(
      canvas.getByRole("button", { name: new RegExp(`^Block ${position + 1} of 5: ${caption},`) }),
    ).toBeVisible();
  }
});
