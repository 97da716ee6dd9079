import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { appRoot } from "../app-root";

/** Where the embed script is served. */
export const EMBED_SCRIPT_PATH = "/embed.js";

/**
 * Caching of `/embed.js`. Its address has no version (owners paste it once),
 * so browsers keep it an hour and may use a stale copy for a day while they
 * revalidate (ETag); a new release reaches every site within the hour.
 */
export const EMBED_SCRIPT_CACHE_CONTROL = "public, max-age=3600, stale-while-revalidate=86400";

interface EmbedScript {
  body: Buffer;
  etag: string;
}

let loaded: Promise<EmbedScript> | null = null;

/**
 * The script's text: `dist/embed.js` as the build wrote it, or (development,
 * tests: no build) compiled from the sources once per process.
 */
async function loadEmbedScript(): Promise<EmbedScript> {
  const root = appRoot();
  let text: string;
  try {
    text = await readFile(path.join(root, "dist/embed.js"), "utf8");
  } catch {
    const { buildEmbedScript } = await import("../../embed-script/build-embed-script");
    text = await buildEmbedScript(path.join(root, "src/embed-script/main.ts"));
  }
  const body = Buffer.from(text, "utf8");
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  return { body, etag };
}

/**
 * Serves `/embed.js` to any site: `text/javascript`, cacheable, loadable
 * across origins (`Cross-Origin-Resource-Policy: cross-origin`, for host
 * pages that require it), 304 on a matching `If-None-Match`.
 */
export async function handleEmbedScript(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== "GET" && req.method !== "HEAD") {
    res
      .writeHead(405, { allow: "GET, HEAD", "content-type": "text/plain" })
      .end("Method not allowed");
    return;
  }
  loaded ??= loadEmbedScript().catch((error: unknown) => {
    loaded = null;
    throw error;
  });
  const { body, etag } = await loaded;
  const headers = {
    "content-type": "text/javascript; charset=utf-8",
    "cache-control": EMBED_SCRIPT_CACHE_CONTROL,
    etag,
    "cross-origin-resource-policy": "cross-origin",
    "x-content-type-options": "nosniff",
  };
  if (req.headers["if-none-match"] === etag) {
    res.writeHead(304, headers).end();
    return;
  }
  res.writeHead(200, { ...headers, "content-length": String(body.length) });
  res.end(req.method === "HEAD" ? undefined : body);
}
