import { expect, type Page, test } from "@playwright/test";
import { adminGraphQL } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { publishTestForm } from "./support/publish-form";

// Issue 14 §1: blocks shown while their conditions hold, by keyboard, on a
// phone, without scripts, and the server applying the same conditions.
const BLOCKS = [
  {
    type: "radio",
    name: "role",
    label: "Role",
    required: true,
    options: [
      { label: "Staff", value: "staff" },
      { label: "Other", value: "other" },
    ],
  },
  {
    type: "text",
    name: "details",
    label: "Which role?",
    required: true,
    visibleWhen: { all: [{ field: "role", op: "equals", value: "other" }] },
  },
  {
    type: "paragraph",
    text: "Thank you for telling us.",
    visibleWhen: { all: [{ field: "details", op: "isAnswered" }] },
  },
  { type: "text", name: "fullName", label: "Full name", required: true },
];

async function stored(page: Page, path: string) {
  const data = await adminGraphQL<{ submissions: { nodes: Array<{ data: unknown }> } }>(
    page,
    "query($s: String!) { submissions(formSlug: $s, first: 10) { nodes { data } } }",
    { s: path.replace("/f/", "") },
  );
  return data.submissions.nodes.map((node) => node.data);
}

test.describe("conditional blocks", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a field appears and goes by keyboard; only the answers shown are stored; axe passes", async ({
    page,
  }) => {
    const path = await publishTestForm(page, { prefix: "logic", blocks: BLOCKS });
    await page.goto(path);
    await expect(page.locator("form[data-hydrated]")).toBeVisible();
    const details = page.getByLabel("Which role?");
    await expect(details).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole("radio", { name: "Staff" }).focus();
    await page.keyboard.press("ArrowDown"); // Other
    await expect(page.getByRole("radio", { name: "Other" })).toBeChecked();
    await expect(details).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(details).toBeFocused();
    await page.keyboard.type("Volunteer");
    await expect(page.getByText("Thank you for telling us.")).toBeVisible();

    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("link", { name: "Full name is required" })).toBeVisible();
    await expectNoAxeViolations(page);

    // Back to Staff: the typed answer goes with its field.
    await page.getByRole("radio", { name: "Staff" }).check();
    await expect(details).toHaveCount(0);
    await expect(page.getByText("Thank you for telling us.")).toHaveCount(0);
    await page.getByLabel("Full name").fill("Ada");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("status").first()).toBeVisible();
    await expect.poll(() => stored(page, path)).toEqual([{ role: "staff", fullName: "Ada" }]);
  });
});

test.describe("conditional blocks without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("every block is shown, and the server stores only what the conditions show", async ({
    page,
  }) => {
    const path = await publishTestForm(page, { prefix: "logic-noscript", blocks: BLOCKS });
    await page.goto(path);
    await expect(page.getByLabel("Which role?")).toBeVisible();
    await page.getByLabel("Staff").check();
    await page.getByLabel("Which role?").fill("typed anyway");
    await page.getByLabel("Full name").fill("Grace");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByTestId("confirmation")).toBeVisible();
    expect(await stored(page, path)).toEqual([{ role: "staff", fullName: "Grace" }]);
  });
});
