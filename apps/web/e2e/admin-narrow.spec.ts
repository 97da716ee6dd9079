import type { Page } from "@playwright/test";
import { adminGraphQL } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/owner-session";
import { uniqueSlug } from "./support/publish-form";

// Issue 30 §8: on a phone the admin header wrapped inside its links ("Users /
// and API / keys", "Sign / out") and the "In progress" table made the
// submissions page 618 px wide. The header is now a menu on a phone, and
// every table scrolls inside its own box.
const PHONE = { width: 390, height: 844 };

/** How many lines the text of each shown element takes. */
async function linesOf(page: Page, selector: string): Promise<Record<string, number>> {
  return page.locator(selector).evaluateAll((elements) =>
    Object.fromEntries(
      elements
        .filter((element) => element.getClientRects().length > 0)
        .map((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          return [element.textContent ?? "", tops.size];
        }),
    ),
  );
}

async function expectNoSidewaysScroll(page: Page, state: string) {
  const size = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(
    size.scrollWidth,
    `${state} is ${size.scrollWidth} px wide in a ${size.innerWidth} px window`,
  ).toBeLessThanOrEqual(size.innerWidth);
}

const HEADER_TEXT = ".fw-admin-header a, .fw-admin-header button";

test("on a phone the admin header is a menu and no admin page scrolls sideways", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const slug = uniqueSlug("narrow-admin");
  const { createForm } = await adminGraphQL<{ createForm: { id: string } }>(
    page,
    "mutation($d: JSON!) { createForm(document: $d) { id } }",
    {
      d: {
        slug,
        title: "A form with a rather long title to show on a phone",
        blocks: [
          { type: "text", name: "fullName", label: "Full name" },
          { type: "textarea", name: "note", label: "Anything else you want to tell us" },
        ],
      },
    },
  );
  const formId = createForm.id;
  await adminGraphQL(page, "mutation($id: ID!) { publishForm(id: $id) { id } }", { id: formId });
  // One answer saved to finish later: the "In progress" table has a row.
  await adminGraphQL(
    page,
    "mutation($s: String!, $a: JSON!) { saveDraft(slug: $s, version: 1, answers: $a) { resumeToken } }",
    { s: slug, a: { fullName: "Ada" } },
  );

  await page.setViewportSize(PHONE);
  await page.goto("/admin");
  const menu = page.getByRole("button", { name: "Menu" });
  const nav = page.getByRole("navigation", { name: "Admin" });
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(nav).toBeHidden();
  await expectNoSidewaysScroll(page, "The forms list");
  await expectNoAxeViolations(page);

  // Opened by keyboard, the menu shows every link and the account, each on one line.
  await menu.focus();
  await page.keyboard.press("Enter");
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect(nav.getByRole("link", { name: "Users and API keys" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  const lines = await linesOf(page, HEADER_TEXT);
  expect(Object.values(lines), JSON.stringify(lines)).toEqual(Object.values(lines).map(() => 1));
  await expectNoSidewaysScroll(page, "The forms list with the menu open");
  await expectNoAxeViolations(page);
  // Escape closes it and gives focus back to the button.
  await nav.getByRole("link", { name: "Forms" }).focus();
  await page.keyboard.press("Escape");
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(menu).toBeFocused();
  // A link followed from the menu closes it on the page it opens.
  await menu.click();
  await nav.getByRole("link", { name: "Users and API keys" }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page, "The users page");

  await page.goto(`/admin/forms/${formId}`);
  await expect(page.getByLabel("Title", { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page, "The editor");

  await page.goto(`/admin/forms/${formId}/submissions`);
  await expect(page.getByTestId("draft-row")).toHaveCount(1);
  await expectNoSidewaysScroll(page, "The submissions page");
  // The table scrolls in its own box, which keyboard users can focus to scroll.
  await expect(page.getByRole("region", { name: "Drafts in progress" })).toHaveAttribute(
    "tabindex",
    "0",
  );
  await expectNoAxeViolations(page);

  // On a desktop the links are in the header, no menu, each on one line.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(menu).toBeHidden();
  await expect(nav.getByRole("link", { name: "Users and API keys" })).toBeVisible();
  const wide = await linesOf(page, HEADER_TEXT);
  expect(Object.values(wide), JSON.stringify(wide)).toEqual(Object.values(wide).map(() => 1));

  // Without scripts the button could not work: the menu is open, the links in reach.
  const context = await browser.newContext({
    baseURL,
    storageState: await page.context().storageState(),
    javaScriptEnabled: false,
    viewport: PHONE,
  });
  const noScript = await context.newPage();
  await noScript.goto("/admin");
  await expect(noScript.getByRole("button", { name: "Menu" })).toBeHidden();
  await expect(
    noScript.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Your account" }),
  ).toBeVisible();
  const noScriptLines = await linesOf(noScript, HEADER_TEXT);
  expect(Object.values(noScriptLines), JSON.stringify(noScriptLines)).toEqual(
    Object.values(noScriptLines).map(() => 1),
  );
  await expectNoSidewaysScroll(noScript, "The forms list without scripts");
  await context.close();
});
