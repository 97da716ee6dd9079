import { adminGraphQL } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/owner-session";

test("an owner sets how long answers are kept in Form settings on a phone, by keyboard, and the form list and submissions page say so", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const slug = `kept-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;
  const { createForm } = await adminGraphQL<{ createForm: { id: string } }>(
    page,
    "mutation($d: JSON!) { createForm(document: $d) { id } }",
    {
      d: {
        slug,
        title: `Kept ${slug}`,
        blocks: [{ type: "text", name: "fullName", label: "Full name" }],
      },
    },
  );
  const id = createForm.id;
  await page.goto(`/admin/forms/${id}`);
  await page.getByRole("button", { name: "Form settings" }).click();
  const section = page.getByRole("group", { name: "Responses and privacy" });
  const captcha = section.getByRole("radiogroup", { name: "CAPTCHA against bots" });
  await captcha.getByRole("radio", { name: "None" }).focus();
  await page.keyboard.press("ArrowDown");
  await expect(captcha.getByRole("radio", { name: /^ALTCHA/ })).toBeChecked();
  await expect(
    section.getByRole("radiogroup", { name: "Work asked of each browser" }),
  ).toBeVisible();
  await section.getByRole("textbox", { name: "Delete answers after (days)" }).focus();
  await page.keyboard.type("90");
  await expect(page.getByRole("status", { name: "Save status" })).toHaveText("Saved");
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const { formById } = await adminGraphQL<{ formById: { draft: Record<string, unknown> } }>(
    page,
    "query($id: ID!) { formById(id: $id) { draft } }",
    { id },
  );
  expect(formById.draft).toMatchObject({
    protection: { captcha: "altcha" },
    retention: { deleteAfterDays: 90 },
  });

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status", { name: "Save status" })).toHaveText("Published version 1");

  await page.goto("/admin");
  await page.getByLabel("Search forms").fill(slug);
  const row = page.locator("tbody tr").filter({ hasText: `Kept ${slug}` });
  await expect(row.getByText("Answers are deleted after 90 days")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`/admin/forms/${id}/submissions`);
  await expect(page.getByText("Answers are deleted after 90 days.")).toBeVisible();
  await expectNoAxeViolations(page);
});
