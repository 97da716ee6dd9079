import { mkdtempSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { databaseTargets } from "../testing/databases";
import { createScratchDatabase, type ScratchDatabase } from "../testing/scratch-postgres";
import { startTestServer, type TestServer } from "../testing/test-server";
import { SIGN_IN_FAILED } from "./auth-routes";
import { BEARER_FAILURE_LIMIT, SIGN_IN_LIMITS } from "./request-listener";

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

/** The setup code the test servers are given (FORMWRIGHT_SETUP_CODE). */
const SETUP_CODE = "test-setup-code-0123456789";

describe("first-start setup", () => {
  it("creates the owner only while no user exists, and signs them in", async () => {
    api = await startTestServer({ setupCode: SETUP_CODE });
    const first = await post("/api/auth/setup", {
      code: SETUP_CODE,
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
      code: SETUP_CODE,
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
  }, 90_000);

  it("refuses a short password with a clear message and creates nobody", async () => {
    api = await startTestServer({ setupCode: SETUP_CODE });
    const response = await post(
      "/api/auth/setup",
      { code: SETUP_CODE, email: "owner@example.com", password: "short" },
      {},
    );
    expect(response.headers.get("location")).toBe(
      `/setup?code=${SETUP_CODE}&email=owner%40example.com&error=password-short`,
    );
    const json = await fetch(`${api.url}/api/auth/setup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ code: SETUP_CODE, email: "owner@example.com", password: "short" }),
    });
    expect(await json.json()).toMatchObject({
      error: "Password must be at least 8 characters",
      field: "password",
    });
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
      expect(await response.json()).toMatchObject({ error: SIGN_IN_FAILED });
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

  it("after the free attempts, makes each further attempt wait, then lets the right password in", async () => {
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
    const wait = Number(blocked.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(2);
    expect(((await blocked.json()) as { error: string }).error).toBe(
      "Too many sign-in attempts. Try again in 1 minute.",
    );
    // Another account from the same address is still under the per-address limit.
    expect((await attempt("other@example.com", "whatever")).status).toBe(401);
    // No hard lock: once the delay is over, the right password signs in.
    await new Promise((resolve) => setTimeout(resolve, wait * 1000 + 100));
    expect((await attempt("owner@example.com", "correct horse battery")).status).toBe(200);
  });

  it("counts attempts before checking passwords: 12 parallel guesses get at most 10 checks", async () => {
    api = await startTestServer({
      initialOwner: { email: "owner@example.com", password: "correct horse battery" },
    });
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        fetch(`${api!.url}/api/auth/sign-in`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: "owner@example.com", password: `parallel guess ${i}` }),
        }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    // A 401 is a password that was checked; a 429 one refused before checking.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(
      SIGN_IN_LIMITS.perAccount.points,
    );
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(2);
  });

  it("redirects a failed form sign-in with a fixed error code, never the message", async () => {
    api = await startTestServer({
      initialOwner: { email: "owner@example.com", password: "correct horse battery" },
    });
    const response = await post("/api/auth/sign-in", {
      email: "owner@example.com",
      password: "wrong password",
    });
    expect(response.headers.get("location")).toBe("/admin?error=sign-in-failed");
  });

  describe("after sign-in", () => {
    // One server for every case: successful sign-ins do not count against the limit.
    let shared: TestServer | undefined;
    beforeAll(async () => {
      shared = await startTestServer({
        initialOwner: { email: "owner@example.com", password: "correct horse battery" },
      });
    });
    afterAll(async () => {
      await shared?.close();
    });

    it.each([
      "//evil.example/steal",
      "/\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "/\r\n/evil.example",
      "/ /evil.example",
      "/admin\\..\\/evil.example",
      "https://evil.example",
    ])("never redirects to another site (next=%j)", async (next) => {
      const response = await fetch(`${shared!.url}/api/auth/sign-in`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          email: "owner@example.com",
          password: "correct horse battery",
          next,
        }).toString(),
      });
      expect(response.headers.get("location")).toBe("/admin");
    });
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

describe("the setup code", () => {
  it("refuses setup without the code, or with a wrong one, and creates nobody", async () => {
    api = await startTestServer({ setupCode: SETUP_CODE });
    const owner = { email: "owner@example.com", password: "correct horse battery" };
    // Without scripts the page comes back with what was typed (bar the
    // passwords), and says only what was wrong: the code missing, or wrong.
    for (const [code, location] of [
      [undefined, "/setup?email=owner%40example.com&error=setup-code-missing"],
      ["", "/setup?email=owner%40example.com&error=setup-code-missing"],
      [
        "wrong-code-0123456789",
        "/setup?code=wrong-code-0123456789&email=owner%40example.com&error=setup-code",
      ],
    ] as const) {
      const body = code === undefined ? owner : { ...owner, code };
      const response = await post("/api/auth/setup", body);
      expect(response.headers.get("location")).toBe(location);
      expect(response.headers.get("set-cookie")).toBeNull();
    }
    const json = await fetch(`${api.url}/api/auth/setup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...owner, code: "nope" }),
    });
    expect(json.status).toBe(403);
    expect(await json.json()).toMatchObject({
      error:
        "The setup code is wrong. Check it against the setup link that Formwright printed in its log when it started.",
      field: "code",
    });
    const users = await api.gql(
      `{ users { email } }`,
      {},
      { authorization: "Bearer test-admin-token" },
    );
    expect(users.body.data.users).toEqual([]);
  });

  it("prints a setup link at start when no owner comes from the environment, and its code works", async () => {
    const lines: string[] = [];
    const app = await createApp(
      {
        ...loadConfig({ NODE_ENV: "test" }),
        port: 0,
        dataDir: "memory://",
        formsDir: null,
        uploadsDir: mkdtempSync(path.join(os.tmpdir(), "formwright-setup-test-")),
      },
      { log: (line) => lines.push(line) },
    );
    const server = createServer(app.listener);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const link = lines.find((l) => l.startsWith("Set up Formwright: "));
      expect(link).toMatch(/^Set up Formwright: http:\/\/localhost:\d+\/setup\?code=[\w-]{20}$/);
      const code = new URL(link!.slice("Set up Formwright: ".length)).searchParams.get("code");
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/auth/setup`;
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          code,
          email: "owner@example.com",
          password: "correct horse battery",
        }),
      });
      expect(response.status).toBe(200);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.close();
    }
  });

  it("prints no setup link when the owner comes from the environment", async () => {
    const lines: string[] = [];
    const app = await createApp(
      {
        ...loadConfig({
          NODE_ENV: "test",
          FORMWRIGHT_ADMIN_EMAIL: "boss@example.com",
          FORMWRIGHT_ADMIN_PASSWORD: "correct horse battery",
        }),
        dataDir: "memory://",
        formsDir: null,
      },
      { log: (line) => lines.push(line) },
    );
    await app.close();
    expect(lines.some((l) => l.includes("/setup?code="))).toBe(false);
  });
});

describe.each(databaseTargets)("first owner on $name", ({ name }) => {
  let scratch: ScratchDatabase | undefined;
  afterEach(async () => {
    // Before the database goes: its pool would see its connections killed.
    await api?.close();
    api = undefined;
    await scratch?.drop();
    scratch = undefined;
  });

  it("is created once however many setups race", async () => {
    if (name === "postgres") scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
    api = await startTestServer({ setupCode: SETUP_CODE, databaseUrl: scratch?.url });
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        fetch(`${api!.url}/api/auth/setup`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            code: SETUP_CODE,
            email: `owner${i}@example.com`,
            password: "correct horse battery",
          }),
        }),
      ),
    );
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    const users = await api.gql(
      `{ users { role } }`,
      {},
      { authorization: "Bearer test-admin-token" },
    );
    expect(users.body.data.users).toEqual([{ role: "OWNER" }]);
  });
});

describe("passwords", () => {
  const OWNER = { email: "owner@example.com", password: "correct horse battery" };
  const TOKEN = { authorization: "Bearer test-admin-token" };

  async function signInCookie(credentials: { email: string; password: string }) {
    const response = await post("/api/auth/sign-in", credentials);
    expect(response.status).toBe(303);
    return cookieOf(response);
  }

  it("lets a signed-in user change their password, ending their other sessions only", async () => {
    api = await startTestServer({ initialOwner: OWNER });
    const here = await signInCookie(OWNER);
    const elsewhere = await signInCookie(OWNER);
    const wrong = await api.gql(
      `mutation { changePassword(currentPassword: "not it at all", newPassword: "a brand new password") }`,
      {},
      { cookie: here },
    );
    expect(wrong.body.errors?.[0]?.message).toBe("Your current password is incorrect");
    const changed = await api.gql(
      `mutation($c: String!) { changePassword(currentPassword: $c, newPassword: "a brand new password") }`,
      { c: OWNER.password },
      { cookie: here },
    );
    expect(changed.body.data?.changePassword).toBe(true);
    expect((await api.gql(ME, {}, { cookie: here })).body.data.me?.email).toBe(OWNER.email);
    expect((await api.gql(ME, {}, { cookie: elsewhere })).body.data.me).toBeNull();
    expect((await post("/api/auth/sign-in", OWNER)).headers.get("location")).toBe(
      "/admin?error=sign-in-failed",
    );
    await signInCookie({ email: OWNER.email, password: "a brand new password" });
  });

  it("refuses changePassword to an API key, with a clear message", async () => {
    api = await startTestServer({ initialOwner: OWNER });
    const result = await api.gql(
      `mutation { changePassword(currentPassword: "x", newPassword: "a brand new password") }`,
      {},
      TOKEN,
    );
    expect(result.body.errors?.[0]?.message).toMatch(/Only a signed-in user can change/);
  });

  it("resets a password with a one-time link from an owner, which signs in and ends old sessions", async () => {
    api = await startTestServer({ initialOwner: OWNER });
    const made = await api.gql(
      `mutation { createUser(email: "ed@example.com", password: "editor password", role: EDITOR) { id } }`,
      {},
      TOKEN,
    );
    const edOld = await signInCookie({ email: "ed@example.com", password: "editor password" });
    const link = await api.gql(
      `mutation($id: ID!) { createPasswordResetLink(userId: $id) { url expiresAt user { email } } }`,
      { id: made.body.data.createUser.id },
      TOKEN,
    );
    const { url, expiresAt } = link.body.data.createPasswordResetLink;
    expect(url).toMatch(new RegExp(`^${api.url}/reset/[\\w-]{40,}$`));
    const hours = (new Date(expiresAt).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(0.98);
    expect(hours).toBeLessThanOrEqual(1);
    const token = url.split("/reset/")[1];

    const mismatch = await post("/api/auth/reset", {
      token,
      password: "a new editor password",
      confirmPassword: "something else",
    });
    expect(mismatch.headers.get("location")).toBe(`/reset/${token}?error=passwords-differ`);
    const short = await post("/api/auth/reset", {
      token,
      password: "short",
      confirmPassword: "short",
    });
    expect(short.headers.get("location")).toBe(`/reset/${token}?error=password-short`);

    const done = await post("/api/auth/reset", {
      token,
      password: "a new editor password",
      confirmPassword: "a new editor password",
    });
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe("/admin");
    expect((await api.gql(ME, {}, { cookie: cookieOf(done) })).body.data.me.email).toBe(
      "ed@example.com",
    );
    expect((await api.gql(ME, {}, { cookie: edOld })).body.data.me).toBeNull();
    await signInCookie({ email: "ed@example.com", password: "a new editor password" });

    const again = await post("/api/auth/reset", {
      token,
      password: "yet another password",
      confirmPassword: "yet another password",
    });
    expect(again.headers.get("location")).toBe(`/reset/${token}?error=reset-invalid`);
  });

  it("replaces an earlier reset link with a newer one", async () => {
    api = await startTestServer({ initialOwner: OWNER });
    const users = await api.gql(`{ users { id } }`, {}, TOKEN);
    const id = users.body.data.users[0].id;
    const make = async () =>
      (
        await api!.gql(
          `mutation($id: ID!) { createPasswordResetLink(userId: $id) { url } }`,
          { id },
          TOKEN,
        )
      ).body.data.createPasswordResetLink.url.split("/reset/")[1] as string;
    const first = await make();
    const second = await make();
    const use = (token: string) =>
      post("/api/auth/reset", {
        token,
        password: "a new password",
        confirmPassword: "a new password",
      });
    expect((await use(first)).headers.get("location")).toBe(`/reset/${first}?error=reset-invalid`);
    expect((await use(second)).headers.get("location")).toBe("/admin");
  });
});

describe("bearer credentials", () => {
  it("limits failed bearer attempts per address, and says when to try again", async () => {
    api = await startTestServer();
    for (let i = 0; i < BEARER_FAILURE_LIMIT.points; i++) {
      const { body } = await api.gql(ME, {}, { authorization: `Bearer fwk_guess${i}` });
      expect(body.data?.me).toBeNull();
    }
    const refused = await api.gql(ME, {}, { authorization: "Bearer test-admin-token" });
    expect(refused.status).toBe(429);
    expect(refused.body.errors?.[0]?.message).toMatch(/Too many failed attempts/);
    const upload = await fetch(`${api.url}/api/uploads`, {
      method: "POST",
      headers: { authorization: "Bearer fwk_more" },
      body: "x",
    });
    expect(upload.status).toBe(429);
    expect(Number(upload.headers.get("retry-after"))).toBeGreaterThan(0);
  }, 120_000);
});
