import { readFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { adminGraphQL } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { E2E_OWNER } from "./support/env";
import { formIdOf } from "./support/forms";
import { expect, test } from "./support/owner-session";
import { publishTestForm, uniqueSlug } from "./support/publish-form";

// Issue 12: what a new owner tripped on in the admin.

async function submit(page: Page, slug: string, data: Record<string, unknown>) {
  const response = await page.request.post("/api/graphql", {
    data: {
      query:
        "mutation($s: String!, $d: JSON!, $k: String!) { submitForm(slug: $s, data: $d, idempotencyKey: $k) { submissionId fieldErrors { name message } } }",
      variables: { s: slug, d: data, k: `${slug}-${Math.random()}` },
    },
  });
  return (await response.json()) as {
    data?: { submitForm: { submissionId: string | null; fieldErrors: unknown[] } };
  };
}

const SLOTS = {
  type: "radio",
  name: "slot",
  label: "Slot",
  options: [
    { label: "Morning walk", value: "option1" },
    { label: "Evening social", value: "option2" },
  ],
};

test("choices are shown, searched and exported by their labels (item 1)", async ({ page }) => {
  const path = await publishTestForm(page, {
    prefix: "labels",
    title: "Club night",
    blocks: [{ type: "text", name: "fullName", label: "Name" }, SLOTS],
  });
  const slug = path.split("/").at(-1) as string;
  await submit(page, slug, { fullName: "Ada", slot: "option2" });
  await submit(page, slug, { fullName: "Grace", slot: "option1" });
  const id = await formIdOf(page, slug);

  await page.goto(`/admin/forms/${id}/submissions`);
  const table = page.getByRole("table", { name: "Submissions, newest first" });
  await expect(table).toContainText("Evening social");
  await expect(table).not.toContainText("option2");
  await page.getByLabel("Search answers").fill("Evening");
  await expect(page.getByText("1 submission matches “Evening”")).toBeVisible();
  await expect(table.locator("tbody tr")).toHaveCount(1);
  await expect(table).toContainText("Ada");

  // The details show the label too, and focus starts on Close, not Delete (item 9).
  await table.getByRole("button", { name: /^View/ }).click();
  const details = page.getByRole("dialog", { name: "Submission" });
  await expect(details).toContainText("Evening social");
  await expect(details.getByRole("button", { name: "Close" })).toBeFocused();
  await details.getByRole("button", { name: "Close" }).click();

  const [labels] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download CSV" }).click(),
  ]);
  const labelText = await readFile(await labels.path(), "utf8");
  expect(labelText).toContain(",Ada,Evening social");
  const values = await page.request.get(`/api/forms/${id}/submissions.csv?answers=values`);
  expect(await values.text()).toContain(",Ada,option2");
});

test("names and option values follow their labels until published (items 1, 2)", async ({
  page,
}) => {
  const slug = uniqueSlug("follow");
  const { createForm } = await adminGraphQL<{ createForm: { id: string } }>(
    page,
    "mutation($d: JSON!) { createForm(document: $d) { id } }",
    { d: { slug, title: "Follow", blocks: [] } },
  );
  await page.goto(`/admin/forms/${createForm.id}`);
  await page.getByRole("button", { name: "Add block" }).click();
  await page.getByRole("option", { name: "Radio group", exact: true }).click();
  await page
    .getByRole("form", { name: /^Block / })
    .getByLabel("Label", { exact: true })
    .fill("Time slot");
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("timeSlot");
  await page.getByLabel("Option 1 label").fill("Evening social");
  await expect(page.getByLabel("Option 1 value")).toHaveValue("evening-social");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status", { name: "Save status" })).toHaveText("Published version 1");
  // Published: answers carry these keys, so they stay.
  await page.getByLabel("Option 1 label").fill("Late social");
  await page
    .getByRole("form", { name: /^Block / })
    .getByLabel("Label", { exact: true })
    .fill("Slot");
  await expect(page.getByLabel("Option 1 value")).toHaveValue("evening-social");
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("timeSlot");

  // Problems speak of blocks as the editor shows them, and go once fixed.
  await page.getByLabel("Option 2 value").fill("evening-social");
  const problems = page.locator(".fw-problems");
  await problems.locator("summary").click();
  await expect(problems.getByRole("button")).toHaveText(
    /^Block 1, Slot, Option 2 value: Duplicate option value "evening-social": option 1 already uses it$/,
  );
  await page.getByLabel("Option 2 value").fill("option2");
  await expect(page.getByText("No problems")).toBeVisible();
});

