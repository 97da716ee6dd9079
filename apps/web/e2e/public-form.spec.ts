import { expect, type Page, type Request, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { E2E_ADMIN_TOKEN } from "./support/env";

interface StoredSubmission {
  id: string;
  version: number;
  data: Record<string, unknown>;
}

/** Reads the demo form's submissions back through the admin API. */
async function storedSubmissions(page: Page): Promise<StoredSubmission[]> {
  const response = await page.request.post("/api/graphql", {
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    data: {
      query: `{ submissions(formSlug: "demo", first: 500) { nodes { id version data } } }`,
    },
  });
  const body = (await response.json()) as { data: { submissions: { nodes: StoredSubmission[] } } };
  return body.data.submissions.nodes;
}

function submitRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/graphql") && request.postData()?.includes("submitForm")) {
      seen.push(request);
    }
  });
  return seen;
}

async function fillRequired(page: Page, fullName: string) {
  await page.getByLabel("Full name").fill(fullName);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("someone@example.com");
  await page.getByLabel("Satisfied", { exact: true }).check();
  await page.getByLabel(/I agree/).check();
}

test("a respondent completes the demo form by keyboard only, and the answer is stored", async ({
  page,
}) => {
  await page.goto("/f/demo");
  const name = `Keyboard ${Date.now()}`;
  await page.getByLabel("Full name").focus();
  await page.keyboard.type(name);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("textbox", { name: "Email", exact: true })).toBeFocused();
  await page.keyboard.type("grace@example.com");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Age", { exact: true })).toBeFocused();
  await page.keyboard.type("35.50");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("combobox", { name: "Country" })).toBeFocused();
  await page.keyboard.type("Jap");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Very satisfied")).toBeFocused();
  await page.keyboard.press("ArrowDown"); // moves to and selects "Satisfied"
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Form editor")).toBeFocused();
  await page.keyboard.press("Space");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Space"); // Live preview
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("combobox", { name: "Topics you care about" })).toBeFocused();
  await page.keyboard.type("Keyboards");
  await page.keyboard.press("Enter"); // Create "Keyboards"
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Anything else?")).toBeFocused();
  await page.keyboard.type("Works without a mouse.");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel(/I agree/)).toBeFocused();
  await page.keyboard.press("Space");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Send feedback" })).toBeFocused();
  await page.keyboard.press("Enter");

  await expect(page.getByTestId("confirmation")).toHaveText(
    "Thank you! Your feedback has been received.",
  );
  await expect(page.getByTestId("confirmation")).toBeFocused();

  const stored = (await storedSubmissions(page)).find((s) => s.data.fullName === name);
  expect(stored?.version).toBeGreaterThanOrEqual(1);
  expect(stored?.data).toEqual({
    fullName: name,
    email: "grace@example.com",
    age: 35.5,
    country: "jp",
    rating: "4",
    features: ["editor", "preview"],
    topics: ["Keyboards"],
    comments: "Works without a mouse.",
    consent: true,
  });
});

test("submitting empty shows an error summary linking to each field in error", async ({ page }) => {
  await page.goto("/f/demo");
  // The scripted form (a click before hydration posts the page natively, tested in no-script.spec).
  await expect(page.locator("form[data-hydrated]")).toBeVisible();
  await page.getByRole("button", { name: "Send feedback" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary).toBeVisible();
  await expect(summary).toBeFocused();
  for (const message of [
    "Full name is required",
    "Email is required",
    "How satisfied are you? is required",
    "I agree that Formwright may store my answers is required",
  ]) {
    await expect(summary.getByRole("link", { name: message })).toBeVisible();
  }
  await expect(page.locator('[data-error-for="fullName"]')).toContainText("Full name is required");
  await summary.getByRole("link", { name: "Email is required" }).click();
  await expect(page.getByRole("textbox", { name: "Email", exact: true })).toBeFocused();
});

test("a double click submits once", async ({ page }) => {
  await page.goto("/f/demo");
  const requests = submitRequests(page);
  const name = `Double ${Date.now()}`;
  await fillRequired(page, name);
  await page.getByRole("button", { name: "Send feedback" }).dblclick();
  await expect(page.getByTestId("confirmation")).toBeVisible();
  expect(requests).toHaveLength(1);
  expect((await storedSubmissions(page)).filter((s) => s.data.fullName === name)).toHaveLength(1);
});

test("a network failure keeps every answer and a retry stores the submission once", async ({
  page,
}) => {
  await page.goto("/f/demo");
  const requests = submitRequests(page);
  const name = `Offline ${Date.now()}`;
  await fillRequired(page, name);
  await page.route("**/api/graphql", (route) => route.abort("internetdisconnected"));
  await page.getByRole("button", { name: "Send feedback" }).click();
  await expect(page.getByTestId("submit-failure")).toContainText("connection failed");
  await expect(page.getByLabel("Full name")).toHaveValue(name);
  await expect(page.getByLabel(/I agree/)).toBeChecked();

  await page.unroute("**/api/graphql");
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByTestId("confirmation")).toBeVisible();

  const keys = requests.map(
    (r) => (r.postDataJSON() as { variables: { idempotencyKey: string } }).variables.idempotencyKey,
  );
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect((await storedSubmissions(page)).filter((s) => s.data.fullName === name)).toHaveLength(1);
});

