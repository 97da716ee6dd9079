import type { Page } from "@playwright/test";
import { adminGraphQL } from "./support/auth";
import { expectNoAxeViolations, expectNoAxeViolationsWithoutScripts } from "./support/axe";
import { expect, test } from "./support/owner-session";
import { uniqueSlug } from "./support/publish-form";

// Hydration waits for every script; on a loaded machine that takes a while.
test.describe.configure({ timeout: 180_000 });

const PHONE = { width: 390, height: 844 };

/** A published form that takes answers only through single-use links. */
async function publishInvitesOnly(page: Page): Promise<{ id: string; slug: string }> {
  const slug = uniqueSlug("invite");
  const created = await adminGraphQL<{ createForm: { id: string } }>(
    page,
    "mutation($d: JSON!) { createForm(document: $d) { id } }",
    {
      d: {
        slug,
        title: "Invited answers",
        limits: { invitesOnly: true },
        blocks: [{ type: "text", name: "fullName", label: "Full name", required: true }],
      },
    },
  );
  const { id } = created.createForm;
  await adminGraphQL(page, "mutation($id: ID!) { publishForm(id: $id) { id } }", { id });
  return { id, slug };
}

async function makeLinks(page: Page, id: string, count: number): Promise<string[]> {
  const made = await adminGraphQL<{ createRespondentLinks: Array<{ url: string }> }>(
    page,
    "mutation($id: ID!, $n: Int) { createRespondentLinks(formId: $id, count: $n) { url } }",
    { id, n: count },
  );
  return made.createRespondentLinks.map((link) => new URL(link.url).search);
}

test("the share panel makes, lists, revokes and downloads single-use links, by keyboard at 390 px, axe clean", async ({
  page,
}) => {
  const form = await publishInvitesOnly(page);
  await page.setViewportSize(PHONE);
  await page.goto(`/admin/forms/${form.id}`);
  await page.locator("summary", { hasText: "Share and embed" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("No single-use links yet.")).toBeVisible();

  const count = page.getByLabel("How many links");
  await count.focus();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("2");
  await page.keyboard.press("Enter");
  await expect(
    page.getByText(
      "Made 2 links: copy them or download the CSV now, their addresses are not shown again.",
    ),
  ).toBeVisible();
  await expect(page.getByLabel("Address of link 1")).toHaveValue(
    new RegExp(`/f/${form.slug}\\?invite=[\\w-]{32}$`),
  );

  // Per address: the radio group by arrow keys, the list typed, Create by keyboard.
  await page.getByRole("radio", { name: "Anonymous links" }).focus();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("radio", { name: "One link per email address" })).toBeChecked();
  await page.getByLabel("Email addresses (one per line)").focus();
  await page.keyboard.type("ada@example.com");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Create links" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Address of link 3 (ada@example.com)")).toBeVisible();

  const revoke = page.getByRole("button", { name: "Revoke link 2" });
  await revoke.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Revoked link 2", { exact: true })).toBeVisible();
  await expect(page.locator(".fw-share__link-list li").nth(1)).toContainText("Revoked");
  await expect(page.locator(".fw-share__link-list li").first()).toContainText("Unused");

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV" }).focus();
  await page.keyboard.press("Enter");
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${form.slug}-links.csv`);
  const stream = await file.createReadStream();
  let text = "";
  for await (const chunk of stream) text += chunk.toString();
  const lines = text.replace("\uFEFF", "").trim().split("\r\n");
  expect(lines[0]).toBe("url,email,createdAt,usedAt,revokedAt");
  expect(lines).toHaveLength(4);
  expect(lines[3]).toContain("ada@example.com");

  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test("a used, revoked or unknown link says so before the form; a valid one sends once", async ({
    page,
    browser,
  }) => {
    const form = await publishInvitesOnly(page);
    const [valid, revoked] = await makeLinks(page, form.id, 2);
    const links = await adminGraphQL<{ respondentLinks: Array<{ id: string }> }>(
      page,
      "query($id: ID!) { respondentLinks(formId: $id) { id } }",
      { id: form.id },
    );
    await adminGraphQL(page, "mutation($id: ID!) { revokeRespondentLink(id: $id) { id } }", {
      id: links.respondentLinks[1]?.id,
    });

    await page.goto(`/f/${form.slug}`);
    await expect(page.getByTestId("invite-notice")).toContainText(
      "This form takes answers only through an invitation link.",
    );
    await expect(page.getByLabel("Full name")).toHaveCount(0);

    await page.goto(`/f/${form.slug}${revoked}`);
    await expect(page.getByTestId("invite-notice")).toContainText(
      "This invitation link has been revoked.",
    );
    await page.goto(`/f/${form.slug}?invite=${"x".repeat(32)}`);
    await expect(page.getByTestId("invite-notice")).toContainText(
      "This invitation link is not valid.",
    );
    await expect(page.getByLabel("Full name")).toHaveCount(0);
    await expectNoAxeViolationsWithoutScripts(page, browser);

    // A valid link: the form, sent by keyboard without scripts, stored once.
    await page.goto(`/f/${form.slug}${valid}`);
    await page.getByLabel("Full name").focus();
    await page.keyboard.type("Invited Ada");
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("confirmation")).toBeVisible();

    await page.goto(`/f/${form.slug}${valid}`);
    await expect(page.getByTestId("invite-notice")).toContainText(
      "This invitation link has already been used.",
    );
    await expect(page.getByLabel("Full name")).toHaveCount(0);
    const listed = await adminGraphQL<{
      respondentLinks: Array<{ usedAt: string | null; submissionId: string | null }>;
    }>(page, "query($id: ID!) { respondentLinks(formId: $id) { usedAt submissionId } }", {
      id: form.id,
    });
    expect(listed.respondentLinks[0]?.usedAt).toBeTruthy();
    expect(listed.respondentLinks[0]?.submissionId).toBeTruthy();
  });
});

test("with scripts, the submit carries the page's link: stored, and the link is then used", async ({
  page,
  browser,
  baseURL,
}) => {
  const form = await publishInvitesOnly(page);
  const [invite] = await makeLinks(page, form.id, 1);
  const context = await browser.newContext({ baseURL, viewport: PHONE });
  const respondent = await context.newPage();
  await respondent.goto(`/f/${form.slug}${invite}`);
  await expect(respondent.locator("form.fw-public-form")).toHaveAttribute("data-hydrated", "", {
    timeout: 60_000,
  });
  await respondent.getByLabel("Full name").focus();
  await respondent.keyboard.type("Scripted Ada");
  await respondent.keyboard.press("Enter");
  await expect(respondent.getByTestId("confirmation")).toBeVisible({ timeout: 30_000 });
  await respondent.goto(`/f/${form.slug}${invite}`);
  await expect(respondent.getByTestId("invite-notice")).toContainText(
    "This invitation link has already been used.",
  );
  await context.close();
});
