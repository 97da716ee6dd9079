import path from "node:path";
import { fileURLToPath } from "node:url";

const ENTRY = path.join(path.dirname(fileURLToPath(import.meta.url)), "main.ts");

/**
 * Compiles `/embed.js` (main.ts and what it imports) to one minified ES2019
 * script. Run by scripts/build-server.mjs into apps/web/dist/embed.js; the
 * server compiles it in memory only when that file is missing (development,
 * tests), which needs esbuild, a development dependency.
 */
export async function buildEmbedScript(entry: string = ENTRY): Promise<string> {
  const { build } = await import("esbuild");
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: "iife",
    target: "es2019",
    minify: true,
    legalComments: "none",
    logLevel: "warning",
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error("esbuild produced no embed script");
  return output.text;
}
