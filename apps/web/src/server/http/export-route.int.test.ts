import { mkdtempSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, createApp } from "../app";
import { loadConfig } from "../config";
import { submissions } from "../db/schema";
import { contactDocument, validContactAnswers } from "../testing/fixtures";
import { exportFormId, exportPath } from "./export-route";

const OWNER = { authorization: "Bearer test-admin-token" };

describe("the CSV export route", () => {
  let app: App;
  let server: Server;
  let base: string;
  let formId: string;
  let viewerKey: string;

  const gql = async (query: string, variables: Record<string, unknown> = {}) => {
    const response = await fetch(`${base}/api/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...OWNER },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as {
      data: Record<string, { id?: string; key?: string }>;
    };
    return body.data;
  };
  const get = (formIdOrPath: string, headers: Record<string, string> = {}) =>
    fetch(formIdOrPath.startsWith("/") ? base + formIdOrPath : base + exportPath(formIdOrPath), {
      headers,
    });

  beforeAll(async () => {
    app = await createApp({
      ...loadConfig({ NODE_ENV: "test" }),
      adminToken: "test-admin-token",
      port: 0,
      host: "127.0.0.1",
      dataDir: "memory://",
      formsDir: null,
      uploadsDir: mkdtempSync(path.join(os.tmpdir(), "formwright-export-test-")),
    });
    server = createServer(app.listener);
    // As server.ts sets it: with Node's default of 5 s, a kept-alive socket idle
    // through the 20,000-row set-up could be closed by the server just as fetch
    // reused it ("other side closed" in a clean-clone CI run).
    server.keepAliveTimeout = 65_000;
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const created = await gql(`mutation($d: JSON!) { createForm(document: $d) { id } }`, {
      d: contactDocument(),
    });
    formId = created.createForm?.id as string;
    await gql(`mutation($id: ID!) { publishForm(id: $id) { id } }`, { id: formId });
    for (const [key, fullName] of [
      ["one", "Ada Lovelace"],
      ["two", "=cmd|' /C calc'!A0"],
    ]) {
      await gql(
        `mutation($d: JSON!, $k: String!) { submitForm(slug: "contact", data: $d, idempotencyKey: $k) { submissionId } }`,
        { d: { ...validContactAnswers, fullName }, k: key },
      );
    }
    const key = await gql(`mutation { createApiKey(name: "reader", role: VIEWER) { key } }`);
    viewerKey = key.createApiKey?.key as string;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    await app?.close();
  });

  it("recognises only its own path", () => {
    expect(exportFormId("/api/forms/abc/submissions.csv")).toBe("abc");
    expect(exportFormId("/api/forms/abc/submissions.json")).toBeNull();
    expect(exportFormId("/api/forms/a/b/submissions.csv")).toBeNull();
  });

  it("refuses an anonymous request with 401", async () => {
    const response = await get(formId);
    expect(response.status).toBe(401);
    expect(await response.text()).toBe("Not authorized: sign in, or send an API key");
    expect(response.headers.get("www-authenticate")).toBe("Bearer");
  });

  it("refuses a wrong key with 401", async () => {
    const response = await get(formId, { authorization: "Bearer fwk_wrong" });
    expect(response.status).toBe(401);
  });

  it("answers 404 for an unknown or malformed form id", async () => {
    const unknown = await get("00000000-0000-4000-8000-000000000000", OWNER);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe("Form not found");
    expect((await get("not-a-form", OWNER)).status).toBe(404);
  });

  it("refuses other methods with 405", async () => {
    const response = await fetch(base + exportPath(formId), { method: "POST", headers: OWNER });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
  });

  it("sends a viewer the CSV as a download", async () => {
    const response = await get(formId, { authorization: `Bearer ${viewerKey}` });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="contact-labels-${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString("utf8").split("\r\n");
    expect(lines[0]).toBe(
      "Submission ID,Submitted at (UTC),Version,Full name,Email,Topics,Contact me by,Age,I agree",
    );
    expect(lines).toHaveLength(4); // header, two rows, and the empty string after the last CRLF
    expect(lines[1]).toMatch(
      /^[0-9a-f-]{36},\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z,1,Ada Lovelace,ada@example.com,"Sales, engines",Email,36,Yes$/,
    );
    expect(lines[2]).toContain(",1,'=cmd|' /C calc'!A0,");
    expect(lines[3]).toBe("");
  });

  it("writes stored values with ?answers=values, and refuses another choice with 400", async () => {
    const values = await fetch(`${base}${exportPath(formId)}?answers=values`, {
      headers: { authorization: `Bearer ${viewerKey}` },
    });
    expect(values.status).toBe(200);
    // The two downloads have different names: labels and values, each with the day's date.
    expect(values.headers.get("content-disposition")).toMatch(
      /^attachment; filename="contact-values-\d{4}-\d\d-\d\d\.csv"$/,
    );
    expect(await values.text()).toContain('ada@example.com,"sales, engines",email,36,Yes');
    const bad = await fetch(`${base}${exportPath(formId)}?answers=both`, {
      headers: { authorization: `Bearer ${viewerKey}` },
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toBe('answers must be "labels" or "values" (got "both")');
  });

  it("answers HEAD with the headers only", async () => {
    const response = await fetch(base + exportPath(formId), { method: "HEAD", headers: OWNER });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(
      /filename="contact-labels-\d{4}-\d\d-\d\d\.csv"/,
    );
    expect(await response.text()).toBe("");
  });

  it("accepts the session cookie of a signed-in user", async () => {
    await gql(
      `mutation { createUser(email: "reader@example.com", password: "correct horse battery", role: VIEWER) { id } }`,
    );
    const signIn = await fetch(`${base}/api/auth/sign-in`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "reader@example.com", password: "correct horse battery" }),
    });
    const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const response = await get(formId, { cookie });
    expect(response.status).toBe(200);
    expect((await response.text()).split("\r\n")).toHaveLength(4);
  });

  describe("with 20,000 submissions", () => {
    const total = 20_000;
    beforeAll(async () => {
      for (let offset = 0; offset < total; offset += 2_000) {
        await app.database.db.insert(submissions).values(
          Array.from({ length: 2_000 }, (_, i) => ({
            id: crypto.randomUUID(),
            formId,
            version: 1,
            data: { fullName: `Person ${offset + i} ${"x".repeat(100)}`, consent: true },
            idempotencyKey: `bulk-${offset + i}`,
          })),
        );
      }
    });

    it("streams every row to a slow reader (backpressure) without losing any", async () => {
      const body = await new Promise<string>((resolve, reject) => {
        const req = request(base + exportPath(formId), { headers: OWNER }, (res) => {
          res.pause(); // let the server's buffers fill up before reading anything
          const parts: Buffer[] = [];
          setTimeout(() => {
            res.on("data", (part: Buffer) => parts.push(part));
            res.on("end", () => resolve(Buffer.concat(parts).toString("utf8")));
            res.resume();
          }, 300);
        });
        req.on("error", reject);
        req.end();
      });
      const lines = body.split("\r\n");
      expect(lines).toHaveLength(total + 2 + 2); // header, 2 earlier rows, the bulk, trailing ""
      expect(new Set(lines.slice(1, -1).map((l) => l.slice(0, 36))).size).toBe(total + 2);
    });

    it("survives a client that goes away mid-download", async () => {
      await new Promise<void>((resolve, reject) => {
        const req = request(base + exportPath(formId), { headers: OWNER }, (res) => {
          res.once("data", () => {
            req.destroy();
            resolve();
          });
        });
        req.on("error", () => {});
        req.on("close", () => resolve());
        req.end().on("error", reject);
      });
      const again = await get(formId, OWNER);
      expect(again.status).toBe(200);
      expect((await again.text()).split("\r\n")).toHaveLength(total + 4);
    });
  });
});
