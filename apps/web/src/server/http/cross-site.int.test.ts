import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../testing/test-server";

const OWNER_TOKEN = { authorization: "Bearer test-admin-token" };
const OWNER = { email: "owner@example.com", password: "correct horse battery" };
const FOREIGN = "https://evil.example";
const SIBLING = "https://attacker.forms.example";
const FORMS_DIR = path.resolve(import.meta.dirname, "../../../../../forms");

const SUBMIT_DEMO = `mutation { submitForm(slug: "demo", idempotencyKey: "cross-site", data: {
  fullName: "Mallory", email: "mallory@example.com", rating: "5", consent: true
}) { submissionId fieldErrors { name message } } }`;
const SUBMIT_VARS = `mutation($key: String!) { submitForm(slug: "demo", idempotencyKey: $key, data: {
  fullName: "Ada", email: "ada@example.com", rating: "5", consent: true
}) { submissionId fieldErrors { name message } } }`;
const COUNT = `{ submissions(formSlug: "demo") { totalCount } }`;
const ME = `{ me { email } }`;

/** The three content types a page on another site can post without asking first. */
function simplePosts(query: string): Array<{ type: string; init: () => RequestInit }> {
  return [
    {
      type: "application/x-www-form-urlencoded",
      init: () => ({
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ query }).toString(),
      }),
    },
    {
      type: "multipart/form-data",
      init: () => {
        const form = new FormData();
        form.set("operations", JSON.stringify({ query }));
        form.set("map", "{}");
        form.set("query", query);
        return { body: form };
      },
    },
    {
      type: "text/plain",
      init: () => ({
        headers: { "content-type": "text/plain;charset=UTF-8" },
        body: JSON.stringify({ query }),
      }),
    },
  ];
}

describe("other sites cannot act through the API", () => {
  let api: TestServer;
  let cookie: string;
  const count = async () =>
    (await api.gql(COUNT, {}, OWNER_TOKEN)).body.data.submissions.totalCount as number;

  beforeAll(async () => {
    api = await startTestServer({ formsDir: FORMS_DIR, initialOwner: OWNER });
    const signIn = await fetch(`${api.url}/api/auth/sign-in`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: api.url },
      body: JSON.stringify(OWNER),
    });
    expect(signIn.status).toBe(200);
    cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    expect(cookie).toMatch(/^fw_session=/);
  });
  afterAll(async () => {
    await api?.close();
  });

  describe("CORS is off by default", () => {
    it("grants a foreign origin's preflight nothing, and never credentials", async () => {
      const response = await fetch(api.graphqlUrl, {
        method: "OPTIONS",
        headers: {
          origin: FOREIGN,
          "access-control-request-method": "POST",
          "access-control-request-headers": "content-type",
        },
      });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.headers.get("access-control-allow-origin")).toBeNull();
      expect(response.headers.get("access-control-allow-credentials")).toBeNull();
      expect(response.headers.get("access-control-allow-methods")).toBeNull();
    });

    it("adds no CORS headers to a foreign origin's request, with or without a cookie", async () => {
      const variants: Array<Record<string, string>> = [
        { origin: FOREIGN },
        { origin: FOREIGN, cookie },
      ];
      for (const headers of variants) {
        const { status, headers: got } = await fetch(api.graphqlUrl, {
          method: "POST",
          headers: { "content-type": "application/json", ...headers },
          body: JSON.stringify({ query: ME }),
        });
        expect(status).toBe(200);
        expect(got.get("access-control-allow-origin")).toBeNull();
        expect(got.get("access-control-allow-credentials")).toBeNull();
      }
    });
  });

  describe("simple cross-site posts", () => {
    it("a JSON submission to the demo form is stored (the control)", async () => {
      const before = await count();
      const { body } = await api.gql(SUBMIT_VARS, { key: "control" });
      expect(body.data.submitForm.fieldErrors).toEqual([]);
      expect(await count()).toBe(before + 1);
    });

    for (const { type, init } of simplePosts(SUBMIT_DEMO)) {
      for (const withCookie of [false, true]) {
        it(`refuses ${type} with 415 and stores nothing (${withCookie ? "with" : "without"} a cookie)`, async () => {
          const before = await count();
          const request = init();
          const response = await fetch(api.graphqlUrl, {
            ...request,
            method: "POST",
            headers: {
              ...(request.headers as Record<string, string> | undefined),
              origin: FOREIGN,
              ...(withCookie ? { cookie } : {}),
            },
          });
          expect(response.status).toBe(415);
          const body = (await response.json()) as { errors: Array<{ message: string }> };
          expect(body.errors[0]?.message).toMatch(/Content-Type: application\/json/);
          expect(await count()).toBe(before);
        });
      }
    }

    it("refuses a POST with no content type", async () => {
      const response = await fetch(api.graphqlUrl, {
        method: "POST",
        body: new Blob([JSON.stringify({ query: ME })]),
      });
      expect(response.status).toBe(415);
    });

    it("accepts JSON with a charset parameter", async () => {
      const response = await fetch(api.graphqlUrl, {
        method: "POST",
        headers: { "content-type": "application/json; charset=utf-8" },
        body: JSON.stringify({ query: "{ __typename }" }),
      });
      expect(response.status).toBe(200);
    });
  });

  describe("a session cookie counts only from our own origin", () => {
    const me = async (headers: Record<string, string>) =>
      (await api.gql(ME, {}, { cookie, ...headers })).body.data?.me ?? null;

    it("signs in a request whose Origin is ours", async () => {
      expect(await me({ origin: api.url })).toEqual({ email: OWNER.email });
    });

    it("signs in a request the browser marks Sec-Fetch-Site: same-origin", async () => {
      expect(await me({ "sec-fetch-site": "same-origin" })).toEqual({ email: OWNER.email });
    });

    it("signs in a request with neither header (server components over loopback)", async () => {
      expect(await me({})).toEqual({ email: OWNER.email });
    });

    it("does not sign in a request from another origin", async () => {
      expect(await me({ origin: FOREIGN })).toBeNull();
      expect(await me({ origin: SIBLING, "sec-fetch-site": "same-site" })).toBeNull();
      expect(await me({ "sec-fetch-site": "cross-site" })).toBeNull();
      expect(await me({ origin: "null" })).toBeNull();
    });

    it("does not let a foreign origin's cookie create an API key", async () => {
      const { body } = await api.gql(
        `mutation { createApiKey(name: "stolen", role: OWNER) { key } }`,
        {},
        { cookie, origin: SIBLING, "x-formwright-csrf": "1" },
      );
      expect(body.data?.createApiKey ?? null).toBeNull();
      expect(body.errors?.[0]?.message).toMatch(/sign in/i);
    });

    it("does not accept a foreign origin's cookie for an upload", async () => {
      const response = await fetch(`${api.url}/api/uploads`, {
        method: "POST",
        headers: { cookie, origin: FOREIGN, "x-formwright-csrf": "1", "x-filename": "a.png" },
        body: new Uint8Array([1, 2, 3]),
      });
      expect(response.status).toBe(401);
    });
  });
});
