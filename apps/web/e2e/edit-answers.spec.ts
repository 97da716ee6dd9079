import type { Page } from "@playwright/test";
import { adminGraphQL } from "./support/auth";
import { expectNoAxeViolations, expectNoAxeViolationsWithoutScripts } from "./support/axe";
import { expect, test } from "./support/owner-session";
import { uniqueSlug } from "./support/publish-form";

// Hydration waits for every script; on a loaded machine that takes a while.
test.describe.configure({ timeout: 180_000 });

const PHONE = { width: 390, height: 844 };
const EDITING_NOTICE =
  "You are changing the answers you sent. Send them again to save your changes.";

async function publishForm(page: Page): Promise<{ id: string; slug: string }> {
  const slug = uniqueSlug("edit");
  const created = await adminGraphQL<{ createForm: { id: string } }>(
    page,
    "mutation($d: JSON!) { createForm(document: $d) { id } }",
    {
      d: {
        slug,
        title: "Edit after sending",
        submitLabel: "Send",
        confirmation: { message: "Thanks!" },
        editing: { allowedForDays: 7 },
        blocks: [
          { type: "text", name: "fullName", label: "Full name", required: true },
          { type: "text", name: "city", label: "City" },
        ],
      },
    },
  );
  const { id } = created.createForm;
  await adminGraphQL(page, "mutation($id: ID!) { publishForm(id: $id) { id } }", { id });
  return { id, slug };
}

test("a respondent on a phone, by keyboard, sends, edits through Edit my answers with and without scripts, and the owner sees the earlier answers", async ({
  page,
  browser,
  baseURL,
}) => {
  const form = await publishForm(page);

  // With scripts, on a phone, by keyboard only.
  const respondentContext = await browser.newContext({ baseURL, viewport: PHONE });
  const respondent = await respondentContext.newPage();
  await respondent.goto(`/f/${form.slug}`);
  await expect(respondent.locator("form.fw-public-form")).toHaveAttribute("data-hydrated", "", {
    timeout: 60_000,
  });
  await respondent.getByLabel("Full name").focus();
  await respondent.keyboard.type("Ada");
  await respondent.keyboard.press("Tab");
  await respondent.keyboard.type("London");
  await respondent.keyboard.press("Enter");
  await expect(respondent.getByTestId("confirmation")).toContainText("Thanks!");
  const editLink = respondent.getByRole("link", { name: "Edit my answers" });
  await expect(editLink).toHaveAttribute("href", /\/f\/edit-[^?]+\?edit=[A-Za-z0-9_-]{43}$/);
  const editUrl = String(await editLink.getAttribute("href"));
  await editLink.focus();
  await respondent.keyboard.press("Enter");

  // The edit page: pre-filled on the server, saying what it is.
  await expect(respondent.getByTestId("form-notice")).toHaveText(EDITING_NOTICE);
  await expect(respondent.getByLabel("Full name")).toHaveValue("Ada");
  await expect(respondent.getByLabel("City")).toHaveValue("London");
  await expect(respondent.locator("form.fw-public-form")).toHaveAttribute("data-hydrated", "", {
    timeout: 60_000,
  });
  await expectNoAxeViolations(respondent);
  await respondent.getByLabel("City").focus();
  await respondent.keyboard.press("ControlOrMeta+a");
  await respondent.keyboard.type("Paris");
  await respondent.keyboard.press("Enter");
  await expect(respondent.getByTestId("confirmation")).toContainText("Thanks!");
  await expect(respondent.getByRole("link", { name: "Edit my answers" })).toHaveAttribute(
    "href",
    editUrl,
  );
  await respondentContext.close();

  // Without scripts: the same link opens the form pre-filled; Enter sends the edit.
  const plainContext = await browser.newContext({
    baseURL,
    viewport: PHONE,
    javaScriptEnabled: false,
  });
  const plain = await plainContext.newPage();
  await plain.goto(editUrl);
  await expect(plain.getByLabel("City")).toHaveValue("Paris");
  await expect(plain.getByTestId("form-notice")).toHaveText(EDITING_NOTICE);
  await expectNoAxeViolationsWithoutScripts(plain, browser);
  await plain.getByLabel("Full name").focus();
  await plain.keyboard.press("ControlOrMeta+a");
  await plain.keyboard.type("Ada King");
  await plain.keyboard.press("Enter");
  await expect(plain.getByTestId("confirmation")).toContainText("Thanks!");
  await expect(plain.getByRole("link", { name: "Edit my answers" })).toBeVisible();
  // An unknown link says so before anything is typed.
  await plain.goto(`/f/${form.slug}?edit=${"A".repeat(43)}`);
  await expect(plain.getByRole("alert")).toHaveText("This edit link is not valid.");
  await expect(plain.getByLabel("Full name")).toHaveCount(0);
  await plainContext.close();

  // The owner, on a phone: the details list the earlier answers, opened by keyboard.
  await page.setViewportSize(PHONE);
  await page.goto(`/admin/forms/${form.id}/submissions`);
  const table = page.getByRole("table", { name: "Submissions, newest first" });
  const row = table.locator("tbody tr").first();
  await expect(row).toContainText("Ada King");
  await row.getByRole("button", { name: /^View/ }).focus();
  await page.keyboard.press("Enter");
  const details = page.getByRole("dialog", { name: "Submission" });
  const earlier = details.getByRole("region", { name: "Earlier answers" });
  const revisions = earlier.getByRole("group");
  await expect(revisions).toHaveCount(2);
  const first = earlier.locator("summary").first();
  await first.focus();
  await page.keyboard.press("Enter");
  await expect(revisions.first()).toContainText("London");
  await expect(revisions.nth(1)).not.toHaveAttribute("open", "");
  await expectNoAxeViolations(page);
});

test("an editor turns editing on in Form settings by keyboard on a phone, and sets the days", async ({
  page,
}) => {
  const slug = uniqueSlug("edit-setting");
  const { createForm } = await adminGraphQL<{ createForm: { id: string } }>(
    page,
    "mutation($d: JSON!) { createForm(document: $d) { id } }",
    {
      d: {
        slug,
        title: "Edit setting",
        blocks: [{ type: "text", name: "fullName", label: "Full name" }],
      },
    },
  );
  await page.setViewportSize(PHONE);
  await page.goto(`/admin/forms/${createForm.id}`);
  await page.getByRole("button", { name: "Form settings" }).focus();
  await page.keyboard.press("Enter");
  const settings = page.getByRole("form", { name: "Form settings" });
  const editable = settings.getByRole("checkbox", {
    name: "Let respondents edit their answers after sending",
  });
  await editable.focus();
  await page.keyboard.press("Space");
  await expect(editable).toBeChecked();
  const days = settings.getByLabel("For how many days");
  await expect(days).toHaveValue("7");
  await days.focus();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("14");
  await expectNoAxeViolations(page);
  await expect
    .poll(
      async () =>
        (
          await adminGraphQL<{ formById: { draft: { editing?: unknown } } }>(
            page,
            "query($id: ID!) { formById(id: $id) { draft } }",
            { id: createForm.id },
          )
        ).formById.draft.editing,
      { timeout: 20_000 },
    )
    .toEqual({ allowedForDays: 14 });
});
