#!/usr/bin/env node
// CI check of the bundle budget (issue 6, 1d): on the built app, the first-load
// JavaScript of a text-only form costs at most 40 kB (gzip) more than a bare
// page, and holds no select, carousel, compare-slider or lightbox code; and
// (issue 16) /embed.js weighs at most 5 kB gzip. A size check, not a timing.
// Needs the build first (npm test builds if needed).
// Exit 0 when the budget holds, 1 (with the numbers) when it does not.
import { register } from "tsx/esm/api";

register();
const { checkBundleBudget } = await import("./bench/lib/bundle-budget.ts");
const { checkEmbedScriptBudget } = await import("./bench/lib/embed-script-budget.ts");

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
try {
  const embed = await checkEmbedScriptBudget();
  console.log(
    `Embed script: /embed.js ${kB(embed.gzipBytes)} gzip (${kB(embed.bytes)} minified), budget 5.0 kB.`,
  );
  const result = await checkBundleBudget();
  console.log(
    `Bundle budget: text-only form ${kB(result.textForm.gzipBytes)}, bare page ${kB(result.bare.gzipBytes)} ` +
      `(gzip): ${kB(result.overBareBytes)} over the bare page (${result.overBareBytes} bytes), budget 40.0 kB; ` +
      `per-block libraries in the text-only form: ${result.unexpected.length ? result.unexpected.join(", ") : "none"}.`,
  );
  if (!result.ok || !embed.ok) {
    for (const problem of [...result.problems, ...embed.problems]) {
      console.error(`Bundle budget exceeded: ${problem}`);
    }
    process.exit(1);
  }
  process.exit(0);
} catch (error) {
  console.error("Bundle budget check could not run:", error);
  process.exit(1);
}
