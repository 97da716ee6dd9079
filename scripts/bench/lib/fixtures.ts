/**
 * The fixture pages of scripts/bench/fixtures: built for production with Vite
 * and served from a plain static server on loopback.
 */
import { createReadStream, existsSync, mkdtempSync, statSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { build } from "vite";
import { root } from "./app-server";

const fixtures = path.join(root, "scripts/bench/fixtures");

let built: Promise<string> | undefined;

/** Builds the fixture pages (production mode) into a fresh temporary folder, once per run; returns it. */
export function buildFixtures(): Promise<string> {
  built ??= (async () => {
    const outDir = mkdtempSync(path.join(os.tmpdir(), "formwright-bench-fixtures-"));
    await build({
      configFile: path.join(fixtures, "vite.config.ts"),
      mode: "production",
      build: { outDir },
    });
    return outDir;
  })();
  return built;
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
};

/** Serves a folder on a free loopback port; returns its URL and a stop function. */
export async function serveStatic(
  dir: string,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    const file = path.join(dir, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ""));
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": TYPES[path.extname(file)] ?? "application/octet-stream" });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
