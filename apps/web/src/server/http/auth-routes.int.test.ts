import { afterEach, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../testing/test-server";
import { SIGN_IN_FAILED } from "./auth-routes";
import { SIGN_IN_LIMITS } from "./request-listener";

let api: TestServer | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

async function post(
  path: string,
  body: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return fetch(`${api!.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(body).toString(),
  });
}

function cookieOf(response: Response): string {
  const setCookie = response.headers.get("set-cookie") ?? "";
  return setCookie.split(";")[0] ?? "";
}

const ME = `{ me { kind role email } }`;

describe("first-start setup", () => {
  it("creates the owner only while no user exists, and signs them in", async () => {
    api = await startTestServer();
    const first = await post("/api/auth/setup", {
      email: "Owner@Example.com",
      password: "correct horse battery",
      confirmPassword: "correct horse battery",
    });
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toBe("/admin");
    const setCookie = first.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const me = await api.gql(ME, {}, { cookie: cookieOf(first) });
    expect(me.body.data.me).toEqual({ kind: "user", role: "OWNER", email: "owner@example.com" });

    const second = await post("/api/auth/setup", {
      email: "intruder@example.com",
      password: "correct horse battery",
    });
    expect(second.headers.get("set-cookie")).toBeNull();
    const users = await api.gql(
      `{ users { email } }`,
      {},
      { authorization: "Bearer test-admin-token" },
    );
    expect(users.body.data.users).toEqual([{ email: "owner@example.com" }]);
  });

  it("refuses a short password with a clear message and creates nobody", async () => {
    api = await startTestServer();
    const response = await post(
      "/api/auth/setup",
      { email: "owner@example.com", password: "short" },
      {},
    );
    expect(decodeURIComponent(response.headers.get("location") ?? "")).toContain(
      "Password must be at least 8 characters",
    );
    const users = await api.gql(
      `{ users { email } }`,
      {},
      { authorization: "Bearer test-admin-token" },
    );
    expect(users.body.data.users).toEqual([]);
  });

  it("creates the owner from FORMWRIGHT_ADMIN_EMAIL and FORMWRIGHT_ADMIN_PASSWORD", async () => {
    api = await startTestServer({
      initialOwner: { email: "boss@example.com", password: "correct horse battery" },
    });
    const response = await fetch(`${api.url}/api/auth/sign-in`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "boss@example.com", password: "correct horse battery" }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true, user: { role: "owner" } });
  });
});

describe("sign-in and sign-out", () => {
  it("signs in, keeps the session in the database, and signs out", async () => {
    api = await startTestServer({
      initialOwner: { email: "owner@example.com", password: "correct horse battery" },
    });
    const signIn = await post("/api/auth/sign-in", {
      email: "owner@example.com",
      password: "correct horse battery",
      next: "/admin/forms",
    });
    expect(signIn.status).toBe(303);
    expect(signIn.headers.get("location")).toBe("/admin/forms");
    const cookie = cookieOf(signIn);
    expect((await api.gql(ME, {}, { cookie })).body.data.me.role).toBe("OWNER");

    const signOut = await post("/api/auth/sign-out", {}, { cookie });
    expect(signOut.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    expect((await api.gql(ME, {}, { cookie })).body.data.me).toBeNull();
  });

  it("gives one message for a wrong password and an unknown email", async () => {
    api = await startTestServer({
      initialOwner: { email: "owner@example.com", password: "correct horse battery" },
    });
    for (const body of [
      { email: "owner@example.com", password: "wrong password" },
      { email: "nobody@example.com", password: "correct horse battery" },
    ]) {
      const response = await fetch(`${api.url}/api/auth/sign-in`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: SIGN_IN_FAILED });
      expect(response.headers.get("set-cookie")).toBeNull();
    }
  });

  it("does not count successful sign-ins against the limit", async () => {
    api = await startTestServer({
      initialOwner: { email: "owner@example.com", password: "correct horse battery" },
    });
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount.points + 2; i++) {
      const response = await fetch(`${api.url}/api/auth/sign-in`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "owner@example.com", password: "correct horse battery" }),
      });
      expect(response.status).toBe(200);
    }
  });

  it("limits failed sign-in attempts per account and says when to try again", async () => {
    api = await startTestServer({
      initialOwner: { email: "owner@example.com", password: "correct horse battery" },
    });
    const attempt = (email: string, password: string) =>
      fetch(`${api!.url}/api/auth/sign-in`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password }),
      });
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount.points; i++) {
      expect((await attempt("owner@example.com", `guess ${i}`)).status).toBe(401);
    }
    const blocked = await attempt("owner@example.com", "correct horse battery");
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await blocked.json()) as { error: string }).error).toMatch(
      /^Too many sign-in attempts\. Try again in 15 minutes\.$/,
    );
    // Another account from the same address is still under the per-address limit.
    expect((await attempt("other@example.com", "whatever")).status).toBe(401);
  });

  it("never redirects to another site after sign-in", async () => {
    api = await startTestServer({
      initialOwner: { email: "owner@example.com", password: "correct horse battery" },
    });
    const response = await post("/api/auth/sign-in", {
      email: "owner@example.com",
      password: "correct horse battery",
      next: "//evil.example/steal",
    });
    expect(response.headers.get("location")).toBe("/admin");
  });

  it("refuses a cross-site sign-in post", async () => {
    api = await startTestServer({
      initialOwner: { email: "owner@example.com", password: "correct horse battery" },
    });
    const response = await post(
      "/api/auth/sign-in",
      { email: "owner@example.com", password: "correct horse battery" },
      { origin: "https://evil.example" },
    );
    expect(response.status).toBe(403);
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("lets a user act with their role: a viewer reads but cannot create", async () => {
    api = await startTestServer();
    const owner = { authorization: "Bearer test-admin-token" };
    await api.gql(
      `mutation { createUser(email: "viewer@example.com", password: "correct horse battery", role: VIEWER) { id } }`,
      {},
      owner,
    );
    const signIn = await post("/api/auth/sign-in", {
      email: "viewer@example.com",
      password: "correct horse battery",
    });
    const cookie = cookieOf(signIn);
    expect((await api.gql(`{ forms { id } }`, {}, { cookie })).body.data.forms).toEqual([]);
    const create = await api.gql(
      `mutation { createForm(document: {slug: "x", title: "X", blocks: []}) { id } }`,
      {},
      { cookie },
    );
    expect(create.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("stops honouring a revoked API key", async () => {
    api = await startTestServer();
    const owner = { authorization: "Bearer test-admin-token" };
    const made = await api.gql(
      `mutation { createApiKey(name: "ci", role: EDITOR) { key apiKey { id prefix } } }`,
      {},
      owner,
    );
    const { key, apiKey } = made.body.data.createApiKey;
    expect(key.startsWith(apiKey.prefix)).toBe(true);
    const bearer = { authorization: `Bearer ${key}` };
    expect((await api.gql(ME, {}, bearer)).body.data.me).toMatchObject({
      kind: "apiKey",
      role: "EDITOR",
    });
    await api.gql(
      `mutation($id: ID!) { revokeApiKey(id: $id) { revoked } }`,
      { id: apiKey.id },
      owner,
    );
    expect((await api.gql(ME, {}, bearer)).body.data.me).toBeNull();
  });
});
