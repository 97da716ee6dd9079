import { expect, type Page, test } from "@playwright/test";
import { adminGraphQL } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { createTestForm } from "./support/forms";

const BLOCKS = [
  { type: "text", name: "fullName", label: "Full name", required: true },
  { type: "textarea", name: "comments", label: "Comments" },
];

async function publish(page: Page, id: string) {
  await adminGraphQL(page, "mutation($id: ID!) { publishForm(id: $id) { id } }", { id });
}

async function storedVersions(page: Page, slug: string): Promise<number[]> {
  const data = await adminGraphQL<{ submissions: { nodes: Array<{ version: number }> } }>(
    page,
    "query($s: String!) { submissions(formSlug: $s) { nodes { version } } }",
    { s: slug },
  );
  return data.submissions.nodes.map((n) => n.version);
}

test("a submit started before a new version was published is stored against the version it answered", async ({
  page,
}) => {
  const form = await createTestForm(page, {
    slugPrefix: "versions",
    title: "Versions",
    blocks: BLOCKS,
  });
  await publish(page, form.id);
  await page.goto(`/f/${form.slug}`);
  await page.getByLabel("Full name").fill("Grace Hopper");
  await page.getByLabel("Comments").fill("Started on version 1.");

  // Meanwhile the editor publishes version 2, which asks a new required question.
  await adminGraphQL(
    page,
    "mutation($id: ID!, $d: JSON!) { updateForm(id: $id, document: $d) { id } }",
    {
      id: form.id,
      d: {
        slug: form.slug,
        title: "Versions",
        blocks: [...BLOCKS, { type: "text", name: "company", label: "Company", required: true }],
      },
    },
  );
  await publish(page, form.id);

  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByTestId("confirmation")).toBeVisible();
  expect(await storedVersions(page, form.slug)).toEqual([1]);
});

test("a submit to a form closed meanwhile says so and keeps the answers to copy or download", async ({
  page,
}) => {
  const form = await createTestForm(page, {
    slugPrefix: "closing",
    title: "Closing",
    blocks: BLOCKS,
  });
  await publish(page, form.id);
  await page.goto(`/f/${form.slug}`);
  await page.getByLabel("Full name").fill("Katherine Johnson");
  await page.getByLabel("Comments").fill("Please keep this.");
  await adminGraphQL(page, "mutation($id: ID!) { unpublishForm(id: $id) { id } }", {
    id: form.id,
  });

  await page.getByRole("button", { name: "Submit" }).click();
  const failure = page.getByTestId("submit-failure");
  await expect(failure).toContainText("This form is closed");
  await expect(page.getByLabel("Full name")).toHaveValue("Katherine Johnson");
  await expect(page.getByLabel("Comments")).toHaveValue("Please keep this.");

  const downloading = page.waitForEvent("download");
  await failure.getByRole("button", { name: "Download my answers" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${form.slug}-answers.txt`);
  const path = await download.path();
  const { readFileSync } = await import("node:fs");
  expect(readFileSync(path, "utf8")).toBe(
    "Full name: Katherine Johnson\nComments: Please keep this.",
  );
  await expect(failure.getByRole("button", { name: "Copy my answers" })).toBeVisible();
  expect(await storedVersions(page, form.slug)).toEqual([]);
  await expectNoAxeViolations(page);
});
