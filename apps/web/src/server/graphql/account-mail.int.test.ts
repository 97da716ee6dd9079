import { request as httpRequest } from "node:http";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type SmtpSink, startSmtpSink } from "../testing/smtp-sink";
import { startTestServer, type TestServer } from "../testing/test-server";

const TOKEN = { authorization: "Bearer test-admin-token" };
const OWNER = { email: "owner@example.com", password: "owner password 1" };
const PUBLIC_URL = "https://forms.example.com";
const FORGOT = `mutation($e: String!) { requestPasswordReset(email: $e) }`;
const NEUTRAL_ANSWER = { data: { requestPasswordReset: true } };

/** The token of the `path` link in a mail's text, pointing at the public URL. */
function tokenIn(text: string | undefined, path: string): string {
  const match = new RegExp(`${PUBLIC_URL}${path}([\\w-]+)`).exec(text ?? "");
  if (!match?.[1]) throw new Error(`no ${PUBLIC_URL}${path} link in: ${text}`);
  return match[1];
}

/** Sets a password with a one-time link's token, as the /reset and /invite pages post it. */
async function usePasswordLink(api: TestServer, token: string, password: string) {
  return fetch(`${api.url}/api/auth/reset`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: api.url },
    body: JSON.stringify({ token, password, confirmPassword: password }),
  });
}

