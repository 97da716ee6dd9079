import { type Browser, expect, test } from "@playwright/test";
import { adminGraphQL } from "./support/auth";
import { expectNoAxeViolations, expectNoAxeViolationsWithoutScripts } from "./support/axe";

async function respondent(browser: Browser) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    storageState: { cookies: [], origins: [] },
    viewport: { width: 390, height: 844 },
  });
  return { context, page: await context.newPage() };
}

test("a protected form solves its ALTCHA challenge while the respondent types and sends with it, by keyboard on a phone", async ({
  page,
  browser,
}) => {
  const slug = `captcha-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const { createForm } = await adminGraphQL<{ createForm: { id: string } }>(
    page,
    "mutation($d: JSON!) { createForm(document: $d) { id } }",
    {
      d: {
        slug,
        title: "Protected",
        protection: { captcha: "altcha", difficulty: "low" },
        blocks: [{ type: "text", name: "fullName", label: "Full name", required: true }],
      },
    },
  );
  const form = { id: createForm.id, slug };
  await adminGraphQL(page, "mutation($id: ID!) { publishForm(id: $id) { id } }", { id: form.id });

  const visitor = await respondent(browser);
  const challenges: string[] = [];
  visitor.page.on("request", (request) => {
    if (request.url().endsWith(`/api/forms/${form.slug}/challenge`)) challenges.push(request.url());
  });
  await visitor.page.goto(`/f/${form.slug}`);
  await expect(visitor.page.locator("form[data-hydrated]")).toBeVisible();
  // Solved in the background, no click: the status says so (a live region for screen readers).
  await visitor.page.getByLabel("Full name").focus();
  await visitor.page.keyboard.type("Ada Lovelace");
  await expect(visitor.page.getByRole("status").filter({ hasText: "Check done" })).toHaveText(
    "Check done: ready to send.",
  );
  await expectNoAxeViolations(visitor.page);
  await visitor.page.keyboard.press("Enter");
  await expect(visitor.page.getByRole("status").first()).toContainText(/Thank you/);
  expect(challenges).toHaveLength(1);
  await expectNoAxeViolations(visitor.page);
  await visitor.context.close();

  const stored = await adminGraphQL<{
    submissions: { nodes: Array<{ data: Record<string, unknown> }> };
    spamSubmissions: unknown[];
  }>(
    page,
    "query($s: String!) { submissions(formSlug: $s) { nodes { data } } spamSubmissions(formSlug: $s) { id } }",
    { s: form.slug },
  );
  expect(stored.submissions.nodes.map((n) => n.data)).toEqual([{ fullName: "Ada Lovelace" }]);
  expect(stored.spamSubmissions).toEqual([]);
});

test("without scripts a protected form's post is kept for spam review, never refused or lost, by keyboard on a phone", async ({
  page,
  browser,
}) => {
  const slug = `captcha-plain-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const { createForm } = await adminGraphQL<{ createForm: { id: string } }>(
    page,
    "mutation($d: JSON!) { createForm(document: $d) { id } }",
    {
      d: {
        slug,
        title: "Protected",
        protection: { captcha: "altcha" },
        blocks: [{ type: "text", name: "fullName", label: "Full name", required: true }],
      },
    },
  );
  await adminGraphQL(page, "mutation($id: ID!) { publishForm(id: $id) { id } }", {
    id: createForm.id,
  });

  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    storageState: { cookies: [], origins: [] },
    viewport: { width: 390, height: 844 },
    javaScriptEnabled: false,
  });
  const plain = await context.newPage();
  await plain.goto(`/f/${slug}`);
  await expectNoAxeViolationsWithoutScripts(plain, browser);
  expect(await plain.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await plain.getByLabel("Full name").focus();
  await plain.keyboard.type("Grace Hopper");
  await plain.keyboard.press("Enter");
  await expect(plain.getByText(/Thank you/).first()).toBeVisible();
  await context.close();

  const kept = await adminGraphQL<{
    submissions: { nodes: unknown[] };
    spamSubmissions: Array<{ data: Record<string, unknown> }>;
  }>(
    page,
    "query($s: String!) { submissions(formSlug: $s) { nodes { data } } spamSubmissions(formSlug: $s) { data } }",
    { s: slug },
  );
  expect(kept.submissions.nodes).toEqual([]);
  expect(kept.spamSubmissions).toEqual([{ data: { fullName: "Grace Hopper" } }]);
});
