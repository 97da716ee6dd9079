import { adminGraphQL } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/owner-session";
import { uniqueSlug } from "./support/publish-form";

test("the editor's Share and embed section: link, QR downloads, snippets and allowed sites, by keyboard and axe clean", async ({
  page,
  baseURL,
}) => {
  const slug = uniqueSlug("share");
  const created = await adminGraphQL<{ createForm: { id: string } }>(
    page,
    "mutation($d: JSON!) { createForm(document: $d) { id } }",
    { d: { slug, title: "Shared form", blocks: [{ type: "text", name: "name", label: "Name" }] } },
  );
  const id = created.createForm.id;
  await adminGraphQL(page, "mutation($id: ID!) { publishForm(id: $id) { id } }", { id });
  await page.goto(`/admin/forms/${id}`);

  const summary = page.locator("summary", { hasText: "Share and embed" });
  await summary.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("textbox", { name: "Public link" })).toHaveValue(
    `${baseURL}/f/${slug}`,
  );
  await expect(page.getByRole("img", { name: `QR code of ${baseURL}/f/${slug}` })).toBeVisible();
  await expect(page.getByLabel("Popup", { exact: true })).toHaveValue(
    new RegExp(
      `data-formwright-popup="${slug}">Shared form</button>\\n<script src="${baseURL}/embed.js" async>`,
    ),
  );
  await expectNoAxeViolations(page);

  const svg = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download SVG" }).click();
  expect((await svg).suggestedFilename()).toBe(`${slug}-qr.svg`);
  const png = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download PNG" }).click();
  expect((await png).suggestedFilename()).toBe(`${slug}-qr.png`);

  const input = page.getByLabel("Add a site (origin)");
  await input.focus();
  await page.keyboard.type("shop.example");
  await page.keyboard.press("Enter");
  await expect(
    page.getByText('"shop.example" is not an origin like https://example.com'),
  ).toBeVisible();
  await expect(input).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
  await input.fill("https://shop.example");
  await page.keyboard.press("Enter");
  const remove = page.getByRole("button", { name: "Remove https://shop.example" });
  await expect(remove).toBeVisible();
  const stored = await adminGraphQL<{ formById: { embedOrigins: string[] } }>(
    page,
    "query($id: ID!) { formById(id: $id) { embedOrigins } }",
    { id },
  );
  expect(stored.formById.embedOrigins).toEqual(["https://shop.example"]);
  await remove.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("No site yet.")).toBeVisible();
});
