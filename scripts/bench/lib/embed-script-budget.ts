/**
 * The size budget of `/embed.js` (issue 16): the one script other sites load
 * to embed a form is at most 5 kB gzip. Checked in CI by
 * scripts/check-bundle-budget.mjs on the built file (apps/web/dist/embed.js).
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { root } from "./app-server";

/** 5 kB, decimal as the other budgets: the most `/embed.js` may weigh gzip. */
export const EMBED_SCRIPT_BUDGET_BYTES = 5_000;

/** The built embed script. */
export const EMBED_SCRIPT_FILE = path.join(root, "apps/web/dist/embed.js");

/** The embed script's size and the budget's verdict on it. */
export interface EmbedScriptVerdict {
  ok: boolean;
  bytes: number;
  gzipBytes: number;
  problems: string[];
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** Judges a script's text against the budget (gzip at the default level, as servers send it). */
export function judgeEmbedScript(text: string): EmbedScriptVerdict {
  const bytes = Buffer.byteLength(text);
  const gzipBytes = gzipSync(text).length;
  const problems =
    gzipBytes > EMBED_SCRIPT_BUDGET_BYTES
      ? [`/embed.js is ${kB(gzipBytes)} gzip: the budget is ${kB(EMBED_SCRIPT_BUDGET_BYTES)}`]
      : [];
  return { ok: problems.length === 0, bytes, gzipBytes, problems };
}

/** Reads the built script (run the build first) and judges it. */
export async function checkEmbedScriptBudget(
  file: string = EMBED_SCRIPT_FILE,
): Promise<EmbedScriptVerdict> {
  return judgeEmbedScript(await readFile(file, "utf8"));
}
