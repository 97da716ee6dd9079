import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../testing/test-server";
import { STRICT_TRANSPORT_SECURITY } from "./security-headers";

const OWNER = { email: "owner@example.com", password: "correct horse battery" };
const HTTPS = { "x-forwarded-proto": "https" };

/** Stands in for Next: every page answers 200. */
const pages = (_req: unknown, res: { end: (body: string) => void }) => res.end("page");

async function signIn(api: TestServer, headers: Record<string, string>) {
  const response = await fetch(`${api.url}/api/auth/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(OWNER),
  });
  expect(response.status).toBe(200);
  return response.headers.get("set-cookie") ?? "";
}

const hsts = async (api: TestServer, path: string, headers: Record<string, string>) =>
  (await fetch(`${api.url}${path}`, { headers })).headers.get("strict-transport-security");

describe("X-Forwarded-* without a trusted proxy (the default)", () => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startTestServer({ initialOwner: OWNER }, { pages });
  });
  afterAll(async () => {
    await api?.close();
  });

  it("does not believe X-Forwarded-Proto: the session cookie stays a plain-HTTP one", async () => {
    const cookie = await signIn(api, HTTPS);
    expect(cookie).toMatch(/^fw_session=/);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it("sends no HSTS over plain HTTP, whatever X-Forwarded-Proto says", async () => {
    for (const path of ["/", "/api/health", "/api/graphql?query=%7B__typename%7D"]) {
      expect(await hsts(api, path, HTTPS), path).toBeNull();
    }
  });

  it("does not believe X-Forwarded-Host when deciding whether a cookie is ours", async () => {
    const cookie = (await signIn(api, {})).split(";")[0] ?? "";
    const { body } = await api.gql(
      `{ me { email } }`,
      {},
      { cookie, origin: "https://evil.example", "x-forwarded-host": "evil.example" },
    );
    expect(body.data.me).toBeNull();
  });
});

describe("X-Forwarded-* behind a trusted proxy (FORMWRIGHT_TRUST_PROXY=1)", () => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startTestServer({ initialOwner: OWNER, trustProxy: true }, { pages });
  });
  afterAll(async () => {
    await api?.close();
  });

  it("makes the session cookie __Host- and Secure when the proxy says https", async () => {
    const cookie = await signIn(api, HTTPS);
    expect(cookie).toMatch(/^__Host-fw_session=/);
    expect(cookie).toMatch(/Secure/i);
  });

  it("sends HSTS on pages and API when the proxy says https, and not otherwise", async () => {
    for (const path of ["/", "/f/demo", "/api/health", "/api/graphql?query=%7B__typename%7D"]) {
      expect(await hsts(api, path, HTTPS), path).toBe(STRICT_TRANSPORT_SECURITY);
      expect(await hsts(api, path, { "x-forwarded-proto": "http" }), path).toBeNull();
    }
  });

  it("takes our host from X-Forwarded-Host when checking a cookie's origin", async () => {
    const cookie = (await signIn(api, HTTPS)).split(";")[0] ?? "";
    const forwarded = { ...HTTPS, "x-forwarded-host": "forms.example.com", cookie };
    const ours = await api.gql(
      `{ me { email } }`,
      {},
      {
        ...forwarded,
        origin: "https://forms.example.com",
      },
    );
    expect(ours.body.data.me).toEqual({ email: OWNER.email });
    const theirs = await api.gql(
      `{ me { email } }`,
      {},
      {
        ...forwarded,
        origin: "https://evil.example",
      },
    );
    expect(theirs.body.data.me).toBeNull();
  });
});