test("an Email address field refuses text that is not an address (item 3)", async ({ page }) => {
  const path = await publishTestForm(page, {
    prefix: "email-kind",
    blocks: [{ type: "text", name: "email", label: "Email", inputType: "email" }],
  });
  const slug = path.split("/").at(-1) as string;
  await page.goto(path);
  await page.getByRole("textbox", { name: "Email" }).fill("not-an-email");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.locator("[data-error-for=email]")).toContainText(
    "Email must be a valid email address",
  );
  const refused = await submit(page, slug, { email: "not-an-email" });
  expect(refused.data?.submitForm.submissionId ?? null).toBeNull();
});

test("unpublished changes show in the editor and the list until Publish (item 4)", async ({
  page,
}) => {
  const path = await publishTestForm(page, {
    prefix: "changes",
    title: "Changes",
    blocks: [{ type: "text", name: "fullName", label: "Name" }],
  });
  const slug = path.split("/").at(-1) as string;
  const id = await formIdOf(page, slug);
  await page.goto(`/admin/forms/${id}`);
  const status = page.getByTestId("form-status");
  await expect(status).toHaveText("Published, version 1");
  await page.getByRole("button", { name: "Add block" }).click();
  await page.getByRole("option", { name: "Text", exact: true }).click();
  await page
    .getByRole("form", { name: /^Block / })
    .getByLabel("Label", { exact: true })
    .fill("Email");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(status).toHaveText("Published, version 1 Changes not published");
  await page.getByText("What changed since version 1").click();
  await expect(page.locator(".fw-editor__changes li")).toHaveText(["Block 2, Email added"]);
  await expectNoAxeViolations(page);

  await page.goto("/admin");
  await page.getByLabel("Search forms").fill(slug);
  const row = page.locator(`tr[data-slug="${slug}"]`);
  await expect(row).toContainText("Changes not published");
  // The title is the way to the editor (item 9).
  await row.getByRole("link", { name: "Changes" }).click();
  await page.waitForURL(`**/admin/forms/${id}`);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(status).toHaveText("Published, version 2");
});

test("small things: home links to the admin, admin 404 links back, messages clear (item 9)", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("link", { name: /admin/i }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Forms" })).toBeVisible();

  await page.goto("/admin/forms/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("link", { name: "Back to the forms" })).toHaveAttribute(
    "href",
    "/admin",
  );

  const path = await publishTestForm(page, { prefix: "linger", title: "Linger", blocks: [] });
  const slug = path.split("/").at(-1) as string;
  await page.goto("/admin");
  await page.getByLabel("Search forms").fill(slug);
  const row = page.locator(`tr[data-slug="${slug}"]`);
  await row.getByRole("button", { name: "Duplicate" }).click();
  const notice = page.getByRole("status").filter({ hasText: "Duplicated" });
  await expect(notice).toBeVisible();
  await page.getByLabel("Search forms").fill(`${slug}-copy`);
  await expect(notice).toHaveCount(0);
});

test("New form starts from a template, as a draft with a fresh slug (item 10)", async ({
  page,
}) => {
  await page.goto("/admin");
  await page.getByRole("button", { name: "New form" }).click();
  const dialog = page.getByRole("dialog", { name: "New form" });
  await dialog.getByRole("radio", { name: "Template: Event sign-up" }).check();
  await expect(dialog.getByLabel("Title")).toHaveValue("Event sign-up");
  const slug = await dialog.getByLabel("Slug").inputValue();
  expect(slug).toMatch(/^event-sign-up(-\d+)?$/);
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Create form" }).click();
  await page.waitForURL(/\/admin\/forms\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("form-status")).toHaveText("Not published");
  await expect(page.getByRole("list", { name: "Blocks" })).toContainText(
    "Sessions you will attend",
  );
});

/** Whether an element's box lies inside the viewport, left to right. */
async function isWithinViewport(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const width = await locator.page().evaluate(() => window.innerWidth);
  return Boolean(box && box.x >= 0 && box.x + box.width <= width);
}

async function hasNoSidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

