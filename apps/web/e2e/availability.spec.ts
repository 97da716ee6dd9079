import { type Browser, expect } from "@playwright/test";
import { adminGraphQL } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { test } from "./support/owner-session";
import { uniqueSlug } from "./support/publish-form";

// Issue 16 §4: open from / close at, a maximum number of submissions and a
// closed message; a closed form shows it (not a 404), refuses submits with it,
// and the admin list says "Closed" and why.
const BLOCKS = [{ type: "text", name: "fullName", label: "Full name", required: true }];
const DAY = 86_400_000;

async function respondent(browser: Browser) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    storageState: { cookies: [], origins: [] },
  });
  return { context, page: await context.newPage() };
}

test("a form past its closing time shows its closed message instead of the form, axe clean", async ({
  page,
  browser,
}) => {
  const slug = uniqueSlug("closed");
  const { createForm } = await adminGraphQL<{ createForm: { id: string } }>(
    page,
    "mutation($d: JSON!) { createForm(document: $d) { id } }",
    {
      d: {
        slug,
        title: "Summer camp",
        availability: {
          closesAt: new Date(Date.now() - DAY).toISOString(),
          closedMessage: "Registration ended on Friday.",
        },
        blocks: BLOCKS,
      },
    },
  );
  await adminGraphQL(page, "mutation($id: ID!) { publishForm(id: $id) { id } }", {
    id: createForm.id,
  });

  const visitor = await respondent(browser);
  const response = await visitor.page.goto(`/f/${slug}`);
  expect(response?.status()).toBe(200);
  await expect(visitor.page.getByRole("heading", { level: 1 })).toHaveText("Summer camp");
  await expect(visitor.page.getByRole("status")).toHaveText("Registration ended on Friday.");
  await expect(visitor.page.getByLabel("Full name")).toHaveCount(0);
  await expectNoAxeViolations(visitor.page);

  // Not open yet: it says when it opens, and a prefilled answer fills the closed message's pipe.
  const later = uniqueSlug("later");
  const { createForm: laterForm } = await adminGraphQL<{ createForm: { id: string } }>(
    page,
    "mutation($d: JSON!) { createForm(document: $d) { id } }",
    {
      d: {
        slug: later,
        title: "Winter camp",
        availability: {
          opensAt: "2099-12-01T09:00:00+01:00",
          timeZone: "Europe/Berlin",
          closedMessage: "See you soon, {{fullName|friend}}.",
        },
        blocks: BLOCKS,
      },
    },
  );
  await adminGraphQL(page, "mutation($id: ID!) { publishForm(id: $id) { id } }", {
    id: laterForm.id,
  });
  await visitor.page.goto(`/f/${later}?fullName=Ada`);
  await expect(visitor.page.getByRole("status")).toHaveText(
    /^See you soon, Ada\.\s*It opens on Tuesday, December 1, 2099 at 9:00\sAM GMT\+1\.$/,
  );
  await visitor.page.goto(`/f/${later}`);
  await expect(visitor.page.getByRole("status")).toContainText("See you soon, friend.");
  await expectNoAxeViolations(visitor.page);
  await visitor.context.close();

  await page.goto("/admin");
  const row = page.locator(`tr[data-slug="${slug}"]`);
  await expect(row.locator(".fw-status--closed")).toContainText(/^Closed: since /);
});

test("an editor limits a form to one submission: the second respondent finds it closed", async ({
  page,
  browser,
}) => {
  const slug = uniqueSlug("one-seat");
  const { createForm } = await adminGraphQL<{ createForm: { id: string } }>(
    page,
    "mutation($d: JSON!) { createForm(document: $d) { id } }",
    { d: { slug, title: "One seat", blocks: BLOCKS } },
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/forms/${createForm.id}`);
  await page.getByRole("button", { name: "Form settings" }).click();
  await page.getByLabel("Maximum submissions").fill("1");
  await page.getByLabel("Closed message").fill("All seats are taken.");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status", { name: "Save status" })).toHaveText("Published version 1");

  const first = await respondent(browser);
  await first.page.goto(`/f/${slug}`);
  await expect(first.page.locator("form[data-hydrated]")).toBeVisible();
  await first.page.getByLabel("Full name").fill("Ada");
  await first.page.getByRole("button", { name: "Submit" }).click();
  await expect(first.page.getByRole("status").first()).toContainText(/Thank you/);
  await first.context.close();

  const second = await respondent(browser);
  await second.page.goto(`/f/${slug}`);
  await expect(second.page.getByRole("status")).toHaveText("All seats are taken.");
  await second.context.close();

  await page.goto("/admin");
  await expect(page.locator(`tr[data-slug="${slug}"] .fw-status--closed`)).toHaveText(
    "Closed: 1 submission reached",
  );
});

test("a respondent who opened the form before it filled up keeps the answers and reads why", async ({
  page,
  browser,
}) => {
  const slug = uniqueSlug("last-seat");
  const { createForm } = await adminGraphQL<{ createForm: { id: string } }>(
    page,
    "mutation($d: JSON!) { createForm(document: $d) { id } }",
    {
      d: {
        slug,
        title: "Last seat",
        availability: { maxSubmissions: 1, closedMessage: "All seats are taken." },
        blocks: BLOCKS,
      },
    },
  );
  await adminGraphQL(page, "mutation($id: ID!) { publishForm(id: $id) { id } }", {
    id: createForm.id,
  });
  const late = await respondent(browser);
  await late.page.goto(`/f/${slug}`);
  await expect(late.page.locator("form[data-hydrated]")).toBeVisible();
  await late.page.getByLabel("Full name").fill("Grace");

  // Someone else takes the last seat meanwhile.
  const other = await respondent(browser);
  await other.page.goto(`/f/${slug}`);
  await expect(other.page.locator("form[data-hydrated]")).toBeVisible();
  await other.page.getByLabel("Full name").fill("Ada");
  await other.page.getByRole("button", { name: "Submit" }).click();
  await expect(other.page.getByRole("status").first()).toContainText(/Thank you/);
  await other.context.close();

  await late.page.getByRole("button", { name: "Submit" }).click();
  await expect(late.page.getByText("All seats are taken.")).toBeVisible();
  await expect(late.page.getByLabel("Full name")).toHaveValue("Grace");
  await expect(late.page.getByRole("button", { name: "Copy my answers" })).toBeVisible();
  await expectNoAxeViolations(late.page);
  await late.context.close();
});
