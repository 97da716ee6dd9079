import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMAIL_NOT_CONFIGURED } from "../services/mail/mailer";
import { contactDocument, validContactAnswers } from "../testing/fixtures";
import { type SmtpSink, startSmtpSink } from "../testing/smtp-sink";
import { startTestServer, type TestServer } from "../testing/test-server";

const OWNER_TOKEN = { authorization: "Bearer test-admin-token" };
const FOREIGN = "https://evil.example";

const SAVE = `mutation($slug: String!, $answers: JSON!, $token: String) {
  saveDraft(slug: $slug, version: 1, answers: $answers, resumeToken: $token) { resumeToken resumeUrl expiresAt }
}`;
const RESUME = `query($slug: String!, $token: String!) {
  resumeDraft(slug: $slug, resumeToken: $token) { answers savedVersion isVersionChanged step form { version canEmailDraftLink } }
}`;
const EMAIL = `mutation($slug: String!, $token: String!, $email: String!) {
  emailDraftLink(slug: $slug, resumeToken: $token, email: $email)
}`;
const DRAFTS = `query($id: ID!) { drafts(formId: $id) { totalCount nodes { id answeredCount step } } }`;

async function publish(api: TestServer, slug: string): Promise<string> {
  const created = await api.gql(
    `mutation($d: JSON!) { createForm(document: $d) { id } }`,
    { d: contactDocument({ slug }) },
    OWNER_TOKEN,
  );
  const id = created.body.data.createForm.id as string;
  await api.gql(`mutation($id: ID!) { publishForm(id: $id) { id } }`, { id }, OWNER_TOKEN);
  return id;
}

