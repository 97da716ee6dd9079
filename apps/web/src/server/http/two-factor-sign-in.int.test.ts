import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInBackoff } from "../db/schema";
import { SIGN_IN_BACKOFF } from "../services/auth/sign-in-backoff";
import { CHALLENGE_MAX_ATTEMPTS } from "../services/auth/two-factor/challenges";
import { totpCode } from "../services/auth/two-factor/totp";
import { twoFactorBackoffKey } from "../services/auth/two-factor/two-factor";
import { startTestServer, type TestServer } from "../testing/test-server";

const OWNER = { email: "owner@example.com", password: "correct horse battery" };
const STEP_MS = 30_000;
const ME = `{ me { email } }`;

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer({ initialOwner: OWNER });
}, 300_000);
afterAll(async () => {
  await api?.close();
});

/** The `name=value` pairs of a response's cookies, by name. */
function cookiesOf(response: Response): Map<string, { value: string; line: string }> {
  return new Map(
    response.headers.getSetCookie().map((line) => {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      return [pair.slice(0, at), { value: pair.slice(at + 1), line }];
    }),
  );
}

function cookieHeader(response: Response, name: string): string {
  const cookie = cookiesOf(response).get(name);
  if (!cookie) throw new Error(`no ${name} cookie`);
  return `${name}=${cookie.value}`;
}

async function postJson(body: Record<string, string>, cookie?: string) {
  return fetch(`${api.url}/api/auth/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

async function postForm(body: Record<string, string>, cookie?: string) {
  return fetch(`${api.url}/api/auth/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(body).toString(),
  });
}

let users = 0;
/** A new user with two-factor sign-in on, set up through the API; its key and recovery codes. */
async function userWithTwoFactor() {
  users += 1;
  const user = { email: `two-factor-${users}@example.com`, password: "correct horse battery" };
  await api.gql(
    `mutation($e: String!, $p: String!) { createUser(email: $e, password: $p, role: EDITOR) { id } }`,
    { e: user.email, p: user.password },
    { authorization: "Bearer test-admin-token" },
  );
  const signedIn = await postJson(user);
  expect(signedIn.status).toBe(200);
  const session = { cookie: cookieHeader(signedIn, "fw_session") };
  const setup = await api.gql(`mutation { startTwoFactorSetup { key uri } }`, {}, session);
  const key: string = setup.body.data.startTwoFactorSetup.key;
  const confirmed = await api.gql(
    `mutation($c: String!) { confirmTwoFactorSetup(code: $c) }`,
    { c: totpCode(key, Date.now()) },
    session,
  );
  const recoveryCodes: string[] = confirmed.body.data.confirmTwoFactorSetup;
  expect(recoveryCodes).toHaveLength(10);
  return { ...user, key, recoveryCodes };
}

/** The password step: the cookie of the sign-in now waiting for a code. */
async function passwordStep(user: { email: string; password: string }): Promise<string> {
  const response = await postJson({ email: user.email, password: user.password });
  expect(response.status).toBe(401);
  return cookieHeader(response, "fw_two_factor");
}

/**
 * The app's next code: the confirming code spent the current 30 s step, and
 * the server takes a code one step either side of its clock.
 */
function nextCode(key: string): string {
  return totpCode(key, Date.now() + STEP_MS);
}

