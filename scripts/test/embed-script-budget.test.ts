import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { EMBED_SCRIPT_BUDGET_BYTES, judgeEmbedScript } from "../bench/lib/embed-script-budget";

describe("judgeEmbedScript", () => {
  it("passes a script within 5 kB gzip", () => {
    const verdict = judgeEmbedScript("console.log(1);".repeat(200));
    expect(verdict.ok).toBe(true);
    expect(verdict.gzipBytes).toBeLessThan(EMBED_SCRIPT_BUDGET_BYTES);
    expect(verdict.problems).toEqual([]);
  });

  it("fails a script over 5 kB gzip, naming its size and the budget", () => {
    // Random text hardly compresses: 6 kB of it stays over 5 kB gzip.
    const verdict = judgeEmbedScript(randomBytes(6000).toString("base64"));
    expect(verdict.ok).toBe(false);
    expect(verdict.problems[0]).toMatch(/^\/embed\.js is \d+\.\d kB gzip: the budget is 5\.0 kB$/);
  });
});