test.describe("on a 390 px phone (item 8)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("forms, submissions and users are cards with their actions in view", async ({ page }) => {
    const path = await publishTestForm(page, {
      prefix: "phone",
      title: "Phone",
      blocks: [{ type: "text", name: "fullName", label: "Name" }, SLOTS],
    });
    const slug = path.split("/").at(-1) as string;
    await submit(page, slug, { fullName: "Ada", slot: "option2" });
    const id = await formIdOf(page, slug);

    await page.goto("/admin");
    await page.getByLabel("Search forms").fill(slug);
    const row = page.locator(`tr[data-slug="${slug}"]`);
    for (const name of ["Edit", "Submissions"]) {
      const link = row.getByRole("link", { name, exact: true });
      await expect(link).toBeVisible();
      expect(await isWithinViewport(link)).toBe(true);
    }
    expect(await isWithinViewport(row.getByRole("button", { name: "Delete" }))).toBe(true);
    expect(await hasNoSidewaysScroll(page)).toBe(true);
    await expectNoAxeViolations(page);

    await page.goto(`/admin/forms/${id}/submissions`);
    const submission = page.getByRole("table", { name: "Submissions, newest first" });
    const view = submission.getByRole("button", { name: /^View/ });
    await expect(view).toBeVisible();
    expect(await isWithinViewport(view)).toBe(true);
    expect(await isWithinViewport(submission.locator("tbody time").first())).toBe(true);
    expect(await hasNoSidewaysScroll(page)).toBe(true);
    await expectNoAxeViolations(page);

    // A revoked key has no action: its row must still fit (no scroll region without focus).
    const { createApiKey } = await adminGraphQL<{ createApiKey: { apiKey: { id: string } } }>(
      page,
      'mutation { createApiKey(name: "A phone-width check key with a long name", role: VIEWER) { apiKey { id } } }',
    );
    await adminGraphQL(page, "mutation($id: ID!) { revokeApiKey(id: $id) { id } }", {
      id: createApiKey.apiKey.id,
    });
    await page.goto("/admin/users");
    const own = page.getByRole("combobox", { name: `Role of ${E2E_OWNER.email}` });
    await expect(own).toBeVisible();
    expect(await isWithinViewport(own)).toBe(true);
    expect(await hasNoSidewaysScroll(page)).toBe(true);
    await expectNoAxeViolations(page);
  });
});

/** WCAG relative luminance of an `rgb()`/`rgba()` colour. */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
  const channel = (v = 0) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The focused element's ring colour and the background around it. */
async function focusRing(locator: Locator) {
  await locator.focus();
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    let parent = element.parentElement;
    let background = "rgb(255, 255, 255)";
    while (parent) {
      const color = getComputedStyle(parent).backgroundColor;
      if (color !== "rgba(0, 0, 0, 0)" && color !== "transparent") {
        background = color;
        break;
      }
      parent = parent.parentElement;
    }
    return {
      isFocusVisible: element.matches(":focus-visible"),
      style: style.outlineStyle,
      width: Number.parseFloat(style.outlineWidth),
      color: style.outlineColor,
      background,
    };
  });
}

test("every focus indicator stands out at least 3:1 from what is around it (item 11)", async ({
  page,
}) => {
  const targets: Array<[string, string, (page: Page) => Locator]> = [
    ["/admin", "button", (p) => p.getByRole("button", { name: "New form" })],
    ["/admin", "link", (p) => p.getByRole("link", { name: "Users and API keys" })],
    ["/admin", "input", (p) => p.getByLabel("Search forms")],
    ["/f/demo", "text input", (p) => p.getByRole("textbox", { name: "Full name" })],
    ["/f/demo", "checkbox", (p) => p.getByRole("checkbox").first()],
    ["/f/demo", "radio", (p) => p.getByRole("radio").first()],
    ["/f/demo", "submit button", (p) => p.getByRole("button", { name: "Send feedback" })],
    ["/", "link", (p) => p.getByRole("link", { name: "Demo form" })],
  ];
  for (const [path, what, find] of targets) {
    await page.goto(path);
    // A key press first: programmatic focus then shows the ring as after Tab.
    await page.keyboard.press("Shift");
    const ring = await focusRing(find(page));
    const where = `${what} on ${path}`;
    expect(ring.isFocusVisible, where).toBe(true);
    expect(ring.style, where).not.toBe("none");
    expect(ring.width, where).toBeGreaterThanOrEqual(2);
    expect(contrast(ring.color, ring.background), where).toBeGreaterThanOrEqual(3);
  }
});
