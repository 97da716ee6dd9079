import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, expectNoAxeViolationsWithoutScripts } from "./support/axe";
import { openForm, stored } from "./support/field-spec";
import { publishTestForm } from "./support/publish-form";

// Issue 32 §4: a repeating group of attendees, by keyboard on a phone and without scripts.

const BLOCKS = [
  {
    type: "group",
    name: "attendees",
    label: "Attendees",
    itemLabel: "Attendee",
    repeat: { min: 1, max: 5 },
    blocks: [
      { type: "text", name: "name", label: "Name", required: true },
      { type: "text", name: "email", label: "Email", required: true, rules: { email: true } },
    ],
  },
];

const PEOPLE = [
  { name: "Ada", email: "ada@example.com" },
  { name: "Bob", email: "bob@example.com" },
  { name: "Cy", email: "cy@example.com" },
];

function item(page: Page, n: number) {
  return page.getByRole("group", { name: `Attendee ${n}` });
}

test.describe("on a 390 px phone, by keyboard", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("three attendees added by keyboard: focus, announcements, item-named errors, stored", async ({
    page,
  }) => {
    const path = await publishTestForm(page, { prefix: "group", blocks: BLOCKS });
    await openForm(page, path);
    await item(page, 1).getByLabel("Name").focus();
    await page.keyboard.type(PEOPLE[0]?.name ?? "");
    await page.keyboard.press("Tab");
    await page.keyboard.type(PEOPLE[0]?.email ?? "");
    // Tab to "Add another attendee", Enter: focus lands in the new item's first field.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Add another attendee" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(item(page, 2).getByLabel("Name")).toBeFocused();
    await expect(page.getByRole("status").filter({ hasText: "Attendee 2 added" })).toHaveCount(1);
    await page.keyboard.type(PEOPLE[1]?.name ?? "");
    await page.keyboard.press("Tab");
    await page.keyboard.type(PEOPLE[1]?.email ?? "");
    await page.getByRole("button", { name: "Add another attendee" }).focus();
    await page.keyboard.press("Enter");
    await expect(item(page, 3).getByLabel("Name")).toBeFocused();
    await page.keyboard.type(PEOPLE[2]?.name ?? "");

    // Attendee 3 has no email: the message names the item, at the field and in the summary.
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("link", { name: "Attendee 3: Email is required" })).toBeVisible();
    await expect(item(page, 3).getByText("Attendee 3: Email is required")).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);

    await item(page, 3)
      .getByLabel("Email")
      .fill(PEOPLE[2]?.email ?? "");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("status").filter({ hasText: /thank/i }).first()).toBeVisible();
    await expect.poll(async () => (await stored(page, path))[0]?.attendees).toEqual(PEOPLE);
  });
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("'Add another attendee' posts the page back with one more item, answers kept", async ({
    page,
    browser,
  }) => {
    const path = await publishTestForm(page, { prefix: "group-noscript", blocks: BLOCKS });
    await page.goto(path);
    for (const [index, person] of PEOPLE.entries()) {
      await item(page, index + 1)
        .getByLabel("Name")
        .fill(person.name);
      await item(page, index + 1)
        .getByLabel("Email")
        .fill(person.email);
      if (index < PEOPLE.length - 1) {
        await page.getByRole("button", { name: "Add another attendee" }).click();
        await expect(item(page, index + 2)).toBeVisible();
        // What was typed comes back.
        await expect(item(page, 1).getByLabel("Name")).toHaveValue(PEOPLE[0]?.name ?? "");
      }
    }
    await expectNoAxeViolationsWithoutScripts(page, browser);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect.poll(async () => (await stored(page, path))[0]?.attendees).toEqual(PEOPLE);
  });
});
