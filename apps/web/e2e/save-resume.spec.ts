import type { Browser, Page } from "@playwright/test";
import { adminGraphQL } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/owner-session";
import { uniqueSlug } from "./support/publish-form";
import { storedSubmissions } from "./support/submissions";

// Hydration waits for every script; on a loaded machine that takes a while.
test.describe.configure({ timeout: 180_000 });

const BLOCKS = [
  { type: "text", name: "fullName", label: "Full name", required: true },
  { type: "text", name: "email", label: "Email", rules: { email: true } },
  {
    type: "radio",
    name: "size",
    label: "Size",
    required: true,
    options: [
      { label: "Small", value: "s" },
      { label: "Large", value: "l" },
    ],
  },
  { type: "checkbox", name: "consent", label: "I agree", required: true },
];

async function publishForm(page: Page): Promise<{ id: string; slug: string }> {
  const slug = uniqueSlug("save-resume");
  const created = await adminGraphQL<{ createForm: { id: string } }>(
    page,
    "mutation($d: JSON!) { createForm(document: $d) { id } }",
    {
      d: {
        slug,
        title: "Save and resume",
        confirmation: { message: "Thanks, all received." },
        blocks: BLOCKS,
      },
    },
  );
  const { id } = created.createForm;
  await adminGraphQL(page, "mutation($id: ID!) { publishForm(id: $id) { id } }", { id });
  return { id, slug };
}

async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("form.fw-public-form")).toHaveAttribute("data-hydrated", "", {
    timeout: 60_000,
  });
}

/** A browser with nothing of the first one: another device. */
async function otherDevice(browser: Browser, baseURL: string | undefined, javaScript = true) {
  return browser.newContext({ baseURL, javaScriptEnabled: javaScript });
}

test("a draft saved on one device is finished on another, and leaves the In progress list", async ({
  page,
  browser,
  baseURL,
}) => {
  const form = await publishForm(page);

  // Device one: half the form, then "Save and continue later".
  const first = await otherDevice(browser, baseURL);
  const one = await first.newPage();
  await openHydrated(one, `/f/${form.slug}`);
  await one.getByLabel("Full name").fill("Resumed Ada");
  await one.getByLabel("Email").fill("ada@");
  const saveButton = one.getByRole("button", { name: "Save and continue later" });
  await saveButton.click();
  const dialog = one.getByRole("dialog", { name: "Your answers are saved" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Copy link" })).toBeFocused();
  await expect(dialog).toContainText("The link works until");
  // No SMTP on the e2e server: no email offered.
  await expect(dialog.getByRole("button", { name: "Email me the link" })).toHaveCount(0);
  const link = await dialog.getByLabel("Your link to continue").inputValue();
  expect(link).toMatch(new RegExp(`/f/${form.slug}\\?resume=[A-Za-z0-9_-]{43}$`));
  await expectNoAxeViolations(one);
  await one.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(saveButton).toBeFocused();

  // Saving again from the same browser keeps the same link.
  await one.getByLabel("Email").fill("ada@example.com");
  await saveButton.click();
  await expect(dialog).toBeVisible();
  expect(await dialog.getByLabel("Your link to continue").inputValue()).toBe(link);
  await one.keyboard.press("Escape");

  // The admin lists it as in progress, apart from the submissions.
  await page.goto(`/admin/forms/${form.id}/submissions`);
  const inProgress = page.getByTestId("drafts-in-progress");
  await expect(inProgress.getByRole("heading", { name: "In progress (1)" })).toBeVisible();
  await expect(inProgress.getByTestId("draft-row")).toHaveCount(1);
  await expect(inProgress.getByTestId("draft-row").getByRole("cell").nth(1)).toHaveText("2");
  await expectNoAxeViolations(page);

  // Another device, scripts off: the answers are in the page the server sends.
  const noScript = await otherDevice(browser, baseURL, false);
  const plain = await noScript.newPage();
  await plain.goto(link);
  await expect(plain.getByLabel("Full name")).toHaveValue("Resumed Ada");
  await expect(plain.getByText("We restored your saved answers")).toBeVisible();
  // Saving needs scripts: no button that would do nothing.
  await expect(plain.getByRole("button", { name: "Save and continue later" })).toHaveCount(0);
  await noScript.close();

  // Another device with scripts: finish and send.
  const second = await otherDevice(browser, baseURL);
  const two = await second.newPage();
  await openHydrated(two, link);
  await expect(two.getByTestId("form-notice")).toContainText("We restored your saved answers");
  await expect(two.getByLabel("Full name")).toHaveValue("Resumed Ada");
  await expect(two.getByLabel("Email")).toHaveValue("ada@example.com");
  // The secret link leaves the address bar once this browser holds the draft.
  await expect.poll(() => new URL(two.url()).search).toBe("");
  await two.getByLabel("Large").check();
  await two.getByLabel("I agree").check();
  await two.getByRole("button", { name: "Submit" }).click();
  await expect(two.getByText("Thanks, all received.")).toBeVisible();

  const stored = await storedSubmissions(page, form.slug);
  expect(stored.map((s) => s.data)).toEqual([
    { fullName: "Resumed Ada", email: "ada@example.com", size: "l", consent: true },
  ]);
  await page.reload();
  await expect(inProgress.getByRole("heading", { name: "In progress (0)" })).toBeVisible();
  await expect(inProgress.getByText("No drafts in progress.")).toBeVisible();
  await expectNoAxeViolations(page);

  // The link is spent: the blank form, with a notice, never an error page.
  const third = await otherDevice(browser, baseURL);
  const three = await third.newPage();
  const response = await three.goto(link);
  expect(response?.status()).toBe(200);
  await expect(three.getByText("This saved link has expired or is not valid")).toBeVisible();
  await expect(three.getByLabel("Full name")).toHaveValue("");
  await Promise.all([first.close(), second.close(), third.close()]);
});

test("a draft resumed with scripts off is finished by the page's own post, which ends the draft", async ({
  page,
  browser,
  baseURL,
}) => {
  const form = await publishForm(page);
  const first = await otherDevice(browser, baseURL);
  const one = await first.newPage();
  await openHydrated(one, `/f/${form.slug}`);
  await one.getByLabel("Full name").fill("Plain Grace");
  await one.getByRole("button", { name: "Save and continue later" }).click();
  const dialog = one.getByRole("dialog", { name: "Your answers are saved" });
  const link = await dialog.getByLabel("Your link to continue").inputValue();
  await first.close();

  const noScript = await otherDevice(browser, baseURL, false);
  const plain = await noScript.newPage();
  await plain.goto(link);
  await expect(plain.getByLabel("Full name")).toHaveValue("Plain Grace");
  // A refused post first (consent missing): the resumed draft must survive it.
  await plain.getByLabel("Large").check();
  await plain.getByRole("button", { name: "Submit" }).click();
  await expect(plain.getByText("I agree is required").first()).toBeVisible();
  await plain.getByLabel("I agree").check();
  await plain.getByRole("button", { name: "Submit" }).click();
  await expect(plain.getByText("Thanks, all received.")).toBeVisible();
  await noScript.close();

  const stored = await storedSubmissions(page, form.slug);
  expect(stored.map((s) => s.data)).toEqual([
    { fullName: "Plain Grace", size: "l", consent: true },
  ]);
  await page.goto(`/admin/forms/${form.id}/submissions`);
  await expect(
    page.getByTestId("drafts-in-progress").getByRole("heading", { name: "In progress (0)" }),
  ).toBeVisible();
});