async function signIn(api: TestServer, credentials: { email: string; password: string }) {
  return fetch(`${api.url}/api/auth/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: api.url },
    body: JSON.stringify(credentials),
  });
}

describe("account mails through the API, with email configured", () => {
  let api: TestServer;
  let sink: SmtpSink;
  let ownerCookie: string;

  beforeAll(async () => {
    sink = await startSmtpSink();
    api = await startTestServer({
      initialOwner: OWNER,
      mail: { smtpUrl: sink.url, from: "Formwright <forms@example.com>" },
      publicUrl: PUBLIC_URL,
      outboxPollMs: 20,
    });
    const response = await signIn(api, OWNER);
    ownerCookie = (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  });
  afterAll(async () => {
    await api?.close();
    await sink?.close();
  });

  it("emails an invitation from the owner; the invitee cannot sign in until they set a password with it", async () => {
    const before = sink.mails.length;
    const invited = await api.gql(
      `mutation { inviteUser(email: "Ivy@Example.com", role: EDITOR) { url emailed expiresAt user { id email role isPending } } }`,
      {},
      { cookie: ownerCookie, origin: api.url },
    );
    expect(invited.body.errors).toBeUndefined();
    const invite = invited.body.data.inviteUser;
    expect(invite).toMatchObject({
      url: null,
      emailed: true,
      user: { email: "ivy@example.com", role: "EDITOR", isPending: true },
    });
    const hours = (Date.parse(invite.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);
    const listed = await api.gql(
      `{ users { email isPending passwordLink { purpose expiresAt mailStatus } } }`,
      {},
      TOKEN,
    );
    expect(listed.body.data.users).toContainEqual(
      expect.objectContaining({
        email: "ivy@example.com",
        isPending: true,
        passwordLink: expect.objectContaining({ purpose: "INVITE", expiresAt: invite.expiresAt }),
      }),
    );
    const [mail] = (await sink.waitFor(before + 1)).slice(before);
    expect(mail?.subject).toBe("owner@example.com invited you to Formwright");
    expect((await signIn(api, { email: "ivy@example.com", password: "" })).status).toBe(401);
    const token = tokenIn(mail?.text, "/invite/");
    const used = await usePasswordLink(api, token, "ivy's own password");
    expect(used.status).toBe(200);
    expect(
      (await signIn(api, { email: "ivy@example.com", password: "ivy's own password" })).status,
    ).toBe(200);
    expect((await usePasswordLink(api, token, "and once more")).status).toBe(404);
  });

  it("lets an owner email a reset link instead of seeing it", async () => {
    const made = await api.gql(
      `mutation { createUser(email: "rob@example.com", password: "rob's password", role: VIEWER) { id } }`,
      {},
      TOKEN,
    );
    const before = sink.mails.length;
    const sent = await api.gql(
      `mutation($id: ID!) { sendPasswordResetEmail(userId: $id) { expiresAt user { email } } }`,
      { id: made.body.data.createUser.id },
      TOKEN,
    );
    expect(sent.body.data.sendPasswordResetEmail.user.email).toBe("rob@example.com");
    const [mail] = (await sink.waitFor(before + 1)).slice(before);
    expect(mail?.subject).toBe("Reset your Formwright password");
    const token = tokenIn(mail?.text, "/reset/");
    expect((await usePasswordLink(api, token, "rob's new password")).status).toBe(200);
  });

  it("answers “Forgot your password?” the same for every address and mails only real accounts, at the public URL whatever the Host header", async () => {
    await api.gql(
      `mutation { createUser(email: "sue@example.com", password: "sue's password", role: VIEWER) { id } }`,
      {},
      TOKEN,
    );
    const before = sink.mails.length;
    // Sent with a forged Host: the link must still point at FORMWRIGHT_PUBLIC_URL.
    const forged = await new Promise<string>((resolve, reject) => {
      const { port } = new URL(api.url);
      const req = httpRequest(
        {
          host: "127.0.0.1",
          port,
          path: "/api/graphql",
          method: "POST",
          headers: { "content-type": "application/json", host: "evil.example" },
        },
        (res) => {
          let body = "";
          res.on("data", (chunk) => {
            body += chunk;
          });
          res.on("end", () => resolve(body));
        },
      );
      req.on("error", reject);
      req.end(JSON.stringify({ query: FORGOT, variables: { e: "sue@example.com" } }));
    });
    expect(JSON.parse(forged)).toEqual(NEUTRAL_ANSWER);
    const unknown = await api.gql(FORGOT, { e: "nobody-here@example.com" });
    expect(unknown.body).toEqual(NEUTRAL_ANSWER);
    const [mail] = (await sink.waitFor(before + 1)).slice(before);
    expect(mail?.to && "text" in mail.to ? mail.to.text : "").toBe("sue@example.com");
    expect(mail?.text).not.toContain("evil.example");
    tokenIn(mail?.text, "/reset/");
    await new Promise((r) => setTimeout(r, 300));
    expect(sink.mails.length).toBe(before + 1);
  });

  it("refuses a “Forgot your password?” post another site's page could make", async () => {
    const response = await fetch(api.graphqlUrl, {
      method: "POST",
      headers: { "content-type": "text/plain;charset=UTF-8" },
      body: JSON.stringify({ query: FORGOT, variables: { e: "sue@example.com" } }),
    });
    expect(response.status).toBe(415);
  });
});

describe("“Forgot your password?” limits", () => {
  let api: TestServer | undefined;
  let sink: SmtpSink | undefined;
  afterEach(async () => {
    await api?.close();
    await sink?.close();
  });

  it("refuses a client after 5 requests in 15 minutes, and mails one address at most 3 times an hour", async () => {
    sink = await startSmtpSink();
    api = await startTestServer({
      initialOwner: OWNER,
      mail: { smtpUrl: sink.url, from: "forms@example.com" },
      publicUrl: PUBLIC_URL,
      outboxPollMs: 20,
    });
    for (let i = 0; i < 5; i++) {
      expect((await api.gql(FORGOT, { e: OWNER.email })).body).toEqual(NEUTRAL_ANSWER);
    }
    const refused = await api.gql(FORGOT, { e: OWNER.email });
    expect(refused.status).toBe(429);
    expect(refused.body.errors?.[0]?.message).toMatch(
      /^Too many requests: try again in 1[45] minutes$/,
    );
    await sink.waitFor(3);
    await new Promise((r) => setTimeout(r, 300));
    expect(sink.mails.length).toBe(3);
  });
});

describe("account mails without email configured", () => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startTestServer({ initialOwner: OWNER });
  });
  afterAll(async () => {
    await api?.close();
  });

  it("says email is not configured, shows the invitation link once instead, and has no forgot-password mail", async () => {
    expect((await api.gql(`{ isEmailConfigured }`)).body.data.isEmailConfigured).toBe(false);
    const invited = await api.gql(
      `mutation { inviteUser(email: "nia@example.com", role: VIEWER) { url emailed user { id } } }`,
      {},
      TOKEN,
    );
    const invite = invited.body.data.inviteUser;
    expect(invite.emailed).toBe(false);
    expect(invite.url).toMatch(new RegExp(`^${api.url}/invite/[\\w-]{40,}$`));
    const forgot = await api.gql(FORGOT, { e: "nia@example.com" });
    expect(forgot.body.errors?.[0]?.message).toBe(
      "Email is not configured on this server: ask an owner to reset your password",
    );
    const reset = await api.gql(
      `mutation($id: ID!) { sendPasswordResetEmail(userId: $id) { expiresAt } }`,
      { id: invite.user.id },
      TOKEN,
    );
    expect(reset.body.errors?.[0]?.message).toMatch(/^Email is not configured/);
    const token = invite.url.split("/invite/")[1];
    expect((await usePasswordLink(api, token, "nia's password")).status).toBe(200);
  });

  it("refuses to invite an address that already has an account", async () => {
    const again = await api.gql(
      `mutation { inviteUser(email: "owner@example.com", role: VIEWER) { url } }`,
      {},
      TOKEN,
    );
    expect(again.body.errors?.[0]).toMatchObject({
      message: "A user with the email owner@example.com already exists",
      extensions: { code: "CONFLICT" },
    });
  });
});
