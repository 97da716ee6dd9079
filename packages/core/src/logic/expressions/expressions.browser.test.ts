import { existsSync } from "node:fs";
import path from "node:path";
import { type Browser, chromium, type Page } from "@playwright/test";
import { build } from "esbuild";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answers, expression, scope } from "../../test/expression-arbitraries";
import { evaluateExpression, parseExpression } from "./index";

// Issue 32 §1: "the same code in the browser and on the server". The respondent's
// browser computes variables and endings as they type; the server computes them
// again from the stored answers. This runs the expression language's own source,
// bundled as a browser script, in Chromium, and compares what it gives for random
// expressions and answers with what Node gives.

/** An expression's outcome: its value, or the error that refused it. */
type Outcome = { value: unknown } | { error: string };

function outcomeOf(source: string, values: Record<string, unknown>): Outcome {
  try {
    return { value: evaluateExpression(parseExpression(source).expression, scope(values)) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

function findChromium(): string | undefined {
  return [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find(
    (candidate): candidate is string => Boolean(candidate && existsSync(candidate)),
  );
}

const chromiumPath = findChromium();
let browser: Browser;
let page: Page;

beforeAll(async () => {
  if (!chromiumPath)
    throw new Error("No Chromium: apt-get install -y chromium, or set CHROMIUM_PATH");
  const bundle = await build({
    entryPoints: [path.join(import.meta.dirname, "index.ts")],
    bundle: true,
    format: "iife",
    globalName: "fwExpressions",
    platform: "browser",
    target: "es2022",
    write: false,
  });
  browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"],
  });
  page = await browser.newPage();
  await page.setContent("<!doctype html><title>expressions</title>");
  await page.addScriptTag({ content: bundle.outputFiles[0]?.text ?? "" });
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe("expressions in Chromium and in Node", () => {
  it("give the same value (or the same error) for random expressions and answers", async () => {
    // A fixed seed: the same 500 cases on every run, so a difference is reproducible.
    const cases = fc.sample(fc.tuple(expression, answers), { numRuns: 500, seed: 32 });
    const inNode = cases.map(([source, values]) => outcomeOf(source, values));
    // Playwright carries undefined, NaN, ±Infinity and -0 across as they are.
    const inBrowser = await page.evaluate((all) => {
      const { evaluateExpression: evaluate, parseExpression: parse } = (
        globalThis as unknown as { fwExpressions: typeof import("./index") }
      ).fwExpressions;
      return all.map(([source, values]) => {
        try {
          const scopeOf = {
            read: (n: string) => (values as Record<string, unknown>)[n],
            points: (n: string) => n.length,
          };
          return { value: evaluate(parse(source).expression, scopeOf) } as Outcome;
        } catch (error) {
          return { error: error instanceof Error ? error.message : String(error) } as Outcome;
        }
      });
    }, cases);
    expect(inBrowser).toHaveLength(cases.length);
    const differences = cases.flatMap(([source, values], i) => {
      const node = inNode[i] as Outcome;
      const chromium = inBrowser[i] as Outcome;
      const same =
        "value" in node && "value" in chromium
          ? Object.is(node.value, chromium.value)
          : "error" in node && "error" in chromium && node.error === chromium.error;
      return same ? [] : [{ source, values, node, chromium }];
    });
    expect(differences).toEqual([]);
    // The cases reach values of every kind, and some errors: the comparison is not vacuous.
    const kinds = new Set(inNode.map((o) => ("value" in o ? typeof o.value : "error")));
    expect([...kinds]).toEqual(expect.arrayContaining(["number", "string", "boolean"]));
  }, 60_000);
});
