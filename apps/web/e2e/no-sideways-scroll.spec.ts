import { type BrowserContext, expect, type Page } from "@playwright/test";
import { adminGraphQL } from "./support/auth";
import { expectNoAxeViolations, expectNoAxeViolationsWithoutScripts } from "./support/axe";
import { test } from "./support/owner-session";
import { uniqueSlug } from "./support/publish-form";

// Issue 30 §1: no public page, in either direction, scrolls sideways. The spam
// trap used to sit at left:-10000px, which a right-to-left page scrolls to:
// Arabic on a phone was a 1,560 px page with its first screen blank.
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const DAY = 86_400_000;

const DIRECTIONS = [
  { dir: "ltr", lang: "en", locale: "en-US" },
  { dir: "rtl", lang: "ar", locale: "ar" },
] as const;

/** A form in English with an Arabic translation (and so in both directions). */
function translated(extra: Record<string, unknown> = {}) {
  return {
    title: "Registration",
    language: "en",
    blocks: [
      { type: "text", name: "name", label: "Name", required: true },
      {
        type: "select",
        name: "city",
        label: "City",
        options: [
          { label: "Cairo", value: "cairo" },
          { label: "Amman", value: "amman" },
        ],
      },
      { type: "textarea", name: "note", label: "Note" },
    ],
    translations: {
      ar: {
        title: "التسجيل",
        blocks: {
          name: { label: "الاسم" },
          city: { label: "المدينة", options: { cairo: "القاهرة", amman: "عمّان" } },
          note: { label: "ملاحظة" },
        },
      },
    },
    ...extra,
  };
}

async function publish(page: Page, document: Record<string, unknown>): Promise<string> {
  const slug = uniqueSlug("sideways");
  const { createForm } = await adminGraphQL<{ createForm: { id: string } }>(
    page,
    "mutation($d: JSON!) { createForm(document: $d) { id } }",
    { d: { slug, ...document } },
  );
  await adminGraphQL(page, "mutation($id: ID!) { publishForm(id: $id) { id } }", {
    id: createForm.id,
  });
  return slug;
}

/**
 * The page as it is now, at a phone's width and a desktop's: in the given
 * direction, and never wider than the window.
 */
async function expectNoSidewaysScroll(page: Page, state: string, dir: "ltr" | "rtl") {
  await expect(page.locator("html"), `${state}: direction`).toHaveAttribute("dir", dir);
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    const size = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(
      size.scrollWidth,
      `${state} (${dir}) is ${size.scrollWidth} px wide in a ${size.innerWidth} px window`,
    ).toBeLessThanOrEqual(size.innerWidth);
  }
  // axe reads the page at a phone's width, as the respondents did.
  await page.setViewportSize(PHONE);
}

test("no public page scrolls sideways, on a phone or a desktop, left to right or right to left, with scripts or without", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const open = await publish(page, translated());
  const notYetOpen = await publish(
    page,
    translated({ availability: { opensAt: new Date(Date.now() + DAY).toISOString() } }),
  );
  const contexts: BrowserContext[] = [];
  for (const { dir, lang, locale } of DIRECTIONS) {
    const withScripts = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      storageState: { cookies: [], origins: [] },
      locale,
      viewport: PHONE,
    });
    const withoutScripts = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      storageState: { cookies: [], origins: [] },
      locale,
      viewport: PHONE,
      javaScriptEnabled: false,
    });
    contexts.push(withScripts, withoutScripts);
    const respondent = await withScripts.newPage();

    await respondent.goto(`/f/${open}?lang=${lang}`);
    await expect(respondent.locator("form[data-hydrated]")).toBeVisible();
    await expectNoSidewaysScroll(respondent, "the form", dir);
    if (dir === "rtl") await expectNoAxeViolations(respondent);

    await respondent.locator("#field-name").fill("Ada");
    await respondent.locator('form.fw-public-form button[type="submit"]').click();
    await expect(respondent.getByTestId("confirmation")).toBeVisible();
    await expectNoSidewaysScroll(respondent, "the confirmation", dir);
    if (dir === "rtl") await expectNoAxeViolations(respondent);

    await respondent.goto(`/f/${notYetOpen}?lang=${lang}`);
    await expect(respondent.locator(".fw-public-page__closed")).toBeVisible();
    await expectNoSidewaysScroll(respondent, "the not-yet-open page", dir);
    if (dir === "rtl") await expectNoAxeViolations(respondent);

    // The not-found page has no form to take a language from: the browser's is used.
    const missing = await respondent.goto(`/f/${uniqueSlug("missing")}`);
    expect(missing?.status()).toBe(404);
    await expect(respondent.locator("html")).toHaveAttribute("lang", lang);
    await expectNoSidewaysScroll(respondent, "the not-found page", dir);
    if (dir === "rtl") await expectNoAxeViolations(respondent);

    const noScript = await withoutScripts.newPage();
    await noScript.goto(`/f/${open}?lang=${lang}`);
    await expectNoSidewaysScroll(noScript, "the form without scripts", dir);
    if (dir === "rtl") await expectNoAxeViolationsWithoutScripts(noScript, browser);
    await noScript.locator("#field-name").fill("Grace");
    await noScript.locator('form.fw-public-form button[type="submit"]').click();
    await expect(noScript.getByTestId("confirmation")).toBeVisible();
    await expectNoSidewaysScroll(noScript, "the confirmation without scripts", dir);
  }
  for (const context of contexts) await context.close();
});
