import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { adminGraphQL, signIn } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";

function stamp(label: string): string {
  return `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

test("a submission downloads as a PDF from its details, and all of them as a zip of PDFs", async ({
  page,
}) => {
  const slug = stamp("pdf");
  const created = await adminGraphQL<{ createForm: { id: string } }>(
    page,
    "mutation($d: JSON!) { createForm(document: $d) { id } }",
    {
      d: {
        slug,
        title: `Feedback ${slug}`,
        blocks: [{ type: "text", name: "fullName", label: "Full name", required: true }],
      },
    },
  );
  const formId = created.createForm.id;
  await adminGraphQL(page, "mutation($id: ID!) { publishForm(id: $id) { id } }", { id: formId });
  for (const name of ["Ada Lovelace", "Grace Hopper"]) {
    await adminGraphQL(
      page,
      "mutation($s: String!, $d: JSON!, $k: String!) { submitForm(slug: $s, data: $d, idempotencyKey: $k) { submissionId } }",
      { s: slug, d: { fullName: name }, k: stamp("key") },
    );
  }

  await signIn(page, undefined, `/admin/forms/${formId}/submissions`);
  const rows = page.getByRole("table", { name: "Submissions, newest first" }).locator("tbody tr");
  await expect(rows).toHaveCount(2);
  await rows.nth(1).getByRole("button", { name: /^View/ }).focus();
  await page.keyboard.press("Enter");
  const details = page.getByRole("dialog", { name: "Submission" });
  await expect(details).toBeVisible();
  const link = details.getByRole("link", { name: "Download PDF" });
  await expect(link).toBeVisible();
  await expectNoAxeViolations(page);

  // By keyboard: the link is in the dialog's tab order.
  await link.focus();
  await expect(link).toBeFocused();
  const [pdf] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
  expect(pdf.suggestedFilename()).toMatch(new RegExp(`^${slug}-[0-9A-F-]+\\.pdf$`));
  const bytes = await readFile(await pdf.path());
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();

  const [zip] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download all as PDFs" }).click(),
  ]);
  const today = new Date().toISOString().slice(0, 10);
  expect(zip.suggestedFilename()).toBe(`${slug}-submissions-${today}.zip`);
  const archive = await readFile(await zip.path());
  // Two entries, each a local file header (PK 3 4) naming a PDF.
  const header = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
  const names: string[] = [];
  for (let at = archive.indexOf(header); at !== -1; at = archive.indexOf(header, at + 30)) {
    names.push(archive.toString("utf8", at + 30, at + 30 + archive.readUInt16LE(at + 26)));
  }
  expect(names).toHaveLength(2);
  for (const name of names) expect(name).toMatch(new RegExp(`^${slug}-[0-9A-F-]+\\.pdf$`));
  await expectNoAxeViolations(page);
});
