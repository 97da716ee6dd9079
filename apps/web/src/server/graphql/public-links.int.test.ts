import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmtpSink, startSmtpSink } from "../testing/smtp-sink";
import { startTestServer, type TestServer } from "../testing/test-server";
import { startWebhookReceiver, type WebhookReceiver } from "../testing/webhook-receiver";

const OWNER_TOKEN = "Bearer test-admin-token";
const PUBLIC_URL = "https://forms.example.com";
const MAIL_FROM = "Formwright <forms@example.com>";

const formDocument = {
  slug: "links",
  title: "Links",
  confirmation: { message: "Thanks!" },
  blocks: [{ type: "text", name: "fullName", label: "Full name" }],
};

interface Reply {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary response shapes
  body: { data?: any; errors?: Array<{ message: string }> };
}

/**
 * Posts a GraphQL operation over plain `node:http`, which sends the `Host`
 * it is given (fetch replaces it with the address it connects to).
 */
function post(
  api: TestServer,
  input: { query: string; variables?: Record<string, unknown>; headers: Record<string, string> },
): Promise<Reply> {
  const { port } = new URL(api.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path: "/api/graphql",
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          authorization: OWNER_TOKEN,
          ...input.headers,
        },
      },
      (res) => {
        let text = "";
        res.on("data", (chunk) => {
          text += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.on("error", reject);
    req.end(JSON.stringify({ query: input.query, variables: input.variables }));
  });
}

