import { adminGraphQL } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/owner-session";
import { uniqueSlug } from "./support/publish-form";

const PHONE = { width: 390, height: 844 };

test("an owner creates a spreadsheet feed link by keyboard at 390 px, reads it as CSV, and revokes it, axe clean", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const slug = uniqueSlug("feed");
  const created = await adminGraphQL<{ createForm: { id: string } }>(
    page,
    "mutation($d: JSON!) { createForm(document: $d) { id } }",
    {
      d: {
        slug,
        title: "Fed form",
        blocks: [{ type: "text", name: "name", label: "Name", required: true }],
      },
    },
  );
  const formId = created.createForm.id;
  await adminGraphQL(page, "mutation($id: ID!) { publishForm(id: $id) { id } }", { id: formId });
  const submitted = await page.request.post("/api/graphql", {
    data: {
      query: `mutation($s: String!) { submitForm(slug: $s, data: { name: "Ada Feedwell" }, idempotencyKey: "e2e-feed") { submissionId } }`,
      variables: { s: slug },
    },
  });
  expect(submitted.ok()).toBe(true);

  await page.goto(`/admin/forms/${formId}/integrations`);
  const section = page.getByRole("region", { name: "Spreadsheet feed" });
  await expect(section.getByText("No feed links yet.")).toBeVisible();
  await expectNoAxeViolations(page);

  await section.getByRole("button", { name: "Create a feed link" }).focus();
  await page.keyboard.press("Enter");
  const notice = page.getByTestId("feed-link");
  await expect(notice).toBeFocused();
  const link = notice.getByLabel("Feed link");
  await expect(link).toHaveValue(/^https?:\/\/[^/]+\/api\/feeds\/fwf_[A-Za-z0-9_-]{43}\.csv$/);
  await expect(notice.getByRole("button", { name: "Copy" })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Read as a spreadsheet would: no session, the path of the link on this server.
  const path = new URL(await link.inputValue()).pathname;
  const feed = await fetch(new URL(path, page.url()));
  expect(feed.status).toBe(200);
  expect(feed.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  expect(await feed.text()).toContain("Ada Feedwell");

  await notice.getByRole("button", { name: "Done, hide the link" }).press("Enter");
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 2, name: "Spreadsheet feed" })).toBeFocused();
  await expect(section.getByText(/^Feed link created /)).toBeVisible();

  await section.getByRole("button", { name: /^Revoke the feed link created / }).press("Enter");
  const dialog = page.getByRole("dialog");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Revoke feed link" }).press("Enter");
  await expect(section.getByText("No feed links yet.")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Revoked the feed link" })).toHaveCount(
    1,
  );
  await expectNoAxeViolations(page);

  const gone = await fetch(new URL(path, page.url()));
  expect(gone.status).toBe(404);
});