test("a field error from the server lands on its widget", async ({ page }) => {
  await page.goto("/f/demo");
  await fillRequired(page, `Tampered ${Date.now()}`);
  // Change the answer after the browser validated it: only the server can catch it.
  await page.route("**/api/graphql", async (route) => {
    const body = route.request().postDataJSON() as { variables: { data: Record<string, unknown> } };
    body.variables.data.email = "not-an-email";
    await route.continue({ postData: JSON.stringify(body) });
  });
  await page.getByRole("button", { name: "Send feedback" }).click();
  await expect(page.locator('[data-error-for="email"]')).toContainText(
    "Email must be a valid email address",
  );
  await expect(page.getByTestId("confirmation")).toHaveCount(0);
});

test("the query string prefills matching fields and drops what does not fit", async ({ page }) => {
  const tooMany = Array.from({ length: 21 }, (_, i) => `topics[]=t${i}`).join("&");
  await page.goto(
    `/f/demo?fullName=Ada&email=a@b.c&age=33&features[]=editor&features[]=bogus&rating=9&consent=on&unknown=1&${tooMany}&comments[a][b][c][d][e][f]=deep`,
  );
  await expect(page.getByLabel("Full name")).toHaveValue("Ada");
  await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveValue("a@b.c");
  await expect(page.getByLabel("Age", { exact: true })).toHaveValue("33");
  await expect(page.getByLabel("Form editor")).toBeChecked();
  await expect(page.getByLabel("Live preview")).not.toBeChecked();
  await expect(page.getByRole("radio", { checked: true })).toHaveCount(0);
  await expect(page.getByLabel(/I agree/)).toBeChecked();
  await expect(page.getByLabel("Anything else?")).toHaveValue("");
  // More than 20 items: the whole list is dropped, so the select shows its placeholder.
  const topics = page.locator(".fw-field").filter({ hasText: "Topics you care about" });
  await expect(topics).toContainText("Select...");
});

test("a prefilled link comes from the kept page: each visitor gets their own values, with or without scripts, and markup stays text", async ({
  page,
  browser,
}) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("dialog", (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  // The first visits of a link's shape render it; then its kept page answers.
  let cache: string | undefined;
  for (let i = 0; i < 60 && cache !== "hit"; i++) {
    const probe = await page.request.get(`/f/demo?fullName=probe${i}&comments=x`);
    cache = probe.headers()["x-formwright-page-cache"];
    if (cache !== "hit") await page.waitForTimeout(100);
  }
  expect(cache).toBe("hit");

  const name = `<img src=x onerror=alert(1)> "Ada" & 'Lovelace' </script>`;
  const comments = "Zoë said: <b>hi</b> & bye 😀";
  const spell = (text: string) => encodeURIComponent(text).replaceAll("'", "%27");
  const link = `/f/demo?fullName=${spell(name)}&comments=${spell(comments)}`;
  const response = await page.goto(link);
  expect(response?.headers()["x-formwright-page-cache"]).toBe("hit");
  await expect(page.locator("form[data-hydrated]")).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue(name);
  await expect(page.getByLabel("Anything else?")).toHaveValue(comments);
  await expect(page.locator("img[src=x]")).toHaveCount(0);
  expect(problems).toEqual([]);

  // Without scripts, the inputs carry the values themselves.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await context.newPage();
  const other = "Grace Hopper";
  const plain = await noScript.goto(`/f/demo?fullName=${spell(other)}&comments=${spell(comments)}`);
  expect(plain?.headers()["x-formwright-page-cache"]).toBe("hit");
  await expect(noScript.getByLabel("Full name")).toHaveValue(other);
  await expect(noScript.getByLabel("Anything else?")).toHaveValue(comments);
  expect(await noScript.content()).not.toContain("Lovelace");
  await context.close();
});

test("prefill keeps arrays up to 20 items", async ({ page }) => {
  const twenty = Array.from({ length: 20 }, (_, i) => `topics[]=t${i}`).join("&");
  await page.goto(`/f/demo?${twenty}`);
  const topics = page.locator(".fw-field").filter({ hasText: "Topics you care about" });
  await expect(topics).toContainText("t0");
  await expect(topics).toContainText("t19");
});

test("an unknown slug is a 404 page", async ({ page }) => {
  const response = await page.goto("/f/no-such-form");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

test("the demo form has no axe violations, before and after a failed submit", async ({ page }) => {
  await page.goto("/f/demo");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Send feedback" }).click();
  await expect(page.getByText("There is a problem")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the home page links to the demo form and passes axe", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Demo form" }).click();
  await expect(page).toHaveURL(/\/f\/demo$/);
  await page.goto("/");
  await expectNoAxeViolations(page);
});
