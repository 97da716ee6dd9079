import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TWO_FACTOR_REQUIRED } from "../../lib/two-factor";
import { signInBackoff } from "../db/schema";
import { SESSION_COOKIE } from "../services/auth/actor";
import type { OidcSettings } from "../services/auth/sign-in-methods";
import { totpCode } from "../services/auth/two-factor/totp";
import { twoFactorBackoffKey } from "../services/auth/two-factor/two-factor";
import {
  signInAtProvider,
  startOidcProvider,
  type TestIdentity,
  type TestOidcProvider,
} from "../testing/oidc-provider";
import { startTestServer, type TestServer } from "../testing/test-server";
import { OIDC_FLOW_COOKIE, OIDC_PATHS } from "./oidc-routes";
import { TWO_FACTOR_COOKIE } from "./two-factor-sign-in";

// Single sign-on against a real OpenID provider (oidc-provider) on loopback:
// the browser's part (redirects, the provider's sign-in and consent pages)
// is played by signInAtProvider.

const ME = `{ me { role email } }`;
const OWNER_TOKEN = { authorization: "Bearer test-admin-token" };

/** The value (`name=value`) of a cookie a response sets, or null. */
function cookieSet(response: Response, name: string): string | null {
  const line = response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  return line?.split(";")[0] ?? null;
}

async function startSso(
  provider: TestOidcProvider,
  overrides: Partial<OidcSettings> = {},
  server: Parameters<typeof startTestServer>[0] = {},
): Promise<TestServer> {
  const api = await startTestServer({
    oidc: {
      issuer: provider.issuer,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
      name: "Corp ID",
      allowedDomains: ["corp.test"],
      defaultRole: "editor",
      ...overrides,
    },
    ...server,
  });
  provider.allowRedirectUri(`${api.url}${OIDC_PATHS.callback}`);
  return api;
}

/**
 * A provider knowing `accounts` and a server of ours for it, started before
 * the tests of the `describe` this is called in and stopped after them.
 */
function ssoSuite(
  accounts: Record<string, TestIdentity>,
  server: Parameters<typeof startTestServer>[0] = {},
) {
  const suite = {} as { provider: TestOidcProvider; api: TestServer };
  beforeAll(async () => {
    suite.provider = await startOidcProvider({ accounts });
    suite.api = await startSso(suite.provider, {}, server);
  }, 60_000);
  afterAll(async () => {
    await suite.api?.close();
    await suite.provider?.close();
  });
  return suite;
}

/** Leaves for the provider as the sign-in button does; returns where to and the flow cookie. */
async function start(api: TestServer, next?: string) {
  const query = next === undefined ? "" : `?next=${encodeURIComponent(next)}`;
  const response = await fetch(`${api.url}${OIDC_PATHS.start}${query}`, { redirect: "manual" });
  expect(response.status).toBe(303);
  const flowCookie = cookieSet(response, OIDC_FLOW_COOKIE);
  expect(response.headers.getSetCookie().join()).toMatch(
    /HttpOnly.*SameSite=Lax|SameSite=Lax.*HttpOnly/i,
  );
  return { authorizationUrl: response.headers.get("location") ?? "", flowCookie: flowCookie ?? "" };
}

function callback(url: string, cookie: string) {
  return fetch(url, { redirect: "manual", headers: cookie ? { cookie } : {} });
}

/** The whole way: start, the provider's pages as `login`, and the callback. */
async function signInAs(api: TestServer, login: string, next?: string) {
  const { authorizationUrl, flowCookie } = await start(api, next);
  const back = await signInAtProvider(authorizationUrl, {
    login,
    redirectUri: `${api.url}${OIDC_PATHS.callback}`,
  });
  const response = await callback(back, flowCookie);
  return { response, back, flowCookie, session: cookieSet(response, SESSION_COOKIE) };
}

