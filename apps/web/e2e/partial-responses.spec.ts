import type { Page } from "@playwright/test";
import { adminGraphQL } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/owner-session";
import { uniqueSlug } from "./support/publish-form";

// Hydration waits for every script; on a loaded machine that takes a while.
test.describe.configure({ timeout: 180_000 });

const PHONE = { width: 390, height: 844 };
const NOTICE = "Your answers are saved as you go, even if you do not submit the form.";

async function publishForm(page: Page): Promise<{ id: string; slug: string }> {
  const slug = uniqueSlug("partial");
  const created = await adminGraphQL<{ createForm: { id: string } }>(
    page,
    "mutation($d: JSON!) { createForm(document: $d) { id } }",
    {
      d: {
        slug,
        title: "Unfinished answers",
        partialResponses: true,
        blocks: [
          { type: "text", name: "fullName", label: "Full name", required: true },
          { type: "page", title: "About the event" },
          { type: "text", name: "city", label: "City", required: true },
        ],
      },
    },
  );
  const { id } = created.createForm;
  await adminGraphQL(page, "mutation($id: ID!) { publishForm(id: $id) { id } }", { id });
  return { id, slug };
}

test("answers typed on a phone are kept when the respondent moves a page on, and listed under Not finished", async ({
  page,
  browser,
  baseURL,
}) => {
  const form = await publishForm(page);

  // Scripts off: nothing is kept as you go, so nothing says so.
  const plainContext = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const plain = await plainContext.newPage();
  await plain.goto(`/f/${form.slug}`);
  await expect(plain.getByLabel("Full name")).toBeVisible();
  await expect(plain.getByText(NOTICE)).toHaveCount(0);
  await plainContext.close();

  // A respondent on a phone, by keyboard: type, then Enter moves to the next page.
  const respondentContext = await browser.newContext({ baseURL, viewport: PHONE });
  const respondent = await respondentContext.newPage();
  await respondent.goto(`/f/${form.slug}`);
  await expect(respondent.locator("form.fw-public-form")).toHaveAttribute("data-hydrated", "", {
    timeout: 60_000,
  });
  await expect(respondent.getByTestId("partial-notice")).toHaveText(NOTICE);
  await respondent.getByLabel("Full name").focus();
  await respondent.keyboard.type("Partial Ada");
  // Tab to Next, Enter on it.
  await respondent.keyboard.press("Tab");
  await expect(respondent.getByRole("button", { name: "Next" })).toBeFocused();
  await respondent.keyboard.press("Enter");
  await expect(respondent.getByRole("heading", { name: /About the event/ })).toBeFocused();
  await expect
    .poll(
      async () =>
        (
          await adminGraphQL<{
            partialResponses: { nodes: Array<{ lastPage: number; answers: unknown }> };
          }>(
            page,
            "query($id: ID!) { partialResponses(formId: $id) { nodes { lastPage answers } } }",
            { id: form.id },
          )
        ).partialResponses.nodes,
      { timeout: 20_000 },
    )
    .toEqual([{ lastPage: 2, answers: { fullName: "Partial Ada" } }]);
  await respondentContext.close();

  // The owner, on a phone too, sees it under Not finished with the page reached.
  await page.setViewportSize(PHONE);
  await page.goto(`/admin/forms/${form.id}/submissions`);
  const notFinished = page.getByTestId("not-finished");
  await expect(notFinished.getByRole("heading", { name: "Not finished (1)" })).toBeVisible();
  const row = notFinished.getByTestId("partial-row");
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("cell").first()).toHaveText("2");
  await expectNoAxeViolations(page);
});
