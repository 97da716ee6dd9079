import { afterAll, afterEach, describe, expect, it } from "vitest";
import { TWO_FACTOR_REQUIRED } from "../../lib/two-factor";
import { totpCode } from "../services/auth/two-factor/totp";
import { contactDocument } from "../testing/fixtures";
import { startTestServer, type TestServer } from "../testing/test-server";

const OWNER_TOKEN = { authorization: "Bearer test-admin-token" };
const STATUS = `{ me { twoFactor { enabled required recoveryCodesLeft } } }`;

let api: TestServer | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});
afterAll(async () => {
  await api?.close();
});

/** A new user signed in (password only): the session cookie to send. */
async function signedInUser(server: TestServer, email: string) {
  const password = "correct horse battery";
  await server.gql(
    `mutation($e: String!, $p: String!) { createUser(email: $e, password: $p, role: EDITOR) { id } }`,
    { e: email, p: password },
    OWNER_TOKEN,
  );
  const response = await fetch(`${server.url}/api/auth/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("fw_session="));
  return { cookie: cookie?.split(";")[0] ?? "", password };
}

async function setUp(server: TestServer, session: { cookie: string }) {
  const setup = await server.gql(`mutation { startTwoFactorSetup { key uri } }`, {}, session);
  const key: string = setup.body.data.startTwoFactorSetup.key;
  const confirmed = await server.gql(
    `mutation($c: String!) { confirmTwoFactorSetup(code: $c) }`,
    { c: totpCode(key, Date.now()) },
    session,
  );
  return { key, codes: confirmed.body.data.confirmTwoFactorSetup as string[] };
}

describe("two-factor set-up through the API", () => {
  it("sets up with a first code, says so in me, and turns off with the password or a code", async () => {
    api = await startTestServer();
    const { cookie, password } = await signedInUser(api, "ed@example.com");
    const session = { cookie };
    expect((await api.gql(STATUS, {}, session)).body.data.me.twoFactor).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
    });
    const setup = await api.gql(`mutation { startTwoFactorSetup { key uri } }`, {}, session);
    const { key, uri } = setup.body.data.startTwoFactorSetup;
    expect(uri).toBe(
      `otpauth://totp/Formwright:ed%40example.com?issuer=Formwright&secret=${key}&algorithm=SHA1&digits=6&period=30`,
    );
    const wrong = await api.gql(`mutation { confirmTwoFactorSetup(code: "12345") }`, {}, session);
    expect(wrong.body.errors?.[0]).toMatchObject({
      message:
        "The code is not right: enter the 6-digit code your authenticator app shows now, or one of your recovery codes",
      extensions: { code: "BAD_USER_INPUT" },
    });
    const confirmed = await api.gql(
      `mutation($c: String!) { confirmTwoFactorSetup(code: $c) }`,
      { c: totpCode(key, Date.now()) },
      session,
    );
    const codes: string[] = confirmed.body.data.confirmTwoFactorSetup;
    expect(codes).toHaveLength(10);
    expect((await api.gql(STATUS, {}, session)).body.data.me.twoFactor).toEqual({
      enabled: true,
      required: false,
      recoveryCodesLeft: 10,
    });

    const neither = await api.gql(`mutation { disableTwoFactor }`, {}, session);
    expect(neither.body.errors?.[0]?.message).toBe(
      "Enter your password, or a code from your authenticator app, to turn two-factor sign-in off",
    );
    const badPassword = await api.gql(
      `mutation { disableTwoFactor(password: "not my password") }`,
      {},
      session,
    );
    expect(badPassword.body.errors?.[0]?.message).toBe("Your password is incorrect");
    const byCode = await api.gql(
      `mutation($c: String!) { disableTwoFactor(code: $c) }`,
      { c: codes[0] },
      session,
    );
    expect(byCode.body.data.disableTwoFactor).toBe(true);
    expect((await api.gql(STATUS, {}, session)).body.data.me.twoFactor.enabled).toBe(false);

    await setUp(api, session);
    const byPassword = await api.gql(
      `mutation($p: String!) { disableTwoFactor(password: $p) }`,
      { p: password },
      session,
    );
    expect(byPassword.body.data.disableTwoFactor).toBe(true);
  });

  it("is for people: an API key has no two-factor sign-in", async () => {
    api = await startTestServer();
    const asKey = await api.gql(`mutation { startTwoFactorSetup { key } }`, {}, OWNER_TOKEN);
    expect(asKey.body.errors?.[0]?.message).toBe(
      "Only a signed-in user has two-factor sign-in; API keys have none",
    );
    expect((await api.gql(STATUS, {}, OWNER_TOKEN)).body.data.me.twoFactor).toBeNull();
  });
});

describe("FORMWRIGHT_REQUIRE_2FA=1", () => {
  it("refuses a member without two-factor sign-in everything but its set-up, until it is on", async () => {
    api = await startTestServer({ requireTwoFactor: true });
    const created = await api.gql(
      `mutation($d: JSON!) { createForm(document: $d) { id } }`,
      { d: contactDocument() },
      OWNER_TOKEN,
    );
    const csv = `${api.url}/api/forms/${created.body.data.createForm.id}/submissions.csv`;
    const session = { cookie: (await signedInUser(api, "new@example.com")).cookie };
    // The HTTP routes behind a sign-in refuse too, with the same words.
    const refusedCsv = await fetch(csv, { headers: session });
    expect(refusedCsv.status).toBe(403);
    expect(await refusedCsv.text()).toBe(TWO_FACTOR_REQUIRED.message);
    for (const query of [`{ forms { id } }`, `mutation { disableTwoFactor(code: "000000") }`]) {
      const refused = await api.gql(query, {}, session);
      expect(refused.body.errors?.[0]).toMatchObject({
        message: TWO_FACTOR_REQUIRED.message,
        extensions: { code: "TWO_FACTOR_REQUIRED" },
      });
    }
    expect(TWO_FACTOR_REQUIRED.message).toBe(
      "This server requires two-factor sign-in: set it up on your account page (/admin/account) to continue",
    );
    expect((await api.gql(STATUS, {}, session)).body.data.me.twoFactor).toEqual({
      enabled: false,
      required: true,
      recoveryCodesLeft: 0,
    });
    // Public operations need no account, so they stay open.
    expect((await api.gql(`{ setupRequired }`, {}, session)).body.errors).toBeUndefined();
    // API keys are not members.
    expect((await api.gql(`{ forms { id } }`, {}, OWNER_TOKEN)).body.errors).toBeUndefined();

    await setUp(api, session);
    const allowed = await api.gql(`{ forms { id } }`, {}, session);
    expect(allowed.body.errors).toBeUndefined();
    expect(allowed.body.data.forms).toHaveLength(1);
    expect((await fetch(csv, { headers: session })).status).toBe(200);
  });

  it("reads 1 or true from the environment, off by default", async () => {
    const { loadConfig } = await import("../config");
    expect(
      loadConfig({ NODE_ENV: "production", FORMWRIGHT_REQUIRE_2FA: "1" }).requireTwoFactor,
    ).toBe(true);
    expect(
      loadConfig({ NODE_ENV: "production", FORMWRIGHT_REQUIRE_2FA: "true" }).requireTwoFactor,
    ).toBe(true);
    expect(loadConfig({ NODE_ENV: "production" }).requireTwoFactor).toBe(false);
    expect(() => loadConfig({ NODE_ENV: "production", FORMWRIGHT_REQUIRE_2FA: "yes" })).toThrow(
      /FORMWRIGHT_REQUIRE_2FA/,
    );
  });
});
