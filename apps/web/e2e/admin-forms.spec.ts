import type { Browser, Locator, Page } from "@playwright/test";
import { adminGraphQL, signIn } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/owner-session";

/** A word no other test's forms contain, so searching for it finds this test's forms only. */
function uniqueStamp(label: string): string {
  return `${label}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

function rowOf(page: Page, slug: string): Locator {
  return page.locator(`tr[data-slug="${slug}"]`);
}

/** Waits until the list has loaded in the browser (hydrated, forms fetched). */
async function listLoaded(page: Page) {
  await expect(
    page.getByRole("table", { name: "Forms, by date created, newest first" }),
  ).toBeVisible();
}

async function search(page: Page, term: string) {
  await listLoaded(page);
  await page.getByLabel("Search forms").fill(term);
  await expect(page.getByRole("status").filter({ hasText: /matching/ })).toContainText(
    `matching “${term}”`,
  );
}

async function createFormThroughApi(page: Page, title: string, slug: string): Promise<string> {
  const data = await adminGraphQL<{ createForm: { id: string } }>(
    page,
    "mutation($d: JSON!) { createForm(document: $d) { id } }",
    { d: { slug, title, blocks: [{ type: "text", name: "name", label: "Your name" }] } },
  );
  return data.createForm.id;
}

async function submitAnswer(page: Page, slug: string, name: string) {
  const response = await page.request.post("/api/graphql", {
    data: {
      query:
        "mutation($s: String!, $d: JSON!, $k: String!) { submitForm(slug: $s, data: $d, idempotencyKey: $k) { submissionId } }",
      variables: { s: slug, d: { name }, k: `${slug}-${name}` },
    },
  });
  const body = (await response.json()) as { data?: { submitForm: { submissionId: string } } };
  expect(body.data?.submitForm.submissionId, JSON.stringify(body)).toBeTruthy();
}

async function signInAs(browser: Browser, credentials: { email: string; password: string }) {
  // A fresh context without the owner's session.
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    storageState: { cookies: [], origins: [] },
  });
  const page = await context.newPage();
  await signIn(page, credentials);
  return { context, page };
}

test("an owner creates a form from the list and lands in its editor", async ({ page }) => {
  const stamp = uniqueStamp("create");
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Forms" })).toBeVisible();
  await listLoaded(page);
  await page.getByRole("button", { name: "New form" }).click();
  const dialog = page.getByRole("dialog", { name: "New form" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Title")).toBeFocused();
  await dialog.getByLabel("Title").fill(`Event ${stamp} feedback`);
  await expect(dialog.getByLabel("Slug")).toHaveValue(`event-${stamp}-feedback`);
  await dialog.getByRole("button", { name: "Create form" }).click();
  await page.waitForURL(/\/admin\/forms\/[0-9a-f-]{36}$/);
  const id = page.url().split("/").at(-1);

  const forms = await adminGraphQL<{
    forms: Array<{ id: string; slug: string; isPublished: boolean }>;
  }>(page, "query($s: String) { forms(search: $s) { id slug isPublished } }", { s: stamp });
  expect(forms.forms).toEqual([{ id, slug: `event-${stamp}-feedback`, isPublished: false }]);
});

test("the new form dialog proposes a free slug, works by keyboard and refuses a taken one", async ({
  page,
}) => {
  const stamp = uniqueStamp("slug");
  await createFormThroughApi(page, `Taken ${stamp}`, `taken-${stamp}`);
  await page.goto("/admin");
  await listLoaded(page);
  await page.getByRole("button", { name: "New form" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "New form" });
  await expect(dialog.getByLabel("Title")).toBeFocused();
  await page.keyboard.type(`Taken ${stamp}`);
  await expect(dialog.getByLabel("Slug")).toHaveValue(`taken-${stamp}-2`);

  // An edited slug is the editor's: a taken one is refused at the field, nothing is created.
  await dialog.getByLabel("Slug").fill(`taken-${stamp}`);
  await page.keyboard.press("Enter");
  await expect(dialog.getByLabel("Slug")).toHaveAccessibleDescription(/already exists/);
  await expect(page).toHaveURL(/\/admin$/);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "New form" })).toBeFocused();
});

test("an owner searches, duplicates, publishes, unpublishes and deletes forms from the list", async ({
  page,
}) => {
  const stamp = uniqueStamp("list");
  const slug = `list-${stamp}`;
  await createFormThroughApi(page, `List ${stamp}`, slug);
  await createFormThroughApi(page, `Other ${uniqueStamp("x")}`, `other-${uniqueStamp("x")}`);
  await page.goto("/admin");

  await search(page, stamp);
  await expect(page.locator("tbody tr")).toHaveCount(1);
  const row = rowOf(page, slug);
  await expect(row.getByRole("rowheader")).toHaveText(`List ${stamp}`);
  await expect(row).toContainText("Draft");

  // Search by slug too, and case-insensitively.
  await search(page, slug.toUpperCase());
  await expect(page.locator("tbody tr")).toHaveCount(1);
  await search(page, stamp);

  await row.getByRole("button", { name: "Duplicate" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Duplicated" })).toContainText(
    `Duplicated “List ${stamp}” as “List ${stamp} (copy)”`,
  );
  const copy = rowOf(page, `${slug}-copy`);
  await expect(copy.getByRole("rowheader")).toHaveText(`List ${stamp} (copy)`);
  await expect(page.locator("tbody tr")).toHaveCount(2);

  await row.getByRole("button", { name: "Publish" }).click();
  await expect(row).toContainText("Published v1");
  await expect(row.getByRole("link", { name: "View" })).toHaveAttribute("href", `/f/${slug}`);
  await expect(row.getByRole("button", { name: "Unpublish" })).toBeFocused();

  // Two answers arrive: the list counts them.
  await submitAnswer(page, slug, "Ada");
  await submitAnswer(page, slug, "Grace");
  await page.reload();
  await search(page, stamp);
  await expect(row.locator("td.fw-table__number")).toHaveText("2");
  await expect(copy.locator("td.fw-table__number")).toHaveText("0");

  await row.getByRole("link", { name: "View" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `List ${stamp}` })).toBeVisible();
  await page.goBack();
  await search(page, stamp);

  // Unpublish asks first, saying what respondents will see.
  await row.getByRole("button", { name: "Unpublish" }).click();
  const unpublish = page.getByRole("dialog");
  await expect(unpublish).toHaveAccessibleName(
    `Unpublish “List ${stamp}”? Respondents who open /f/${slug} will see “Page not found: There is no published form or page at this address.” Its versions and 2 submissions are kept; publish again to bring it back.`,
  );
  await expectNoAxeViolations(page);
  await unpublish.getByRole("button", { name: "Cancel" }).click();
  await expect(row).toContainText("Published v1");
  await row.getByRole("button", { name: "Unpublish" }).click();
  await unpublish.getByRole("button", { name: "Unpublish" }).click();
  await expect(row).toContainText("Draft");
  await expect(row.getByRole("link", { name: "View" })).toHaveCount(0);
  const offline = await page.request.get(`/f/${slug}`);
  expect(offline.status()).toBe(404);

  // Delete asks first. Escape and Cancel keep the form, and focus returns to the button.
  const deleteButton = row.getByRole("button", { name: "Delete" });
  await deleteButton.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toHaveAccessibleName(
    `Delete form “List ${stamp}”? This also deletes its 2 submissions.`,
  );
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();

  await deleteButton.click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "Deleted" })).toContainText(
    `Deleted “List ${stamp}” and its 2 submissions.`,
  );
  await expect(page.getByRole("heading", { level: 1, name: "Forms" })).toBeFocused();
  await expect(page.locator("tbody tr")).toHaveCount(1);
  const left = await adminGraphQL<{ forms: Array<{ slug: string }> }>(
    page,
    "query($s: String) { forms(search: $s) { slug } }",
    { s: stamp },
  );
  expect(left.forms.map((f) => f.slug)).toEqual([`${slug}-copy`]);

  // A search that finds nothing says so and offers the way back.
  await search(page, `${stamp}-nothing`);
  await expect(
    page.getByRole("heading", { name: `No form matches “${stamp}-nothing”` }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Clear search" }).click();
  await expect(page.getByLabel("Search forms")).toHaveValue("");
});

test("a viewer sees the forms without the editing actions", async ({ page, browser }) => {
  const stamp = uniqueStamp("viewer");
  const credentials = { email: `viewer-${stamp}@e2e.test`, password: "viewer-password-1" };
  await adminGraphQL(
    page,
    "mutation($e: String!, $p: String!) { createUser(email: $e, password: $p, role: VIEWER) { id } }",
    { e: credentials.email, p: credentials.password },
  );
  const slug = `viewed-${stamp}`;
  const formId = await createFormThroughApi(page, `Viewed ${stamp}`, slug);

  const viewer = await signInAs(browser, credentials);
  await search(viewer.page, stamp);
  const row = rowOf(viewer.page, slug);
  await expect(row.getByRole("link", { name: "Submissions" })).toBeVisible();
  await expect(row.getByRole("button")).toHaveCount(0);
  await expect(row.getByRole("link", { name: "Edit" })).toHaveCount(0);
  await expect(viewer.page.getByRole("button", { name: "New form" })).toHaveCount(0);
  const nav = viewer.page.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link", { name: "Forms" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Users and API keys" })).toHaveCount(0);

  // The editor, opened by its address, lets a viewer look: no Save, no Publish.
  await viewer.page.goto(`/admin/forms/${formId}`);
  await expect(viewer.page.getByRole("button", { name: "Open preview" })).toBeVisible();
  await expect(viewer.page.getByRole("button", { name: "Save" })).toHaveCount(0);
  await expect(viewer.page.getByRole("button", { name: "Publish" })).toHaveCount(0);
  await viewer.context.close();
});

test("the form list and its dialogs pass axe", async ({ page }) => {
  const stamp = uniqueStamp("axe");
  await createFormThroughApi(page, `Axe ${stamp}`, `axe-${stamp}`);
  await page.goto("/admin");
  await search(page, stamp);
  await expectNoAxeViolations(page);

  await rowOf(page, `axe-${stamp}`).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();

  await page.getByRole("button", { name: "New form" }).click();
  const dialog = page.getByRole("dialog", { name: "New form" });
  await dialog.getByRole("button", { name: "Create form" }).click();
  await expect(dialog.getByText("There is a problem")).toBeVisible();
  await expectNoAxeViolations(page);
});

/**
 * The space between each field and the next one below it, in `container`:
 * from the bottom of one field's control to the top of the next field's label.
 */
async function gapsBetweenFields(
  container: Locator,
): Promise<Array<{ label: string; gap: number }>> {
  return container.evaluate((root) => {
    const fields = [...root.querySelectorAll<HTMLElement>(".fw-field")].filter(
      (field) => field.parentElement?.closest(".fw-field") === null && field.offsetParent !== null,
    );
    const gaps: Array<{ label: string; gap: number }> = [];
    for (let i = 1; i < fields.length; i++) {
      const above = (fields[i - 1] as HTMLElement).getBoundingClientRect();
      const field = fields[i] as HTMLElement;
      const below = field.getBoundingClientRect();
      // Side by side (columns) is not "next below".
      if (below.top < above.top + above.height / 2) continue;
      // The caption without its required mark.
      const label = (field.querySelector("label, legend")?.textContent ?? "").replace(
        /[\s*]+$/,
        "",
      );
      gaps.push({ label, gap: Math.round(below.top - above.bottom) });
    }
    return gaps;
  });
}

test("Form settings and the New-form dialog leave a gap between each input and the next label", async ({
  page,
}) => {
  const stamp = uniqueStamp("spacing");
  const id = await createFormThroughApi(page, `Spacing ${stamp}`, stamp);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin");
    await listLoaded(page);
    await page.getByRole("button", { name: "New form" }).click();
    const dialog = page.getByRole("dialog", { name: "New form" });
    await expect(dialog.getByLabel("Slug")).toBeVisible();
    const dialogGaps = await gapsBetweenFields(dialog);
    expect(dialogGaps.map((g) => g.label)).toContain("Slug");
    expect(
      dialogGaps.filter((g) => g.gap < 12),
      `${width}px`,
    ).toEqual([]);
    await dialog.getByRole("button", { name: "Cancel" }).click();

    await page.goto(`/admin/forms/${id}`);
    await page.getByRole("button", { name: "Form settings" }).click();
    const settings = page.getByRole("form", { name: "Form settings" });
    await expect(settings.getByLabel("Slug")).toBeVisible();
    const settingsGaps = await gapsBetweenFields(settings);
    expect(settingsGaps.map((g) => g.label)).toEqual(
      expect.arrayContaining(["Slug", "Description"]),
    );
    expect(
      settingsGaps.filter((g) => g.gap < 12),
      `${width}px`,
    ).toEqual([]);
  }
});
