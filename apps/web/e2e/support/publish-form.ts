import type { Page } from "@playwright/test";
import { adminGraphQL } from "./auth";

let sequence = 0;

/**
 * A slug no other test (or worker, or earlier run against the same database)
 * uses: tests share one server and run two at a time.
 */
export function uniqueSlug(prefix: string): string {
  sequence += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid.toString(36)}-${sequence}`;
}

/**
 * Creates a form from `blocks` through the admin API, publishes it and
 * returns its public path (`/f/<slug>`).
 *
 * @example
 * const path = await publishTestForm(page, { prefix: "carousel", blocks: [{ type: "paragraph", text: "Hi" }] });
 * await page.goto(path);
 */
export async function publishTestForm(
  page: Page,
  { prefix, blocks, title = "Test form" }: { prefix: string; blocks: unknown[]; title?: string },
): Promise<string> {
  const slug = uniqueSlug(prefix);
  const created = await adminGraphQL<{ createForm: { id: string } }>(
    page,
    "mutation($d: JSON!) { createForm(document: $d) { id } }",
    { d: { slug, title, blocks } },
  );
  await adminGraphQL(page, "mutation($id: ID!) { publishForm(id: $id) { id } }", {
    id: created.createForm.id,
  });
  return `/f/${slug}`;
}

/**
 * Waits until React has run the work it scheduled (re-renders, effects): React
 * schedules through MessageChannel, which Playwright's fake clock leaves
 * alone, so two message round trips let it finish even with the clock paused.
 */
export async function flushReact(page: Page): Promise<void> {
  for (let i = 0; i < 2; i += 1) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
  }
}