/** The code step's post (`POST /api/auth/sign-in` with `code`), as the page's form sends it, or as JSON. */
function postCode(
  api: TestServer,
  input: { code: string; cookie: string; next?: string; json?: boolean },
) {
  const body = { code: input.code, ...(input.next ? { next: input.next } : {}) };
  return fetch(`${api.url}/api/auth/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: input.json
      ? { "content-type": "application/json", cookie: input.cookie }
      : { "content-type": "application/x-www-form-urlencoded", cookie: input.cookie },
    body: input.json ? JSON.stringify(body) : new URLSearchParams(body).toString(),
  });
}

/** Turns two-factor sign-in on for the session's user; its key and recovery codes. */
async function setUpTwoFactor(api: TestServer, session: string) {
  const started = await api.gql(
    `mutation { startTwoFactorSetup { key } }`,
    {},
    { cookie: session },
  );
  const key: string = started.body.data.startTwoFactorSetup.key;
  const confirmed = await api.gql(
    `mutation($c: String!) { confirmTwoFactorSetup(code: $c) }`,
    { c: totpCode(key, Date.now()) },
    { cookie: session },
  );
  const recoveryCodes: string[] = confirmed.body.data.confirmTwoFactorSetup;
  expect(recoveryCodes).toHaveLength(10);
  return { key, recoveryCodes };
}

/** The authenticator's next code: the confirming code spent the current 30 s step. */
const nextCode = (key: string) => totpCode(key, Date.now() + 30_000);

async function userEmails(api: TestServer): Promise<string[]> {
  const { body } = await api.gql(`{ users { email } }`, {}, OWNER_TOKEN);
  return (body.data.users as Array<{ email: string }>).map((u) => u.email).sort();
}

describe("single sign-on with OpenID Connect", () => {
  let provider: TestOidcProvider;
  let api: TestServer;

  beforeAll(async () => {
    provider = await startOidcProvider({
      accounts: {
        newcomer: { email: "New.Comer@Corp.test", emailVerified: true },
        boss: { email: "BOSS@corp.test", emailVerified: true },
        unverified: { email: "unverified@corp.test", emailVerified: false },
        outsider: { email: "someone@elsewhere.test", emailVerified: true },
        replay: { email: "replay@corp.test", emailVerified: true },
        tamper: { email: "tamper@corp.test", emailVerified: true },
      },
    });
    api = await startSso(
      provider,
      {},
      {
        initialOwner: { email: "boss@corp.test", password: "correct horse battery" },
      },
    );
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    await provider?.close();
  });

  it("creates an account in an allowed domain with the default role, signs it in, and returns to the page asked for", async () => {
    const first = await signInAs(api, "newcomer", "/admin/forms");
    expect(first.response.status).toBe(303);
    expect(first.response.headers.get("location")).toBe("/admin/forms");
    expect(first.session).not.toBeNull();
    // The flow cookie is spent.
    expect(cookieSet(first.response, OIDC_FLOW_COOKIE)).toBe(`${OIDC_FLOW_COOKIE}=`);
    const me = await api.gql(ME, {}, { cookie: first.session ?? "" });
    expect(me.body.data.me).toEqual({ role: "EDITOR", email: "new.comer@corp.test" });

    // The next time, the same account: matched, not made again.
    const again = await signInAs(api, "newcomer");
    expect(again.response.headers.get("location")).toBe("/admin");
    const meAgain = await api.gql(ME, {}, { cookie: again.session ?? "" });
    expect(meAgain.body.data.me.email).toBe("new.comer@corp.test");
    expect((await userEmails(api)).filter((e) => e === "new.comer@corp.test")).toHaveLength(1);
  }, 60_000);

  it("matches an existing account by its verified email, whatever the case, and keeps its role", async () => {
    const { response, session } = await signInAs(api, "boss");
    expect(response.headers.get("location")).toBe("/admin");
    const me = await api.gql(ME, {}, { cookie: session ?? "" });
    expect(me.body.data.me).toEqual({ role: "OWNER", email: "boss@corp.test" });
  }, 60_000);

  it("returns only to a path of this site", async () => {
    for (const next of ["https://evil.test/admin", "//evil.test/admin", "/\\evil.test"]) {
      const { response } = await signInAs(api, "boss", next);
      expect(response.headers.get("location")).toBe("/admin");
    }
  }, 60_000);

  it("refuses an answer whose state is not this browser's flow's", async () => {
    const { authorizationUrl, flowCookie } = await start(api);
    const back = new URL(
      await signInAtProvider(authorizationUrl, {
        login: "tamper",
        redirectUri: `${api.url}${OIDC_PATHS.callback}`,
      }),
    );
    back.searchParams.set("state", "not-the-state-this-browser-was-given");
    const wrongState = await callback(back.href, flowCookie);
    expect(wrongState.status).toBe(303);
    expect(wrongState.headers.get("location")).toBe("/admin?error=sso-failed");
    expect(cookieSet(wrongState, SESSION_COOKIE)).toBeNull();

    // Nor does an answer count in a browser that never started the flow.
    back.searchParams.delete("state");
    const noFlow = await callback(back.href, "");
    expect(noFlow.headers.get("location")).toBe("/admin?error=sso-failed");
    expect(cookieSet(noFlow, SESSION_COOKIE)).toBeNull();
    expect(await userEmails(api)).not.toContain("tamper@corp.test");
  }, 60_000);

  it("refuses a code used once already, even with the flow cookie it came with", async () => {
    const first = await signInAs(api, "replay");
    expect(first.session).not.toBeNull();
    const replayed = await callback(first.back, first.flowCookie);
    expect(replayed.status).toBe(303);
    expect(replayed.headers.get("location")).toBe("/admin?error=sso-failed");
    expect(cookieSet(replayed, SESSION_COOKIE)).toBeNull();
  }, 60_000);

  it("refuses an email the provider has not verified, and makes no account", async () => {
    const { response, session } = await signInAs(api, "unverified");
    expect(response.headers.get("location")).toBe("/admin?error=sso-email-unverified");
    expect(session).toBeNull();
    expect(await userEmails(api)).not.toContain("unverified@corp.test");
  }, 60_000);

  it("refuses a new person from a domain that is not allowed, and makes no account", async () => {
    const { response, session } = await signInAs(api, "outsider");
    expect(response.headers.get("location")).toBe("/admin?error=sso-domain-not-allowed");
    expect(session).toBeNull();
    expect(await userEmails(api)).not.toContain("someone@elsewhere.test");
    const audit = await api.gql(
      `{ auditLog(action: "user.sign_in_failed") { nodes { details } } }`,
      {},
      OWNER_TOKEN,
    );
    expect(
      audit.body.data.auditLog.nodes.map((n: { details: unknown }) => n.details),
    ).toContainEqual({ method: "oidc", reason: "sso-domain-not-allowed" });
  }, 60_000);

  it("lets a person from another domain in once an owner made their account", async () => {
    await api.gql(
      `mutation { inviteUser(email: "someone@elsewhere.test", role: VIEWER) { user { id } } }`,
      {},
      OWNER_TOKEN,
    );
    const { response, session } = await signInAs(api, "outsider");
    expect(response.headers.get("location")).toBe("/admin");
    const me = await api.gql(ME, {}, { cookie: session ?? "" });
    expect(me.body.data.me).toEqual({ role: "VIEWER", email: "someone@elsewhere.test" });
  }, 60_000);

  it("answers only GET", async () => {
    const response = await fetch(`${api.url}${OIDC_PATHS.start}`, { method: "POST" });
    expect(response.status).toBe(405);
  });
});

describe("password sign-in turned off (FORMWRIGHT_PASSWORD_SIGNIN=0)", () => {
  const sso = ssoSuite(
    { boss: { email: "boss@corp.test", emailVerified: true } },
    {
      passwordSignIn: false,
      initialOwner: { email: "boss@corp.test", password: "correct horse battery" },
    },
  );

  it("refuses the right password, by form and by JSON, and single sign-on still signs in", async () => {
    const { api } = sso;
    const form = await fetch(`${api.url}/api/auth/sign-in`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "boss@corp.test", password: "correct horse battery" }),
    });
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toBe("/admin?error=password-sign-in-off");
    expect(form.headers.get("set-cookie")).toBeNull();
    const json = await fetch(`${api.url}/api/auth/sign-in`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "boss@corp.test", password: "correct horse battery" }),
    });
    expect(json.status).toBe(403);
    expect(await json.json()).toMatchObject({ code: "password-sign-in-off" });

    const { session } = await signInAs(api, "boss");
    const me = await api.gql(ME, {}, { cookie: session ?? "" });
    expect(me.body.data.me).toEqual({ role: "OWNER", email: "boss@corp.test" });
  }, 60_000);
});

describe("single sign-on of a user with two-factor sign-in", () => {
  const sso = ssoSuite({
    guarded: { email: "guarded@corp.test", emailVerified: true },
    lost: { email: "lost@corp.test", emailVerified: true },
    counted: { email: "counted@corp.test", emailVerified: true },
  });

  /** Signs `login` in once (a new account), turns two-factor sign-in on, and signs out. */
  async function withTwoFactor(login: string) {
    const { api } = sso;
    const first = await signInAs(api, login);
    expect(first.session).not.toBeNull();
    const factor = await setUpTwoFactor(api, first.session ?? "");
    await fetch(`${api.url}/api/auth/sign-out`, {
      method: "POST",
      headers: { cookie: first.session ?? "", "content-type": "application/json" },
    });
    return factor;
  }

  it("asks for a code on the page asked for, as after a password, and only the code starts a session", async () => {
    const { api } = sso;
    const { key } = await withTwoFactor("guarded");
    const { response, session } = await signInAs(api, "guarded", "/admin/forms");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/admin/forms?step=two-factor");
    expect(session).toBeNull();
    expect(cookieSet(response, OIDC_FLOW_COOKIE)).toBe(`${OIDC_FLOW_COOKIE}=`);
    const waiting = cookieSet(response, TWO_FACTOR_COOKIE);
    expect(waiting).toMatch(new RegExp(`^${TWO_FACTOR_COOKIE}=.+`));
    const line = response.headers.getSetCookie().find((c) => c.startsWith(`${TWO_FACTOR_COOKIE}=`));
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Strict/i);
    expect(line).toMatch(/Max-Age=300/);
    // The waiting sign-in opens nothing.
    expect((await api.gql(ME, {}, { cookie: waiting ?? "" })).body.data.me).toBeNull();

    // Without scripts: a wrong code comes back to the code step with the password sign-in's message.
    const wrong = await postCode(api, {
      code: "000000",
      cookie: waiting ?? "",
      next: "/admin/forms",
    });
    expect(wrong.headers.get("location")).toBe(
      "/admin/forms?step=two-factor&error=two-factor-failed",
    );
    const right = await postCode(api, {
      code: nextCode(key),
      cookie: waiting ?? "",
      next: "/admin/forms",
    });
    expect(right.status).toBe(303);
    expect(right.headers.get("location")).toBe("/admin/forms");
    const signedIn = cookieSet(right, SESSION_COOKIE);
    const me = await api.gql(ME, {}, { cookie: signedIn ?? "" });
    expect(me.body.data.me).toEqual({ role: "EDITOR", email: "guarded@corp.test" });

    // The same code again, after another single sign-on: used.
    const again = await signInAs(api, "guarded");
    const replay = await postCode(api, {
      code: nextCode(key),
      cookie: cookieSet(again.response, TWO_FACTOR_COOKIE) ?? "",
      json: true,
    });
    expect(replay.status).toBe(401);
    expect(await replay.json()).toMatchObject({ code: "two-factor-used", field: "code" });
  }, 120_000);

  it("takes a recovery code, once", async () => {
    const { api } = sso;
    const { recoveryCodes } = await withTwoFactor("lost");
    const [recovery = ""] = recoveryCodes;
    const first = await signInAs(api, "lost");
    const used = await postCode(api, {
      code: recovery,
      cookie: cookieSet(first.response, TWO_FACTOR_COOKIE) ?? "",
      json: true,
    });
    expect(used.status).toBe(200);
    expect(await used.json()).toMatchObject({ ok: true, user: { email: "lost@corp.test" } });
    const session = cookieSet(used, SESSION_COOKIE);
    expect((await api.gql(ME, {}, { cookie: session ?? "" })).body.data.me.email).toBe(
      "lost@corp.test",
    );
    const second = await signInAs(api, "lost");
    const reused = await postCode(api, {
      code: recovery,
      cookie: cookieSet(second.response, TWO_FACTOR_COOKIE) ?? "",
      json: true,
    });
    expect(await reused.json()).toMatchObject({ code: "two-factor-used" });
  }, 120_000);

  it("counts its codes with the same per-user backoff as after a password", async () => {
    const { api } = sso;
    await withTwoFactor("counted");
    const { response } = await signInAs(api, "counted");
    const cookie = cookieSet(response, TWO_FACTOR_COOKIE) ?? "";
    for (const code of ["000001", "000002"]) {
      expect(await (await postCode(api, { code, cookie, json: true })).json()).toMatchObject({
        code: expect.stringMatching(/^two-factor-(failed|used)$/),
      });
    }
    const users = await api.gql(`{ users { id email } }`, {}, OWNER_TOKEN);
    const id = users.body.data.users.find(
      (u: { email: string }) => u.email === "counted@corp.test",
    ).id;
    const [counted] = await api.database.db
      .select()
      .from(signInBackoff)
      .where(eq(signInBackoff.key, twoFactorBackoffKey(id)));
    expect(counted?.failures).toBe(2);
  }, 120_000);
});

describe("single sign-on with FORMWRIGHT_REQUIRE_2FA=1 and passwords off", () => {
  const sso = ssoSuite(
    { member: { email: "member@corp.test", emailVerified: true } },
    {
      requireTwoFactor: true,
      passwordSignIn: false,
      initialOwner: { email: "boss@corp.test", password: "correct horse battery" },
    },
  );

  it("sends a member without two-factor sign-in to set it up, then asks for the code at each single sign-on", async () => {
    const { api } = sso;
    const first = await signInAs(api, "member");
    const session = { cookie: first.session ?? "" };
    expect((await api.gql(ME, {}, session)).body.data.me.email).toBe("member@corp.test");
    const refused = await api.gql(`{ workspaces { name } }`, {}, session);
    expect(refused.body.errors?.[0]).toMatchObject({
      message: TWO_FACTOR_REQUIRED.message,
      extensions: { code: "TWO_FACTOR_REQUIRED" },
    });
    const status = await api.gql(`{ me { twoFactor { enabled required } } }`, {}, session);
    expect(status.body.data.me.twoFactor).toEqual({ enabled: false, required: true });

    const { key } = await setUpTwoFactor(api, session.cookie);
    // Set up: the member sees the workspace a new single sign-on account joins.
    const allowed = await api.gql(`{ workspaces { name } }`, {}, session);
    expect(allowed.body.data.workspaces).toEqual([{ name: "Default" }]);

    // With passwords off, the code step after single sign-on still signs in.
    const again = await signInAs(api, "member");
    expect(again.response.headers.get("location")).toBe("/admin?step=two-factor");
    expect(again.session).toBeNull();
    const signedIn = await postCode(api, {
      code: nextCode(key),
      cookie: cookieSet(again.response, TWO_FACTOR_COOKIE) ?? "",
      json: true,
    });
    expect(signedIn.status).toBe(200);
    const me = await api.gql(ME, {}, { cookie: cookieSet(signedIn, SESSION_COOKIE) ?? "" });
    expect(me.body.data.me).toEqual({ role: "EDITOR", email: "member@corp.test" });
    // A password still gets nowhere, code step or not.
    const password = await fetch(`${api.url}/api/auth/sign-in`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        email: "boss@corp.test",
        password: "correct horse battery",
        code: "1",
      }),
    });
    expect(password.status).toBe(403);
  }, 120_000);
});

describe("without single sign-on", () => {
  it("has no single sign-on routes", async () => {
    const api = await startTestServer();
    try {
      const response = await fetch(`${api.url}${OIDC_PATHS.start}`, { redirect: "manual" });
      expect(response.status).toBe(404);
    } finally {
      await api.close();
    }
  });
});
