import { expect, test } from "@playwright/test";
import { adminGraphQL, signIn } from "./support/auth";
import { createTestForm } from "./support/forms";

test("a submission held by the spam screens is listed for review and Not spam moves it into the submissions", async ({
  page,
}) => {
  const form = await createTestForm(page, {
    slugPrefix: "spam-review",
    title: "Spam review",
    blocks: [{ type: "text", name: "fullName", label: "Full name", required: true }],
  });
  await adminGraphQL(page, "mutation($id: ID!) { publishForm(id: $id) { id } }", { id: form.id });
  // A person whose browser autofilled the hidden field (the honeypot) too.
  const held = await page.request.post("/api/graphql", {
    data: {
      query: `mutation($s: String!) { submitForm(slug: $s, data: { fullName: "Autofilled Ada" }, idempotencyKey: "autofill-1", honeypot: "https://ada.example") { submissionId } }`,
      variables: { s: form.slug },
    },
  });
  expect(held.ok()).toBe(true);

  await signIn(page, undefined, `/admin/forms/${form.id}/submissions`);
  await expect(page.getByText("0 submissions")).toBeVisible();
  const review = page.getByRole("region", { name: /Spam review/ });
  await expect(review.getByTestId("spam-item")).toContainText("Full name: Autofilled Ada");
  await review.getByRole("button", { name: /Not spam/ }).click();

  await expect(page.getByText("1 submission", { exact: true })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Autofilled Ada" })).toBeVisible();
  await expect(page.getByRole("region", { name: /Spam review/ })).toHaveCount(0);
  const data = await adminGraphQL<{ spamSubmissions: unknown[] }>(
    page,
    "query($s: String!) { spamSubmissions(formSlug: $s) { id } }",
    { s: form.slug },
  );
  expect(data.spamSubmissions).toEqual([]);
});
