import { expect } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { createTestForm, readDraft } from "./support/forms";
import { test } from "./support/owner-session";

// Issue 14 §3: conditions edited with pickers, by keyboard, on a phone.
test.use({ viewport: { width: 390, height: 844 } });

test("an editor makes a block conditional by keyboard, saves it, and the list marks it", async ({
  page,
}) => {
  const { id } = await createTestForm(page, {
    slugPrefix: "conditions",
    title: "Conditions in the editor",
    blocks: [
      {
        type: "radio",
        name: "role",
        label: "Role",
        options: [
          { label: "Staff", value: "staff" },
          { label: "Other", value: "other" },
        ],
      },
      { type: "text", name: "details", label: "Which role?" },
    ],
  });
  await page.goto(`/admin/forms/${id}`);
  await expect(page.getByRole("button", { name: "Save", exact: true })).toBeEnabled();
  // On a phone the outline is folded away: the canvas comes first.
  await page.getByRole("button", { name: "Show the outline" }).click();
  await page.getByRole("button", { name: /^2\. Which role\?/ }).click();

  const group = page.getByRole("group", { name: "Show this block" });
  await group.getByRole("radio", { name: /When all the conditions/ }).check();
  const condition = group.getByRole("group", { name: "Condition 1" });
  await expect(condition.getByRole("combobox", { name: "Field" })).toHaveValue("role");
  await condition.getByRole("combobox", { name: "Value" }).focus();
  await page.keyboard.press("ArrowDown"); // Staff → Other
  await expect(condition.getByRole("combobox", { name: "Value" })).toHaveValue("other");
  await expect(page.getByRole("button", { name: /^2\. Which role\?.*Conditional/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status", { name: "Save status" })).toHaveText("Saved");
  const { draft } = await readDraft(page, id);
  expect(draft.blocks[1]?.visibleWhen).toEqual({
    all: [{ field: "role", op: "equals", value: "other" }],
  });
});
