import { expect, test } from "@playwright/test";
import { signIn } from "./support/auth";
import { createTestForm, readDraft } from "./support/forms";

// Issue 31 §6: the draft saves itself a moment after each change and when the
// page is left; the status says so, on a phone too.

test("the draft saves itself: after a pause, and when the page is reloaded at once; the status shows at 390 px", async ({
  page,
}) => {
  const { id } = await createTestForm(page, {
    slugPrefix: "autosave",
    title: "Autosaved",
    blocks: [{ type: "text", name: "note", label: "Note" }],
  });
  await signIn(page, undefined, `/admin/forms/${id}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("button", { name: "Save", exact: true })).toBeEnabled();
  const status = page.getByRole("status", { name: "Save status" });

  // Typed, then nothing else: "Saving…", then "Saved", in view on a phone.
  await page.getByLabel("Title", { exact: true }).fill("Saved by itself");
  await expect(status).toHaveText("Saving…");
  await expect(status).toBeInViewport();
  await expect(status).toHaveText("Saved");
  await expect(status).toBeInViewport();
  await page.reload();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Saved by itself");

  // Reloaded before the pause is over: the save goes as the page unloads.
  await page.getByLabel("Title", { exact: true }).fill("Saved on the way out");
  await expect(status).toHaveText("Saving…");
  await page.reload();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Saved on the way out");
  expect((await readDraft(page, id)).draft.title).toBe("Saved on the way out");
});
