import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type Browser, expect, type Page } from "@playwright/test";
import { E2E_PORT } from "./env";

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/** The rule sets every page must pass: WCAG 2.0 and 2.1, A and AA, plus best practices. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: Array<{ target: unknown[]; failureSummary?: string }>;
}

function describe(violations: Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => `    at ${JSON.stringify(node.target)}\n      ${node.failureSummary ?? ""}`)
        .join("\n");
      return `- ${violation.id} (${violation.impact ?? "n/a"}): ${violation.help}\n  ${violation.helpUrl}\n${nodes}`;
    })
    .join("\n");
}

/**
 * Runs axe-core on the whole page as it is now and fails the test with a
 * readable list of violations (rule, impact, help, elements) if there are any.
 *
 * @example
 * await page.goto("/demo/fields");
 * await expectNoAxeViolations(page);
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const isLoaded = await page.evaluate(() => "axe" in window);
  if (!isLoaded) await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: { run: (...args: unknown[]) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const results = await axe.run(document, { runOnly: { type: "tag", values: tags } });
    return results.violations;
  }, TAGS);
  expect(
    violations as Violation[],
    `axe found violations:\n${describe(violations as Violation[])}`,
  ).toEqual([]);
}

/**
 * axe needs scripts, so it checks a copy of the page as this script-less
 * browser built it (the <noscript> content as elements, no scripts) in a
 * page of the same origin with scripts on.
 */
export async function expectNoAxeViolationsWithoutScripts(page: Page, browser: Browser) {
  const html = (await page.content())
    .replace(/<\/?noscript>/g, "")
    .replace(/<script\b[\s\S]*?<\/script>/g, "");
  const context = await browser.newContext({
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    javaScriptEnabled: true,
  });
  const copy = await context.newPage();
  await copy.goto("/api/health");
  await copy.setContent(html);
  await expectNoAxeViolations(copy);
  await context.close();
}
