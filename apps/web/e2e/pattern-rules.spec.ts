import { expect, type Page, test } from "@playwright/test";
import { openForm, stored } from "./support/field-spec";
import { publishTestForm } from "./support/publish-form";

// Issue 27 §1: a respondent's browser checks author patterns on a linear-time
// engine (its own chunk, loaded by forms that have a pattern). The browser's
// backtracking RegExp took 2.2 s on 24 characters of `(a|a)*c`, doubling with
// each one more: 40 characters would have frozen the tab for days.

const BLOCKS = [
  { type: "text", name: "code", label: "Code", required: true, rules: { pattern: "(a|a)*c" } },
];

const code = (page: Page) => page.getByLabel(/^Code/);

test("a pattern exponential for RegExp is checked at once, and a matching answer is stored", async ({
  page,
}) => {
  const path = await publishTestForm(page, { prefix: "pattern-linear", blocks: BLOCKS });
  await openForm(page, path);
  await code(page).fill(`${"a".repeat(40)}b`);
  await page.keyboard.press("Enter");
  await expect(page.locator("#field-code-error")).toContainText(
    "Code is not in the expected format",
  );
  await code(page).fill(`${"a".repeat(40)}c`);
  await page.keyboard.press("Enter");
  await expect.poll(() => stored(page, path)).toEqual([{ code: `${"a".repeat(40)}c` }]);
});
