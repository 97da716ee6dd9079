import { readFile } from "node:fs/promises";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { adminGraphQL, signIn } from "./support/auth";
import { expectNoAxeViolations, expectNoAxeViolationsWithoutScripts } from "./support/axe";
import { openForm, stored, submitForm } from "./support/field-spec";
import { createTestForm, formIdOf, readDraft } from "./support/forms";
import { publishTestForm, uniqueSlug } from "./support/publish-form";

// Issue 28 part 3: the address field type, end to end — the editor, the public
// form with autofill (with and without scripts), the preview, the submissions
// table and details, the CSV, and the form's language.

const HOME = { type: "address", name: "home", label: "Home address", required: true };
const BLOCKS = [{ type: "text", name: "fullName", label: "Full name" }, HOME];
const ANSWER = {
  line1: "10 Downing Street",
  city: "London",
  postalCode: "SW1A 2AA",
  country: "GB",
};
const WORDS = "10 Downing Street, London, SW1A 2AA, United Kingdom";

/** The part inputs, label → autocomplete token. */
const PARTS: ReadonlyArray<readonly [string, string, string]> = [
  ["Address line 1", "address-line1", "line1"],
  ["Address line 2", "address-line2", "line2"],
  ["City", "address-level2", "city"],
  ["State / Province", "address-level1", "region"],
  ["Postcode", "postal-code", "postalCode"],
];

function address(page: Page, label = "Home address"): Locator {
  return page.getByRole("group", { name: label });
}

function part(page: Page, label: string, group = "Home address"): Locator {
  return address(page, group).getByRole("textbox", { name: new RegExp(`^${label}`) });
}

function country(page: Page, label = "Country", group = "Home address"): Locator {
  return address(page, group).getByRole("combobox", { name: new RegExp(`^${label}`) });
}

test("the editor adds an address, chooses its parts, previews it and publishes it", async ({
  page,
}) => {
  const { id, slug } = await createTestForm(page, {
    slugPrefix: "address-editor",
    title: "Where do you live?",
    blocks: [],
  });
  await signIn(page, undefined, `/admin/forms/${id}`);
  await expect(page.getByRole("button", { name: "Save", exact: true })).toBeEnabled();

  await page.getByRole("button", { name: "Add block" }).click();
  await page.getByRole("option", { name: "Address", exact: true }).click();
  const labelInput = page
    .getByRole("form", { name: /^Block / })
    .getByLabel("Label", { exact: true });
  await expect(labelInput).toBeFocused();
  await labelInput.fill("Home address");
  await page.getByLabel("Required", { exact: true }).check();
  const parts = page.getByRole("group", { name: "Parts to collect" });
  for (const [label] of PARTS) await expect(parts.getByLabel(label)).toBeChecked();
  await expect(parts.getByLabel("Country")).toBeChecked();
  await parts.getByLabel("State / Province").uncheck();
  await expectNoAxeViolations(page);

  await page.keyboard.press("Control+s");
  await expect(page.getByRole("status", { name: "Save status" })).toHaveText("Saved");
  const [block] = (await readDraft(page, id)).draft.blocks;
  expect(block).toMatchObject({
    type: "address",
    label: "Home address",
    required: true,
    parts: ["line1", "line2", "city", "postalCode", "country"],
  });

  // The preview shows it as the respondent will, and sends nothing.
  const [popup] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("button", { name: "Open preview" }).click(),
  ]);
  await expect(popup.getByText(/^Connected to the editor/)).toBeVisible();
  await expect(address(popup)).toBeVisible();
  await expect(part(popup, "State / Province")).toHaveCount(0);
  await part(popup, "City").fill("London");
  await popup.getByRole("button", { name: "Submit" }).click();
  await expect(address(popup).locator(".fw-field__error")).toContainText(
    "Address line 1 is required",
  );
  await popup.close();

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status", { name: "Save status" })).toHaveText("Published version 1");
  await openForm(page, `/f/${slug}`);
  await expect(address(page)).toBeVisible();
  await expect(part(page, "Postcode")).toBeVisible();
  await expect(part(page, "State / Province")).toHaveCount(0);
});

