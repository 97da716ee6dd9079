import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../testing/test-server";
import { EMBED_SCRIPT_CACHE_CONTROL } from "./embed-script-route";

describe("GET /embed.js", () => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startTestServer({}, { pages: (_req, res) => res.end("page") });
  });
  afterAll(async () => {
    await api?.close();
  });

  it("serves one script as text/javascript, cacheable and loadable from other sites", async () => {
    const response = await fetch(`${api.url}/embed.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe(EMBED_SCRIPT_CACHE_CONTROL);
    expect(response.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    const text = await response.text();
    expect(text).toContain("data-formwright");
    expect(text).not.toMatch(/\bimport\b|\brequire\(/);
    expect(gzipSync(text).length).toBeLessThanOrEqual(5000);
  });

  it("answers 304 to a matching If-None-Match and refuses other methods", async () => {
    const first = await fetch(`${api.url}/embed.js`);
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^".+"$/);
    const again = await fetch(`${api.url}/embed.js`, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    const posted = await fetch(`${api.url}/embed.js`, { method: "POST" });
    expect(posted.status).toBe(405);
  });
});