describe("sign-in with two-factor sign-in on", () => {
  it("asks for a code after the right password, and the waiting state is no session", async () => {
    const user = await userWithTwoFactor();
    const response = await postJson({ email: user.email, password: user.password });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: "Enter the code from your authenticator app to finish signing in",
      code: "two-factor-required",
      field: "code",
    });
    const cookies = cookiesOf(response);
    expect(cookies.has("fw_session")).toBe(false);
    const waiting = cookies.get("fw_two_factor");
    expect(waiting?.line).toMatch(/HttpOnly/i);
    expect(waiting?.line).toMatch(/SameSite=Strict/i);
    expect(waiting?.line).toMatch(/Max-Age=300/);
    // The waiting cookie, even put where a session goes, opens nothing.
    const asSession = `fw_session=${waiting?.value}`;
    expect((await api.gql(ME, {}, { cookie: asSession })).body.data.me).toBeNull();
    expect(
      (await api.gql(ME, {}, { cookie: `fw_two_factor=${waiting?.value}` })).body.data.me,
    ).toBeNull();
  });

  it("without scripts, goes on to the code step of the page asked for", async () => {
    const user = await userWithTwoFactor();
    const response = await postForm({
      email: user.email,
      password: user.password,
      next: "/admin/forms",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/admin/forms?step=two-factor");
    const cookie = cookieHeader(response, "fw_two_factor");
    const wrong = await postForm({ code: "000000", next: "/admin/forms" }, cookie);
    expect(wrong.headers.get("location")).toBe(
      "/admin/forms?step=two-factor&error=two-factor-failed",
    );
    const right = await postForm({ code: nextCode(user.key), next: "/admin/forms" }, cookie);
    expect(right.headers.get("location")).toBe("/admin/forms");
    const session = cookieHeader(right, "fw_session");
    expect((await api.gql(ME, {}, { cookie: session })).body.data.me.email).toBe(user.email);
  });

  it("signs in with the code, once: the same code is refused in its step", async () => {
    const user = await userWithTwoFactor();
    const code = nextCode(user.key);
    const wrong = await postJson(
      { code: code === "000000" ? "111111" : "000000" },
      await passwordStep(user),
    );
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: "two-factor-failed", field: "code" });

    const waiting = await passwordStep(user);
    const signedIn = await postJson({ code }, waiting);
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toMatchObject({ ok: true, user: { email: user.email } });
    expect(cookiesOf(signedIn).get("fw_two_factor")?.line).toMatch(/Max-Age=0/);
    const session = cookieHeader(signedIn, "fw_session");
    expect((await api.gql(ME, {}, { cookie: session })).body.data.me.email).toBe(user.email);
    // The challenge ended with the session.
    const again = await postJson({ code }, waiting);
    expect(await again.json()).toMatchObject({ code: "two-factor-expired" });

    const replay = await postJson({ code }, await passwordStep(user));
    expect(replay.status).toBe(401);
    expect(await replay.json()).toMatchObject({
      code: "two-factor-used",
      error:
        "This code was used already: enter the next code your authenticator app shows, or an unused recovery code",
    });
  });

  it("takes a recovery code instead of a code, once", async () => {
    const user = await userWithTwoFactor();
    const [recovery = ""] = user.recoveryCodes;
    const first = await postJson({ code: recovery.toUpperCase() }, await passwordStep(user));
    expect(first.status).toBe(200);
    expect(cookiesOf(first).has("fw_session")).toBe(true);
    const second = await postJson({ code: recovery }, await passwordStep(user));
    expect(second.status).toBe(401);
    expect(await second.json()).toMatchObject({ code: "two-factor-used" });
    const status = await api.gql(
      `{ me { twoFactor { enabled recoveryCodesLeft } } }`,
      {},
      { cookie: cookieHeader(first, "fw_session") },
    );
    expect(status.body.data.me.twoFactor).toEqual({ enabled: true, recoveryCodesLeft: 9 });
  });

  it("refuses a code without a waiting sign-in, and after its few attempts", async () => {
    const user = await userWithTwoFactor();
    const none = await postJson({ code: nextCode(user.key) });
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ code: "two-factor-expired", field: null });

    const waiting = await passwordStep(user);
    for (let i = 0; i < CHALLENGE_MAX_ATTEMPTS; i++) {
      expect(await (await postJson({ code: "999999" }, waiting)).json()).toMatchObject({
        code: expect.stringMatching(/^two-factor-(failed|used)$/),
      });
    }
    const spent = await postJson({ code: nextCode(user.key) }, waiting);
    expect(await spent.json()).toMatchObject({ code: "two-factor-expired" });
    expect(cookiesOf(spent).get("fw_two_factor")?.line).toMatch(/Max-Age=0/);
  });

  it("counts code attempts per user with the sign-in backoff, before checking the code", async () => {
    const user = await userWithTwoFactor();
    const [{ id }] = (
      await api.gql(`{ users { id email } }`, {}, { authorization: "Bearer test-admin-token" })
    ).body.data.users.filter((u: { email: string }) => u.email === user.email);
    const key = twoFactorBackoffKey(id);
    const { db } = api.database;
    const waiting = await passwordStep(user);
    await postJson({ code: "000001" }, waiting);
    await postJson({ code: "000002" }, waiting);
    const [counted] = await db.select().from(signInBackoff).where(eq(signInBackoff.key, key));
    expect(counted?.failures).toBe(2);

    // As if many wrong codes came just now: even the right code waits, unchecked.
    await db
      .update(signInBackoff)
      .set({ failures: SIGN_IN_BACKOFF.freeAttempts + 20, lastAt: new Date() })
      .where(eq(signInBackoff.key, key));
    const refused = await postJson({ code: nextCode(user.key) }, waiting);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(60);
    expect(await refused.json()).toMatchObject({ code: "too-many-attempts" });

    // Once the wait is over, the right code gets in, and the count is forgotten.
    await db
      .update(signInBackoff)
      .set({ lastAt: new Date(Date.now() - 3_600_000) })
      .where(eq(signInBackoff.key, key));
    const signedIn = await postJson({ code: nextCode(user.key) }, await passwordStep(user));
    expect(signedIn.status).toBe(200);
    expect(await db.select().from(signInBackoff).where(eq(signInBackoff.key, key))).toEqual([]);
  });

  it("a reset link sets the password but does not sign in: the code is still asked", async () => {
    const user = await userWithTwoFactor();
    const users = await api.gql(
      `{ users { id email } }`,
      {},
      { authorization: "Bearer test-admin-token" },
    );
    const id = users.body.data.users.find((u: { email: string }) => u.email === user.email).id;
    const link = await api.gql(
      `mutation($id: ID!) { createPasswordResetLink(userId: $id) { url } }`,
      { id },
      { authorization: "Bearer test-admin-token" },
    );
    const token = String(link.body.data.createPasswordResetLink.url).split("/reset/")[1] ?? "";
    const reset = await fetch(`${api.url}/api/auth/reset`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        token,
        password: "a brand new password",
        confirmPassword: "a brand new password",
      }),
    });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toMatchObject({ ok: true, signedIn: false });
    expect(cookiesOf(reset).has("fw_session")).toBe(false);
    const waiting = await passwordStep({ email: user.email, password: "a brand new password" });
    expect((await postJson({ code: nextCode(user.key) }, waiting)).status).toBe(200);
  });
});