test("the public form: labelled inputs with autofill tokens, errors naming the part, keyboard only, stored and read back in words", async ({
  page,
}) => {
  const path = await publishTestForm(page, { prefix: "address", blocks: BLOCKS });
  await openForm(page, path);
  for (const [label, token, key] of PARTS) {
    await expect(part(page, label)).toHaveAttribute("autocomplete", token);
    await expect(part(page, label)).toHaveAttribute("name", `home[${key}]`);
  }
  await expect(country(page)).toHaveAttribute("autocomplete", "country");
  await expect(country(page).getByRole("option", { name: "United Kingdom" })).toHaveAttribute(
    "value",
    "GB",
  );
  // Sorted by name in the form's language.
  const names = await country(page).locator("option").allTextContents();
  expect(names.indexOf("Germany")).toBeLessThan(names.indexOf("Ghana"));
  await expectNoAxeViolations(page);

  // Nothing given: the field's label; then each part missing, by its name.
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.locator('[data-error-for="home"]')).toContainText("Home address is required");
  await expectNoAxeViolations(page);

  // Keyboard only: Tab from input to input.
  await part(page, "Address line 1").focus();
  await page.keyboard.type(ANSWER.line1);
  await page.keyboard.press("Tab");
  await expect(part(page, "Address line 2")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(part(page, "City")).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(part(page, "Postcode")).toBeFocused();
  await page.keyboard.type(ANSWER.postalCode);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.locator('[data-error-for="home"]')).toContainText("City is required");
  // The message is tied to the part it names, and the summary's link lands there.
  await expect(part(page, "City")).toHaveAttribute("aria-invalid", "true");
  await expect(part(page, "City")).toHaveAccessibleDescription(/City is required/);
  await page.getByRole("link", { name: "City is required" }).click();
  await expect(part(page, "City")).toBeFocused();
  await page.keyboard.type(ANSWER.city);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.locator('[data-error-for="home"]')).toContainText("Country is required");
  await expect(country(page)).toHaveAttribute("aria-invalid", "true");
  await country(page).focus();
  await country(page).selectOption("GB");
  await page.getByRole("button", { name: "Submit" }).click();

  await expect(page.getByTestId("confirmation")).toBeVisible();
  await expect(page.locator(".fw-receipt__answers")).toContainText(WORDS);
  await expect.poll(() => stored(page, path)).toEqual([{ home: ANSWER }]);
});

test("a link prefills the address from ?home[city]=…", async ({ page }) => {
  const path = await publishTestForm(page, { prefix: "address-prefill", blocks: BLOCKS });
  await openForm(page, `${path}?home[city]=Paris&home[country]=fr&home[planet]=Mars`);
  await expect(part(page, "City")).toHaveValue("Paris");
  await expect(country(page)).toHaveValue("FR");
  await expect(part(page, "Address line 1")).toHaveValue("");
});

test("a German form names the parts and the countries in German, and reads the answer back in German", async ({
  page,
}) => {
  const slug = uniqueSlug("address-de");
  const { createForm } = await adminGraphQL<{ createForm: { id: string } }>(
    page,
    "mutation($d: JSON!) { createForm(document: $d) { id } }",
    {
      d: {
        slug,
        title: "Anschrift",
        language: "de",
        blocks: [{ ...HOME, label: "Wohnanschrift" }],
      },
    },
  );
  await adminGraphQL(page, "mutation($id: ID!) { publishForm(id: $id) { id } }", {
    id: createForm.id,
  });
  const path = `/f/${slug}`;
  await openForm(page, path);
  const group = "Wohnanschrift";
  await expect(part(page, "Adresszeile 1", group)).toHaveAttribute("autocomplete", "address-line1");
  await expect(part(page, "Postleitzahl", group)).toHaveAttribute("autocomplete", "postal-code");
  const land = country(page, "Land", group);
  await expect(land.getByRole("option", { name: "Vereinigtes Königreich" })).toHaveAttribute(
    "value",
    "GB",
  );
  const names = await land.locator("option").allTextContents();
  expect(names.indexOf("Oman")).toBeLessThan(names.indexOf("Österreich"));
  expect(names.indexOf("Österreich")).toBeLessThan(names.indexOf("Pakistan"));

  await part(page, "Adresszeile 1", group).fill(ANSWER.line1);
  await page.getByRole("button", { name: "Absenden" }).click();
  await expect(page.locator('[data-error-for="home"]')).toContainText("Stadt ist ein Pflichtfeld");
  await part(page, "Stadt", group).fill(ANSWER.city);
  await part(page, "Postleitzahl", group).fill(ANSWER.postalCode);
  await land.selectOption("GB");
  await page.getByRole("button", { name: "Absenden" }).click();
  await expect(page.locator(".fw-receipt__answers")).toContainText(
    "10 Downing Street, London, SW1A 2AA, Vereinigtes Königreich",
  );
});

