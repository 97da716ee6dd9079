import { test as base } from "@playwright/test";
import { signIn } from "./auth";

type StorageState = Awaited<ReturnType<import("@playwright/test").BrowserContext["storageState"]>>;

/**
 * `test` whose pages start signed in as the e2e owner. Each worker signs in
 * once, through the real sign-in form, and its tests reuse that session: the
 * server limits sign-ins per account and per address, and a suite that signed
 * in for every test would run into the limit.
 *
 * @example
 * import { test } from "./support/owner-session";
 * test("...", async ({ page }) => { await page.goto("/admin"); });
 */
export const test = base.extend<Record<never, never>, { ownerStorageState: StorageState }>({
  ownerStorageState: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      const page = await context.newPage();
      await signIn(page);
      const state = await context.storageState();
      await context.close();
      await use(state);
    },
    { scope: "worker" },
  ],
  storageState: ({ ownerStorageState }, use) => use(ownerStorageState),
});

export { expect } from "@playwright/test";
