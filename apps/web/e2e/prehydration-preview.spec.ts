import { createTestForm } from "./support/forms";
import { holdScripts } from "./support/hold-scripts";
import { expect, test } from "./support/owner-session";

// Hydration waits for every script; on a loaded machine that takes a while.
test.describe.configure({ timeout: 120_000 });

test("the preview window takes what was typed before its scripts ran", async ({ page }) => {
  const { id } = await createTestForm(page, {
    slugPrefix: "early-preview",
    title: "Early preview",
    blocks: [
      { type: "text", name: "fullName", label: "Full name", required: true },
      { type: "checkbox", name: "ok", label: "I agree", required: true },
    ],
  });
  const scripts = await holdScripts(page);
  await page.goto(`/preview/${id}`, { waitUntil: "commit" });
  await expect(page.getByRole("button", { name: "Submit" })).toBeVisible();
  await page.getByLabel("Full name").fill("Ada early");
  await page.getByLabel("I agree").check();
  await scripts.release();
  await expect(page.locator("form.fw-public-form")).toHaveAttribute("data-hydrated", "", {
    timeout: 30_000,
  });
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Preview: answers are not sent")).toBeVisible();
  await expect(page.getByText(/is required/)).toHaveCount(0);
  await expect(page.getByLabel("Full name")).toHaveValue("Ada early");
});

test("an inner block focused on the canvas before the editor's scripts ran is selected once they run", async ({
  page,
}) => {
  const { id } = await createTestForm(page, {
    slugPrefix: "early-canvas",
    title: "Early canvas",
    blocks: [
      { type: "text", name: "fullName", label: "Full name" },
      {
        type: "group",
        name: "attendees",
        label: "Attendees",
        blocks: [
          { type: "text", name: "name", label: "Name" },
          { type: "text", name: "email", label: "Email" },
        ],
      },
    ],
  });
  const scripts = await holdScripts(page);
  await page.goto(`/admin/forms/${id}`, { waitUntil: "commit" });
  const canvas = page.getByRole("region", { name: "Canvas" });
  const email = canvas.getByRole("button", { name: /^Field 2 of 2 in Attendees: Email/ });
  await email.focus();
  await scripts.release();
  await expect(page.getByRole("button", { name: "Save", exact: true })).toBeEnabled({
    timeout: 30_000,
  });
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute("aria-current", "true");
  await expect(
    page.getByRole("heading", { name: "Block 2 of 2, field 2 of 2 in Attendees: Text" }),
  ).toBeVisible();
});

test("a password typed and sent before the account page's scripts ran never reaches the address", async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  await page.goto("/admin/account", { waitUntil: "commit" });
  const form = page.getByRole("region", { name: "Change password" });
  await form.getByLabel("Current password").fill("typed-before-scripts");
  await form.getByLabel("Current password").press("Enter");
  await scripts.release();
  await expect(form.getByRole("button", { name: "Change password" })).toBeEnabled({
    timeout: 30_000,
  });
  expect(page.url()).not.toContain("typed-before-scripts");
  expect(new URL(page.url()).search).toBe("");
});
