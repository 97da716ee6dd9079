import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { createTestForm, readDraft } from "./support/forms";

// "attendee" is not what "Full name" would derive, so the name stays put when
// these tests rename the label (a derived name follows its label until published).
const BLOCKS = [
  { type: "text", name: "attendee", label: "Full name" },
  {
    type: "radio",
    name: "size",
    label: "Size",
    options: [
      { label: "Small", value: "s" },
      { label: "Large", value: "l" },
    ],
  },
];

async function openEditor(page: Page, id: string) {
  await signIn(page, undefined, `/admin/forms/${id}`);
  await expect(page.getByRole("button", { name: "Save", exact: true })).toBeEnabled();
}

async function openPreview(page: Page): Promise<Page> {
  const [popup] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("button", { name: "Open preview" }).click(),
  ]);
  await expect(page.getByText("Preview connected", { exact: true })).toBeVisible();
  await expect(popup.getByText(/^Connected to the editor/)).toBeVisible();
  return popup;
}

async function editLabel(page: Page, from: string, to: string) {
  await page
    .getByRole("list", { name: "Blocks" })
    .getByRole("button", { name: new RegExp(`^\\d+\\. ${from} `) })
    .click();
  await page
    .getByRole("form", { name: /^Block / })
    .getByLabel("Label", { exact: true })
    .fill(to);
}

function markWindow(popup: Page) {
  return popup.evaluate(() => {
    (window as unknown as { __marker: number }).__marker = 1;
  });
}

function readMarker(popup: Page) {
  return popup.evaluate(() => (window as unknown as { __marker?: number }).__marker);
}

test("the preview window follows saves and unsaved changes without reloading or losing answers", async ({
  page,
}) => {
  const { id } = await createTestForm(page, {
    slugPrefix: "live",
    title: "Live form",
    blocks: BLOCKS,
  });
  await openEditor(page, id);
  const popup = await openPreview(page);
  await expect(popup).toHaveURL(new RegExp(`/preview/${id}$`));
  await expect(popup.getByRole("heading", { level: 1, name: "Live form" })).toBeVisible();
  await expectNoAxeViolations(popup);

  // The respondent's side: type an answer, mark the window to detect a reload.
  await popup.getByLabel("Full name").fill("Ada Lovelace");
  await popup.getByLabel("Large").check();
  await markWindow(popup);

  // A saved change reaches the preview within a second, without a reload.
  await editLabel(page, "Full name", "Your full name");
  await page.keyboard.press("Control+s");
  await expect(page.getByRole("status", { name: "Save status" })).toHaveText("Saved");
  const { revision } = await readDraft(page, id);
  await expect(popup.getByText(`Showing the saved draft (revision ${revision})`)).toBeVisible({
    timeout: 1000,
  });
  await expect(popup.getByLabel("Your full name")).toHaveValue("Ada Lovelace", { timeout: 1000 });
  await expect(popup.getByLabel("Large")).toBeChecked();
  expect(await readMarker(popup)).toBe(1);

  // Unsaved changes flow too (debounced), still without a reload.
  await editLabel(page, "Your full name", "Name on the badge");
  await expect(popup.getByText("Showing unsaved changes")).toBeVisible();
  await expect(popup.getByLabel("Name on the badge")).toHaveValue("Ada Lovelace");
  // The canvas's last "Add block" (the selected block has one after it too).
  await page.getByRole("button", { name: "Add block" }).last().click();
  await page.getByRole("option", { name: "Paragraph", exact: true }).click();
  await page
    .getByRole("form", { name: /^Block / })
    .getByLabel("Text", { exact: true })
    .fill("Bring your badge.");
  await expect(popup.getByText("Bring your badge.")).toBeVisible();
  expect(await readMarker(popup)).toBe(1);

  // A draft with problems keeps the last valid version in the preview.
  await page
    .getByRole("form", { name: /^Block / })
    .getByLabel("Text", { exact: true })
    .fill(" ");
  await expect(popup.getByText("The draft has problems")).toBeVisible();
  await expect(popup.getByText("Bring your badge.")).toBeVisible();
  await page
    .getByRole("form", { name: /^Block / })
    .getByLabel("Text", { exact: true })
    .fill("Bring your badge, please.");
  await expect(popup.getByText("Bring your badge, please.")).toBeVisible();
  await expect(popup.getByText("The draft has problems")).toBeHidden();

  // Submitting in the preview sends nothing.
  await popup.getByRole("button", { name: "Submit" }).click();
  await expect(popup.getByText("Preview: answers are not sent")).toBeVisible();
  expect(await readMarker(popup)).toBe(1);
});

