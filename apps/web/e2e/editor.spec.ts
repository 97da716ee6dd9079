import { expect, type Locator, type Page, test } from "@playwright/test";
import { signIn } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { createTestForm, readDraft } from "./support/forms";

const FIELD_TYPES = [
  "Text",
  "Textarea",
  "Number",
  "Select",
  "Radio group",
  "Checkbox group",
  "Checkbox",
] as const;

function blockList(page: Page): Locator {
  return page.getByRole("list", { name: "Blocks" });
}

function row(page: Page, caption: string): Locator {
  return blockList(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("button", { name: new RegExp(`^\\d+\\. ${caption} `) }) });
}

async function captions(page: Page): Promise<string[]> {
  return blockList(page).locator(".fw-block-row__caption").allTextContents();
}

async function addBlock(page: Page, type: string, label: string) {
  await page.getByRole("button", { name: "Add block" }).click();
  await page.getByRole("option", { name: type, exact: true }).click();
  const labelInput = page
    .getByRole("form", { name: /^Block / })
    .getByLabel("Label", { exact: true });
  await expect(labelInput).toBeFocused();
  await labelInput.fill(label);
}

async function openEditor(page: Page, id: string) {
  await signIn(page, undefined, `/admin/forms/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Save", exact: true })).toBeEnabled();
}

test("an editor builds a form with every field type, reorders, validates, saves and publishes it", async ({
  page,
}) => {
  const { id, slug } = await createTestForm(page, {
    slugPrefix: "built",
    title: "Built in the editor",
    blocks: [],
  });
  await openEditor(page, id);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Built in the editor");

  // One block of every field type, plus a heading.
  const labels = ["Full name", "About you", "Age", "Colour", "Size", "Days", "I agree"];
  for (const [i, type] of FIELD_TYPES.entries()) await addBlock(page, type, labels[i] ?? type);
  await page.getByRole("button", { name: "Add block" }).click();
  await page.getByRole("option", { name: "Heading", exact: true }).click();
  await page
    .getByRole("form", { name: /^Block / })
    .getByLabel("Text", { exact: true })
    .fill("Contact details");
  expect(await captions(page)).toEqual([...labels, "Contact details"]);

  // Options of the select: rename both, add a third.
  await row(page, "Colour")
    .getByRole("button", { name: /^\d+\. Colour/ })
    .click();
  await page.getByLabel("Option 1 label").fill("Red");
  await page.getByLabel("Option 1 value").fill("red");
  await page.getByLabel("Option 2 label").fill("Green");
  await page.getByLabel("Option 2 value").fill("green");
  await page.getByRole("button", { name: "Add option" }).click();
  await expect(page.getByLabel("Option 3 label")).toBeFocused();
  await page.getByLabel("Option 3 label").fill("Blue");
  await page.getByLabel("Option 3 value").fill("blue");
  await page.getByRole("button", { name: "Move option 3 up" }).click();
  await expect(page.getByLabel("Option 2 label")).toHaveValue("Blue");

  // Reorder by keyboard: select the heading, then Alt+ArrowUp takes it to the top, one press at a time.
  const announcer = page.getByTestId("editor-announcer");
  const heading = row(page, "Contact details").getByRole("button", {
    name: /^\d+\. Contact details/,
  });
  await heading.focus();
  await page.keyboard.press("Enter");
  await expect(heading).toHaveAttribute("aria-current", "true");
  for (let i = 0; i < 7; i += 1) await page.keyboard.press("Alt+ArrowUp");
  await expect(announcer).toHaveText("Moved Contact details to position 1 of 8");
  await expect(heading).toBeFocused();
  expect(await captions(page)).toEqual(["Contact details", ...labels]);
  await page.keyboard.press("Alt+ArrowDown"); // Move down once
  await expect(announcer).toHaveText("Moved Contact details to position 2 of 8");
  await page.keyboard.press("Alt+ArrowUp");

  // Reorder by mouse: drag "I agree" (last) onto "Size", two rows up.
  const handle = row(page, "I agree").getByRole("button", { name: "Drag I agree" });
  await handle.scrollIntoViewIfNeeded();
  const from = await handle.boundingBox();
  const to = await row(page, "Size").boundingBox();
  if (!from || !to) throw new Error("rows are not visible");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2, { steps: 20 });
  await page.mouse.up();
  await expect(announcer).toHaveText("Moved I agree to position 6 of 8");
  expect(await captions(page)).toEqual([
    "Contact details",
    "Full name",
    "About you",
    "Age",
    "Colour",
    "I agree",
    "Size",
    "Days",
  ]);

  // Remove one with Delete, undo, remove it again.
  await row(page, "About you")
    .getByRole("button", { name: /^\d+\. About you/ })
    .click();
  await page.keyboard.press("Delete");
  await expect(announcer).toHaveText("Removed About you. Press Ctrl+Z to undo.");
  // Focus goes to the neighbour, now selected.
  await expect(row(page, "Age").getByRole("button", { name: /^\d+\. Age/ })).toBeFocused();
  expect(await captions(page)).not.toContain("About you");
  await page.getByRole("button", { name: "Undo" }).click();
  expect(await captions(page)).toContain("About you");
  await expect(
    row(page, "About you").getByRole("button", { name: /^\d+\. About you/ }),
  ).toHaveAttribute("aria-current", "true");
  await page.keyboard.press("Delete");
  // Autosave catches up before the problems below (a fast machine types them within its pause).
  await expect(page.getByRole("status", { name: "Save status" })).toHaveText("Saved");

  // Problems show at the setting they concern, and the draft is not saved while there are any.
  await row(page, "Age")
    .getByRole("button", { name: /^\d+\. Age/ })
    .click();
  // "Full name" took the name fullName from its label.
  await page.getByLabel("Name", { exact: true }).fill("fullName");
  await expect(page.locator("[data-error-for=name]")).toContainText('Duplicate name "fullName"');
  await page
    .getByRole("form", { name: /^Block / })
    .getByLabel("Label", { exact: true })
    .fill(" ");
  await expect(page.locator("[data-error-for=label]")).toContainText("must not be empty");
  await expect(page.locator(".fw-problems summary")).toHaveText("2 problems");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status", { name: "Save status" })).toHaveText(
    "Not saved: the form has 2 problems. It saves once they are fixed.",
  );
  // Autosave kept the blocks as they were before the problems, never with them.
  const beforeProblems = (await readDraft(page, id)).draft.blocks;
  expect(beforeProblems.filter((b) => b.name === "fullName")).toHaveLength(1);
  expect(beforeProblems.some((b) => b.label === " ")).toBe(false);
  await page.getByLabel("Name", { exact: true }).fill("age");
  await page
    .getByRole("form", { name: /^Block / })
    .getByLabel("Label", { exact: true })
    .fill("Age");
  await expect(page.getByText("No problems")).toBeVisible();
  await expectNoAxeViolations(page);

  // Ctrl+S saves the draft.
  await page.keyboard.press("Control+s");
  await expect(page.getByRole("status", { name: "Save status" })).toHaveText("Saved");
  const saved = await readDraft(page, id);
  expect(saved.draft.blocks.map((b) => b.label ?? b.text)).toEqual([
    "Contact details",
    "Full name",
    "Age",
    "Colour",
    "I agree",
    "Size",
    "Days",
  ]);
  expect(saved.draft.blocks.find((b) => b.label === "Colour")?.options).toEqual([
    { label: "Red", value: "red" },
    { label: "Blue", value: "blue" },
    { label: "Green", value: "green" },
  ]);

  // Publish makes version 1 live at /f/<slug>.
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status", { name: "Save status" })).toHaveText("Published version 1");
  await page.goto(`/f/${slug}`);
  await expect(page.getByRole("heading", { name: "Contact details" })).toBeVisible();
  await expect(page.getByLabel("Full name")).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Colour" })).toBeVisible();
  await expect(page.getByRole("radiogroup", { name: "Size" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Days" })).toBeVisible();
  await expect(page.getByLabel("I agree")).toBeVisible();
});

test("two tabs: the second tab's autosave is refused, keeps its text and offers Reload", async ({
  browser,
  page,
}) => {
  const { id } = await createTestForm(page, {
    slugPrefix: "conflict",
    title: "Shared form",
    blocks: [{ type: "text", name: "note", label: "Note" }],
  });
  await openEditor(page, id);
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const other = await context.newPage();
  await openEditor(other, id);

  // The first tab's change saves itself.
  await page.getByLabel("Title", { exact: true }).fill("Changed by the first editor");
  await expect(page.getByRole("status", { name: "Save status" })).toHaveText("Saved");

  // The second tab, still on the old revision, is refused and told so.
  await other.getByLabel("Title", { exact: true }).fill("Changed by the second editor");
  const otherStatus = other.getByRole("status", { name: "Save status" });
  await expect(otherStatus).toHaveText(
    "Not saved: the draft was changed in another tab or by someone else since you loaded it",
  );
  await expect(other.locator(".fw-conflict")).toContainText("Title changed");
  await expectNoAxeViolations(other);
  await expect(other.getByLabel("Title", { exact: true })).toHaveValue(
    "Changed by the second editor",
  );
  expect((await readDraft(page, id)).draft.title).toBe("Changed by the first editor");
  // Ctrl+S does not overwrite either.
  await other.keyboard.press("Control+s");
  await expect(otherStatus).toContainText("changed in another tab");
  expect((await readDraft(page, id)).draft.title).toBe("Changed by the first editor");

  await other.getByRole("button", { name: "Reload" }).click();
  await expect(other.getByLabel("Title", { exact: true })).toHaveValue(
    "Changed by the first editor",
  );
  await expect(other.getByRole("heading", { level: 1 })).toHaveText("Changed by the first editor");
  // After reloading, the second editor saves on top of the current revision.
  await other.getByLabel("Title", { exact: true }).fill("Agreed title");
  await other.keyboard.press("Control+s");
  await expect(otherStatus).toHaveText("Saved");
  expect((await readDraft(page, id)).draft.title).toBe("Agreed title");
  await context.close();
});

test("leaving saves what can be saved, and asks only when a change cannot be", async ({ page }) => {
  const { id } = await createTestForm(page, {
    slugPrefix: "leave",
    title: "Leave me",
    blocks: [{ type: "text", name: "note", label: "Note" }],
  });
  await openEditor(page, id);
  // An empty label is a problem: this change cannot be saved.
  await page.getByRole("button", { name: /^1\. Note/ }).click();
  await page
    .getByRole("form", { name: /^Block / })
    .getByLabel("Label", { exact: true })
    .fill(" ");

  // An in-app link asks; declining stays on the editor with the change.
  const declined = page.waitForEvent("dialog");
  const link = page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Forms" });
  const clicked = link.click();
  const question = await declined;
  expect(question.type()).toBe("confirm");
  expect(question.message()).toContain("not saved");
  await question.dismiss();
  await clicked;
  await expect(page).toHaveURL(new RegExp(`/admin/forms/${id}$`));
  await expect(
    page.getByRole("form", { name: /^Block / }).getByLabel("Label", { exact: true }),
  ).toHaveValue(" ");

  // Closing (or reloading) the tab gets the browser's own prompt.
  const beforeUnload = page.waitForEvent("dialog");
  await page.close({ runBeforeUnload: true });
  const prompt = await beforeUnload;
  expect(prompt.type()).toBe("beforeunload");
  await prompt.dismiss();
  expect(page.isClosed()).toBe(false);

  // A change that can be saved is saved on the way out: the link no longer asks.
  await page
    .getByRole("form", { name: /^Block / })
    .getByLabel("Label", { exact: true })
    .fill("Note to the team");
  const asked: string[] = [];
  page.on("dialog", (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await link.click();
  await expect(page).toHaveURL(/\/admin$/);
  expect(asked).toEqual([]);
  await expect
    .poll(async () => (await readDraft(page, id)).draft.blocks[0]?.label)
    .toBe("Note to the team");
});

test("the editor passes axe with the add list open and a block selected", async ({ page }) => {
  const { id } = await createTestForm(page, {
    slugPrefix: "axe",
    title: "Axe",
    blocks: [{ type: "radio", name: "size", label: "Size", options: [{ label: "S", value: "s" }] }],
  });
  await openEditor(page, id);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Add block" }).click();
  await expectNoAxeViolations(page);
  await page.getByRole("option", { name: "Select", exact: true }).click();
  await expectNoAxeViolations(page);
});
