import type { Page } from "@playwright/test";

/**
 * Holds back the page's scripts (Next's chunks) until `release` is called, as
 * a slow connection would: the server's HTML shows and takes input, React has
 * not hydrated it yet.
 *
 * @example
 * const scripts = await holdScripts(page);
 * await page.goto("/f/demo", { waitUntil: "commit" });
 * await page.getByLabel("Full name").fill("Ada");
 * await scripts.release();
 */
export async function holdScripts(page: Page): Promise<{ release: () => Promise<void> }> {
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  // Scripts only: the stylesheets block rendering, and a slow page still shows.
  const pattern = (url: URL) =>
    url.pathname.startsWith("/_next/static/chunks/") && url.pathname.endsWith(".js");
  await page.route(pattern, async (route) => {
    await gate;
    await route.continue();
  });
  return {
    // The route stays: once the gate is open it lets every script through at once.
    release: async () => {
      open();
    },
  };
}