test("closing, reopening and reloading either window keeps the preview connected", async ({
  page,
}) => {
  const { id } = await createTestForm(page, {
    slugPrefix: "reopen",
    title: "Reopen",
    blocks: BLOCKS,
  });
  await openEditor(page, id);
  const first = await openPreview(page);

  await first.close();
  await expect(page.getByText("Preview not connected", { exact: true })).toBeVisible();

  // Reopened, it shows the editor's unsaved draft at once.
  await editLabel(page, "Full name", "Unsaved label");
  const second = await openPreview(page);
  await expect(second.getByLabel("Unsaved label")).toBeVisible();

  // A reloaded preview announces itself again.
  await second.reload();
  await expect(second.getByText(/^Connected to the editor/)).toBeVisible();
  await expect(second.getByLabel("Unsaved label")).toBeVisible();
  await expect(page.getByText("Preview connected", { exact: true })).toBeVisible();

  // A reloaded editor finds its preview again (the preview repeats `ready`).
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status", { name: "Save status" })).toHaveText("Saved");
  await page.reload();
  await expect(page.getByText("Preview connected", { exact: true })).toBeVisible();
  await second.getByLabel("Unsaved label").fill("Typed after the editor reloaded");
  await editLabel(page, "Unsaved label", "After the editor reloaded");
  await expect(second.getByLabel("After the editor reloaded")).toHaveValue(
    "Typed after the editor reloaded",
  );
  // Open preview brings the same window forward rather than opening another.
  await page.getByRole("button", { name: "Open preview" }).click();
  await expect(second.getByLabel("After the editor reloaded")).toHaveValue(
    "Typed after the editor reloaded",
  );
});

test("two editors with two previews each talk only to their own window", async ({
  page,
  context,
}) => {
  const { id } = await createTestForm(page, {
    slugPrefix: "pairs",
    title: "Pairs",
    blocks: BLOCKS,
  });
  await openEditor(page, id);
  const firstPreview = await openPreview(page);

  const otherEditor = await context.newPage();
  await otherEditor.goto(`/admin/forms/${id}`);
  await expect(otherEditor.getByRole("button", { name: "Save", exact: true })).toBeEnabled();
  const secondPreview = await openPreview(otherEditor);

  await editLabel(page, "Full name", "From the first editor");
  await editLabel(otherEditor, "Full name", "From the second editor");
  await expect(firstPreview.getByLabel("From the first editor")).toBeVisible();
  await expect(secondPreview.getByLabel("From the second editor")).toBeVisible();
  // Give any stray message time to arrive, then check nothing crossed over.
  await firstPreview.waitForTimeout(800);
  await expect(firstPreview.getByLabel("From the second editor")).toHaveCount(0);
  await expect(secondPreview.getByLabel("From the first editor")).toHaveCount(0);
});

test("the preview is for signed-in admins only", async ({ browser, page }) => {
  const { id } = await createTestForm(page, {
    slugPrefix: "private",
    title: "Private",
    blocks: BLOCKS,
  });
  const anonymous = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const visitor = await anonymous.newPage();
  await visitor.goto(`/preview/${id}`);
  await expect(visitor).toHaveURL(/\/admin$/);
  await expect(visitor.getByRole("button", { name: "Sign in" })).toBeVisible();
  await anonymous.close();
});