/** Every http(s) link in a text. */
const linksIn = (text: string | undefined) => text?.match(/https?:\/\/[^\s"]+/g) ?? [];

async function publish(api: TestServer): Promise<string> {
  const auth = { authorization: OWNER_TOKEN };
  const created = await api.gql(
    `mutation($d: JSON!) { createForm(document: $d) { id } }`,
    { d: formDocument },
    auth,
  );
  const id = created.body.data.createForm.id as string;
  await api.gql(`mutation($id: ID!) { publishForm(id: $id) { id } }`, { id }, auth);
  return id;
}

const SAVE = `mutation { saveDraft(slug: "links", version: 1, answers: { fullName: "Ada" }) { resumeToken resumeUrl } }`;
const EMAIL = `mutation($t: String!) { emailDraftLink(slug: "links", resumeToken: $t, email: "ada@example.com") }`;

const HOSTILE: Array<{ name: string; trustProxy: boolean; headers: Record<string, string> }> = [
  { name: "Host", trustProxy: false, headers: { host: "evil.example" } },
  {
    name: "X-Forwarded-Host without FORMWRIGHT_TRUST_PROXY",
    trustProxy: false,
    headers: { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
  },
  {
    name: "X-Forwarded-Host with FORMWRIGHT_TRUST_PROXY",
    trustProxy: true,
    headers: { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
  },
];

/**
 * Issue 27, point 3: every link sent or handed out for others (resume,
 * invitation, reset, notification) comes from FORMWRIGHT_PUBLIC_URL, never
 * from a request header.
 */
describe.each(HOSTILE)("links for others, asked for with a hostile $name", (hostile) => {
  let api: TestServer;
  let sink: SmtpSink;
  let receiver: WebhookReceiver;
  let formId: string;
  const ask = (query: string, variables?: Record<string, unknown>) =>
    post(api, { query, variables, headers: hostile.headers });
  /** The next `count` mails the sink receives after `run`. */
  const mailsAfter = async (run: () => Promise<unknown>, count = 1) => {
    const before = sink.mails.length;
    await run();
    return (await sink.waitFor(before + count)).slice(before, before + count);
  };

  beforeAll(async () => {
    sink = await startSmtpSink();
    receiver = await startWebhookReceiver();
    api = await startTestServer({
      trustProxy: hostile.trustProxy,
      mail: { smtpUrl: sink.url, from: MAIL_FROM },
      publicUrl: PUBLIC_URL,
      webhookAllowPrivate: true,
      outboxPollMs: 20,
      submitLimitPerMinute: 100,
    });
    formId = await publish(api);
  });
  afterAll(async () => {
    await api?.close();
    await sink?.close();
    await receiver?.close();
  });

  it("the resume link, answered and mailed, is on FORMWRIGHT_PUBLIC_URL", async () => {
    const saved = await ask(SAVE);
    const { resumeToken, resumeUrl } = saved.body.data.saveDraft;
    expect(resumeUrl).toBe(`${PUBLIC_URL}/f/links?resume=${resumeToken}`);
    const [mail] = await mailsAfter(async () => {
      expect((await ask(EMAIL, { t: resumeToken })).body.errors).toBeUndefined();
    });
    expect(linksIn(mail?.text)).toEqual([`${PUBLIC_URL}/f/links?resume=${resumeToken}`]);
  });

  it("a password reset link, answered and mailed, is on FORMWRIGHT_PUBLIC_URL", async () => {
    const made = await api.gql(
      `mutation { createUser(email: "reset-${hostile.name.length}@example.com", password: "a long password", role: VIEWER) { id } }`,
      {},
      { authorization: OWNER_TOKEN },
    );
    const id = made.body.data.createUser.id as string;
    const link = await ask(`mutation($id: ID!) { createPasswordResetLink(userId: $id) { url } }`, {
      id,
    });
    expect(link.body.data.createPasswordResetLink.url).toMatch(
      new RegExp(`^${PUBLIC_URL}/reset/[\\w-]{40,}$`),
    );
    const [mail] = await mailsAfter(async () => {
      const sent = await ask(
        `mutation($id: ID!) { sendPasswordResetEmail(userId: $id) { expiresAt } }`,
        { id },
      );
      expect(sent.body.errors).toBeUndefined();
    });
    expect(linksIn(mail?.text)).toEqual([expect.stringMatching(`^${PUBLIC_URL}/reset/`)]);
  });

  it("an invitation mail is on FORMWRIGHT_PUBLIC_URL", async () => {
    const [mail] = await mailsAfter(async () => {
      const invited = await ask(
        `mutation { inviteUser(email: "invited@example.com", role: VIEWER) { emailed } }`,
      );
      expect(invited.body.data?.inviteUser).toEqual({ emailed: true });
    });
    expect(linksIn(mail?.text)).toEqual([expect.stringMatching(`^${PUBLIC_URL}/invite/`)]);
  });

  it("a notification mail links to the submission on FORMWRIGHT_PUBLIC_URL, and a webhook body carries no address", async () => {
    await ask(
      `mutation($id: ID!) { updateFormEmailSettings(formId: $id, notify: ["owner@example.com"]) { notify } }`,
      { id: formId },
    );
    const hook = await ask(
      `mutation($id: ID!, $url: String!) { createWebhook(formId: $id, url: $url) { secret } }`,
      { id: formId, url: receiver.url },
    );
    receiver.setSecret(hook.body.data.createWebhook.secret);
    const hooksBefore = receiver.received.length;
    const [mail] = await mailsAfter(async () => {
      const sent = await ask(
        `mutation { submitForm(slug: "links", data: { fullName: "Ada" }, idempotencyKey: "notify") { submissionId } }`,
      );
      expect(sent.body.data.submitForm.submissionId).toBeTruthy();
    });
    expect(linksIn(mail?.text)).toEqual([
      expect.stringMatching(`^${PUBLIC_URL}/admin/forms/${formId}/submissions#submission-`),
    ]);
    const [delivered] = (await receiver.waitFor(hooksBefore + 1)).slice(hooksBefore);
    expect(delivered?.body).not.toContain("evil.example");
    expect(delivered?.body).not.toContain("127.0.0.1");
  });
});

describe("links for others without FORMWRIGHT_PUBLIC_URL", () => {
  let api: TestServer;
  const lines: string[] = [];

  beforeAll(async () => {
    api = await startTestServer({}, { log: (line) => lines.push(line) });
    await publish(api);
  });
  afterAll(async () => {
    await api?.close();
  });

  it("are on the address the server was started on, whatever the Host", async () => {
    const headers = { host: "evil.example" };
    const saved = await post(api, { query: SAVE, headers });
    const { resumeToken, resumeUrl } = saved.body.data.saveDraft;
    expect(resumeUrl).toBe(`${api.url}/f/links?resume=${resumeToken}`);
    const invited = await post(api, {
      query: `mutation { inviteUser(email: "no-mail@example.com", role: VIEWER) { url } }`,
      headers,
    });
    expect(invited.body.data.inviteUser.url).toMatch(new RegExp(`^${api.url}/invite/[\\w-]{40,}$`));
  });

  it("start-up says nothing about FORMWRIGHT_PUBLIC_URL when no mail is sent", () => {
    expect(lines.filter((line) => line.includes("FORMWRIGHT_PUBLIC_URL"))).toEqual([]);
  });
});

describe("start-up with email configured and no FORMWRIGHT_PUBLIC_URL", () => {
  it("warns that links in mails point to the address the server was started on", async () => {
    const lines: string[] = [];
    const api = await startTestServer(
      { mail: { smtpUrl: "smtp://user:pass@127.0.0.1:9", from: MAIL_FROM }, outboxWorker: false },
      { log: (line) => lines.push(line) },
    );
    try {
      expect(lines.filter((line) => line.includes("FORMWRIGHT_PUBLIC_URL"))).toEqual([
        `FORMWRIGHT_PUBLIC_URL is not set: links in mails (invitations, password resets, resume links, notifications) point to ${api.url}, the address this server was started on. Set it to the address people reach this server at.`,
      ]);
    } finally {
      await api.close();
    }
  });
});
