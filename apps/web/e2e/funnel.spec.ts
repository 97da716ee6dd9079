import { type Browser, expect } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { formIdOf } from "./support/forms";
import { test } from "./support/owner-session";
import { publishTestForm } from "./support/publish-form";

// Issue 14 §4: views, starts and completions counted from the public page,
// without cookies, and shown to the owner as a funnel.
const BLOCKS = [{ type: "text", name: "fullName", label: "Full name", required: true }];

/** A respondent's own browser: no session, no cookies of the owner. */
async function respondent(browser: Browser) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    storageState: { cookies: [], origins: [] },
  });
  return { context, page: await context.newPage() };
}

test("a view, a start and a completion reach the owner's funnel, and no cookie is set", async ({
  page,
  browser,
}) => {
  const path = await publishTestForm(page, { prefix: "funnel", blocks: BLOCKS });
  const id = await formIdOf(page, path.replace("/f/", ""));

  // One respondent looks and leaves; another answers and submits.
  const looker = await respondent(browser);
  const viewed = looker.page.waitForRequest(
    (r) => r.postData()?.includes("recordFormEvent") ?? false,
  );
  await looker.page.goto(path);
  await viewed;
  await looker.context.close();

  const filler = await respondent(browser);
  await filler.page.goto(path);
  await expect(filler.page.locator("form[data-hydrated]")).toBeVisible();
  await filler.page.getByLabel("Full name").fill("Ada");
  await filler.page.getByRole("button", { name: "Submit" }).click();
  await expect(filler.page.getByRole("status").first()).toContainText(/Thank you/);
  expect(await filler.context.cookies()).toEqual([]);
  await filler.context.close();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/forms/${id}/submissions`);
  const funnel = page.getByRole("region", { name: "Completion funnel" });
  await expect(funnel.getByRole("listitem")).toHaveText([
    "Viewed 2 (100% of views)",
    "Started 1 (50% of views)",
    "Completed 1 (50% of views)",
  ]);
  await expect(funnel.getByText("50%", { exact: true })).toBeVisible();
  await funnel.getByText("Show per day").click();
  await expect(funnel.getByRole("table")).toBeVisible();
  await expectNoAxeViolations(page);
});