test("the submissions table, the details and the CSV show the address in words, a column per part", async ({
  page,
}) => {
  const path = await publishTestForm(page, { prefix: "address-subs", blocks: BLOCKS });
  const slug = path.replace("/f/", "");
  const sent = await submitForm(page, slug, { fullName: "Ada", home: ANSWER });
  expect(sent.fieldErrors).toEqual([]);
  // The API names the part too.
  const refused = await submitForm(page, slug, { home: { line1: "1 Main St", country: "US" } });
  expect(refused.fieldErrors).toEqual([{ name: "home", message: "City is required" }]);
  const invalid = await submitForm(page, slug, {
    home: { line1: "1 Main St", city: "Springfield", country: "XX" },
  });
  expect(invalid.fieldErrors).toEqual([
    { name: "home", message: "Country has a choice that is not offered" },
  ]);

  const id = await formIdOf(page, slug);
  await signIn(page, undefined, `/admin/forms/${id}/submissions`);
  const table = page.getByRole("table", { name: "Submissions, newest first" });
  await expect(table.getByRole("columnheader", { name: "Home address" })).toBeVisible();
  const row = table.locator("tbody tr").first();
  await expect(row).toContainText(WORDS);
  await row.getByRole("button", { name: /^View/ }).click();
  const details = page.getByRole("dialog", { name: "Submission" });
  await expect(details.locator("div").filter({ hasText: /^Home address/ })).toContainText(WORDS);
  await expectNoAxeViolations(page);
  await details.getByRole("button", { name: "Close" }).click();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download CSV" }).click(),
  ]);
  const csv = (await readFile(await download.path(), "utf8")).slice(1).split("\r\n");
  expect(csv[0]).toBe(
    "Submission ID,Submitted at (UTC),Version,Full name," +
      "Home address – Address line 1,Home address – Address line 2,Home address – City," +
      "Home address – State / Province,Home address – Postcode,Home address – Country",
  );
  expect(csv[1]).toMatch(/,1,Ada,10 Downing Street,,London,,SW1A 2AA,United Kingdom$/);
  const values = await page.request.get(`/api/forms/${id}/submissions.csv?answers=values`);
  expect(await values.text()).toMatch(/,1,Ada,10 Downing Street,,London,,SW1A 2AA,GB\r\n/);
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the inputs post as home[part]: a missing part is named and linked, a full address is stored", async ({
    page,
    browser,
  }) => {
    const path = await publishTestForm(page, { prefix: "address-noscript", blocks: BLOCKS });
    await page.goto(path);
    await part(page, "Address line 1").fill(ANSWER.line1);
    await part(page, "Postcode").fill(ANSWER.postalCode);
    await country(page).selectOption("GB");
    await page.getByRole("button", { name: "Submit" }).click();

    const summary = page.getByTestId("native-error-summary");
    await expect(summary.getByRole("link", { name: "City is required" })).toHaveAttribute(
      "href",
      "#field-home",
    );
    // The link's target is the part in error; what was typed is kept.
    await expect(page.locator("#field-home")).toHaveAttribute("name", "home[city]");
    await expect(part(page, "City")).toHaveAttribute("aria-invalid", "true");
    await expect(part(page, "Address line 1")).toHaveValue(ANSWER.line1);
    await expect(country(page)).toHaveValue("GB");
    expect(await stored(page, path)).toEqual([]);
    await expectNoAxeViolationsWithoutScripts(page, browser);

    await part(page, "City").fill(ANSWER.city);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByTestId("confirmation")).toBeVisible();
    await expect.poll(() => stored(page, path)).toEqual([{ home: ANSWER }]);
  });

  test("a form closed before the post gives the address back in words", async ({ page }) => {
    const path = await publishTestForm(page, { prefix: "address-closed", blocks: BLOCKS });
    await page.goto(path);
    await part(page, "Address line 1").fill(ANSWER.line1);
    await part(page, "City").fill(ANSWER.city);
    await part(page, "Postcode").fill(ANSWER.postalCode);
    await country(page).selectOption("GB");
    await adminGraphQL(page, "mutation($id: ID!) { unpublishForm(id: $id) { id } }", {
      id: await formIdOf(page, path.replace("/f/", "")),
    });
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("textbox", { name: "Your answers" })).toContainText(
      `Home address: ${WORDS}`,
    );
  });
});