describe("saving and resuming drafts through the API", () => {
  let api: TestServer;
  let sink: SmtpSink;
  let formId: string;

  beforeAll(async () => {
    sink = await startSmtpSink();
    api = await startTestServer({
      submitLimitPerMinute: 50,
      mail: { smtpUrl: sink.url, from: "Formwright <forms@example.com>" },
      outboxPollMs: 20,
      draftMaxAgeDays: 7,
    });
    formId = await publish(api, "draft-api");
  });
  afterAll(async () => {
    await api?.close();
    await sink?.close();
  });

  it("answers a resume link on this server that expires after the configured days", async () => {
    const before = Date.now();
    const { body } = await api.gql(SAVE, { slug: "draft-api", answers: { fullName: "Ada" } });
    const saved = body.data.saveDraft;
    expect(saved.resumeUrl).toBe(`${api.url}/f/draft-api?resume=${saved.resumeToken}`);
    const days = (Date.parse(saved.expiresAt) - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    const resumed = await api.gql(RESUME, { slug: "draft-api", token: saved.resumeToken });
    expect(resumed.body.data.resumeDraft).toEqual({
      answers: { fullName: "Ada" },
      savedVersion: 1,
      isVersionChanged: false,
      step: 1,
      form: { version: 1, canEmailDraftLink: true },
    });
  });

  it("answers null for a link that is unknown, never an error", async () => {
    const { body } = await api.gql(RESUME, { slug: "draft-api", token: "x".repeat(43) });
    expect(body.errors).toBeUndefined();
    expect(body.data.resumeDraft).toBeNull();
  });

  it("mails the resume link through the outbox", async () => {
    const { body } = await api.gql(SAVE, { slug: "draft-api", answers: { email: "a@" } });
    const { resumeToken, resumeUrl } = body.data.saveDraft;
    const sent = await api.gql(EMAIL, {
      slug: "draft-api",
      token: resumeToken,
      email: "ada@example.com",
    });
    expect(sent.body.errors).toBeUndefined();
    const [mail] = await sink.waitFor(1);
    expect(mail?.to).toMatchObject({ text: "ada@example.com" });
    expect(mail?.text).toContain(resumeUrl);
    expect(mail?.subject).toBe('Continue "Contact us" later');
  });

  it("refuses to mail a bad address or an unknown link", async () => {
    const { body } = await api.gql(SAVE, { slug: "draft-api", answers: {} });
    const token = body.data.saveDraft.resumeToken;
    const bad = await api.gql(EMAIL, { slug: "draft-api", token, email: "not an address" });
    expect(bad.body.errors?.[0]?.message).toMatch(/^email: /);
    const unknown = await api.gql(EMAIL, {
      slug: "draft-api",
      token: "y".repeat(43),
      email: "a@example.com",
    });
    expect(unknown.body.errors?.[0]?.message).toBe("This saved link has expired or is not valid");
  });

  it("deletes the draft when the form is submitted with its token", async () => {
    const { body } = await api.gql(
      SAVE,
      { slug: "draft-api", answers: { fullName: "Sub" } },
      { "x-forwarded-for": "10.0.0.9" },
    );
    const token = body.data.saveDraft.resumeToken;
    const listed = async () =>
      (await api.gql(DRAFTS, { id: formId }, OWNER_TOKEN)).body.data.drafts.totalCount as number;
    const before = await listed();
    const submitted = await api.gql(
      `mutation($d: JSON!, $t: String) { submitForm(slug: "draft-api", data: $d, idempotencyKey: "finish", resumeToken: $t) { submissionId } }`,
      { d: validContactAnswers, t: token },
    );
    expect(submitted.body.data.submitForm.submissionId).toBeTruthy();
    expect(await listed()).toBe(before - 1);
    const resumed = await api.gql(RESUME, { slug: "draft-api", token });
    expect(resumed.body.data.resumeDraft).toBeNull();
  });
});

describe("draft limits", () => {
  let api: TestServer;

  beforeAll(async () => {
    api = await startTestServer({ submitLimitPerMinute: 3 });
    await publish(api, "draft-limits");
  });
  afterAll(async () => {
    await api?.close();
  });

  it("says email is not configured when it is not", async () => {
    const { body } = await api.gql(EMAIL, {
      slug: "draft-limits",
      token: "z".repeat(43),
      email: "a@example.com",
    });
    expect(body.errors?.[0]?.message).toBe(EMAIL_NOT_CONFIGURED);
    const form = await api.gql(`{ form(slug: "draft-limits") { canEmailDraftLink } }`);
    expect(form.body.data.form.canEmailDraftLink).toBe(false);
  });

  it("refuses a JSON save from a page on another site without CORS, and any simple cross-site post", async () => {
    const response = await fetch(api.graphqlUrl, {
      method: "POST",
      headers: { "content-type": "text/plain;charset=UTF-8", origin: FOREIGN },
      body: JSON.stringify({ query: SAVE, variables: { slug: "draft-limits", answers: {} } }),
    });
    expect(response.status).toBe(415);
    const preflight = await fetch(api.graphqlUrl, {
      method: "OPTIONS",
      headers: {
        origin: FOREIGN,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("answers a hostile slug with a clear error, never a 5xx", async () => {
    for (const slug of ["a\u0000b", "x".repeat(5000), "../admin"]) {
      const saved = await api.gql(SAVE, { slug, answers: {} });
      expect(saved.status).toBe(200);
      expect(saved.body.errors?.[0]?.message).toBe("Form not found");
      const mailed = await api.gql(EMAIL, { slug, token: "z".repeat(43), email: "a@example.com" });
      expect(mailed.status).toBe(200);
      const resumed = await api.gql(RESUME, { slug, token: "z".repeat(43) });
      expect(resumed.body.data.resumeDraft).toBeNull();
    }
  });

  it("counts saves per client and form: over the limit gives 429 and a retry time", async () => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<TestServer["gql"]>> | undefined;
    for (let i = 0; i < 4; i++) {
      last = await api.gql(SAVE, { slug: "draft-limits", answers: { fullName: `n${i}` } });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(last?.body.errors?.[0]?.extensions?.code).toBe("RATE_LIMITED");
    expect(last?.body.errors?.[0]?.message).toMatch(
      /^Too many saves from your address: try again in \d+ seconds?$/,
    );
  });
});
