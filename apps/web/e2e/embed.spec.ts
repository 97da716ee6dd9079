import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, type Frame, type Page, test } from "@playwright/test";
import { adminGraphQL } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { E2E_PORT } from "./support/env";
import { uniqueSlug } from "./support/publish-form";

// The form server (the page's baseURL) and a host site on another origin:
// another host name and port, as a customer's site would be.
const APP_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
let host: Server;
let hostOrigin = "";
let slug = "";

function hostPage(body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host site</title></head>
<body><main><h1>Host site</h1><a href="#top">Outside link</a>${body}</main>
<script>
  window.received = [];
  document.addEventListener("formwright:submitted", (event) => {
    window.received.push({ target: event.target.id, detail: event.detail });
  });
</script>
<script src="${APP_ORIGIN}/embed.js" async></script></body></html>`;
}

test.beforeAll(async ({ browser }) => {
  host = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const body =
      url.pathname === "/inline"
        ? `<div id="inline" data-formwright="${slug}" data-formwright-prefill-full-name="Ada Lovelace"></div>`
        : url.pathname === "/popup"
          ? `<p><button id="open" type="button" data-formwright-popup="${slug}">Open the survey</button>
<button id="slide" type="button" data-formwright-slidein="${slug}">Slide the survey in</button></p>`
          : null;
    if (body === null) return response.writeHead(404).end();
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(hostPage(body));
  });
  await new Promise<void>((resolve) => host.listen(0, "127.0.0.1", resolve));
  hostOrigin = `http://localhost:${(host.address() as AddressInfo).port}`;

  const page = await browser.newPage({ baseURL: APP_ORIGIN });
  slug = uniqueSlug("embed");
  const lines = Array.from({ length: 12 }, (_, i) => `Line ${i + 1} of the introduction.`);
  const created = await adminGraphQL<{ createForm: { id: string } }>(
    page,
    "mutation($d: JSON!) { createForm(document: $d) { id } }",
    {
      d: {
        slug,
        title: "Embedded survey",
        blocks: [
          { type: "paragraph", text: lines.join("\n") },
          { type: "text", name: "fullName", label: "Full name", required: true },
          { type: "textarea", name: "comment", label: "Comment" },
        ],
      },
    },
  );
  const id = created.createForm.id;
  await adminGraphQL(page, "mutation($id: ID!) { publishForm(id: $id) { id } }", { id });
  await adminGraphQL(
    page,
    "mutation($id: ID!, $o: [String!]!) { setFormEmbedOrigins(id: $id, origins: $o) { id } }",
    { id, o: [hostOrigin] },
  );
  await page.close();
});

test.afterAll(async () => {
  await new Promise((resolve) => host?.close(resolve));
});

async function formFrame(page: Page): Promise<Frame> {
  await expect(page.locator("iframe")).toHaveCount(1);
  const handle = await page.locator("iframe").elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error("no frame");
  await frame.waitForURL(/embed=1/);
  return frame;
}

test("an inline embed on another origin grows to its content, prefills, and tells the host of the submission (id only)", async ({
  page,
}) => {
  await page.goto(`${hostOrigin}/inline`);
  const frame = await formFrame(page);
  expect(new URL(frame.url()).searchParams.get("host")).toBe(hostOrigin);
  await expect(frame.getByLabel("Full name")).toHaveValue("Ada Lovelace");
  await expect(page.locator("iframe")).toHaveAttribute("title", "Embedded survey");
  // Taller than the starting 360px, and no inner scrollbar: the frame shows all of its page.
  await expect
    .poll(async () => (await page.locator("iframe").boundingBox())?.height ?? 0)
    .toBeGreaterThan(400);
  await expect
    .poll(() => frame.evaluate(() => document.documentElement.scrollHeight - window.innerHeight))
    .toBeLessThanOrEqual(0);

  // Messages from the wrong origin, or from another window of the right one, are ignored.
  const before = (await page.locator("iframe").boundingBox())?.height ?? 0;
  await page.evaluate((s) => {
    window.postMessage({ type: "formwright:height", version: 1, slug: s, height: 5 }, "*");
    window.postMessage(
      { type: "formwright:submitted", version: 1, slug: s, submissionId: "forged" },
      "*",
    );
  }, slug);
  await page.evaluate((src) => {
    const other = document.createElement("iframe");
    other.src = src;
    other.title = "Other";
    document.body.append(other);
    return new Promise((resolve) => other.addEventListener("load", resolve));
  }, `${APP_ORIGIN}/api/health`);
  const other = page.frames().find((f) => f.url().endsWith("/api/health"));
  await other?.evaluate((s) => {
    parent.postMessage({ type: "formwright:height", version: 1, slug: s, height: 7 }, "*");
    parent.postMessage(
      { type: "formwright:submitted", version: 1, slug: s, submissionId: "forged2" },
      "*",
    );
  }, slug);
  await page.waitForTimeout(300);
  expect((await page.locator("iframe").first().boundingBox())?.height).toBe(before);
  expect(
    await page.evaluate(() => (window as unknown as { received: unknown[] }).received),
  ).toEqual([]);

  await frame.getByLabel("Comment").fill("Lovely");
  await frame.getByRole("button", { name: "Submit" }).click();
  await expect(frame.getByText(/thank/i).first()).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { received: unknown[] }).received))
    .toHaveLength(1);
  const [event] = (await page.evaluate(
    () => (window as unknown as { received: unknown[] }).received,
  )) as Array<{ target: string; detail: Record<string, unknown> }>;
  expect(event?.target).toBe("inline");
  expect(Object.keys(event?.detail ?? {}).sort()).toEqual(["slug", "submissionId"]);
  expect(event?.detail.slug).toBe(slug);
  expect(event?.detail.submissionId).toMatch(/^[A-Za-z0-9_-]{8,}$/);
  expect(JSON.stringify(event)).not.toContain("Lovely");
  expect(JSON.stringify(event)).not.toContain("Ada");
});

test("a popup takes focus, keeps it, closes on Escape (in the frame too) and gives focus back; axe clean", async ({
  page,
}) => {
  await page.goto(`${hostOrigin}/popup`);
  const opener = page.getByRole("button", { name: "Open the survey" });
  await expect(opener).toHaveAttribute("aria-haspopup", "dialog");
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Embedded survey" });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole("button", { name: "Close" })).toBeFocused();
  const frame = await formFrame(page);
  await expect(frame.getByLabel("Full name")).toBeVisible();
  await expectNoAxeViolations(page);

  // Tab goes round inside the dialog (its Close button and the form), never to the page behind.
  const inside = async () =>
    page.evaluate(() => {
      const active = document.activeElement;
      return active === document.body || Boolean(active?.closest("dialog"));
    });
  let reachedField = false;
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press("Tab");
    expect(await inside()).toBe(true);
    if (await frame.getByLabel("Full name").evaluate((el) => el === document.activeElement)) {
      reachedField = true;
    }
  }
  expect(reachedField).toBe(true);

  // Escape inside the frame closes the popup; focus returns to the button.
  await frame.getByLabel("Full name").focus();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // Opened again: Escape on the host side closes it as well.
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("a slide-in opens at the right edge of the page and closes on Escape", async ({ page }) => {
  await page.goto(`${hostOrigin}/popup`);
  const opener = page.getByRole("button", { name: "Slide the survey in" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Embedded survey" });
  await expect(dialog).toBeVisible();
  const frame = await formFrame(page);
  await expect(frame.getByLabel("Full name")).toBeVisible();
  const box = await dialog.boundingBox();
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(width);
  await expectNoAxeViolations(page);
  await frame.getByLabel("Full name").focus();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
