import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validContactAnswers } from "../testing/fixtures";
import { type SmtpSink, startSmtpSink } from "../testing/smtp-sink";
import { startTestServer, type TestServer } from "../testing/test-server";
import { verifiedContactDocument } from "../testing/verified-email-fixtures";

const OWNER_TOKEN = { authorization: "Bearer test-admin-token" };

const REQUEST = `mutation($slug: String!, $email: String!) {
  requestEmailCode(slug: $slug, field: "email", email: $email)
}`;
const VERIFY = `mutation($slug: String!, $email: String!, $code: String!) {
  verifyEmailCode(slug: $slug, field: "email", email: $email, code: $code) { token email expiresAt }
}`;
const SUBMIT = `mutation($slug: String!, $d: JSON!, $key: String!, $v: [String!]) {
  submitForm(slug: $slug, data: $d, idempotencyKey: $key, emailVerifications: $v) {
    submissionId fieldErrors { name message code }
  }
}`;
const CREATE = `mutation($d: JSON!) { createForm(document: $d) { id } }`;

describe("verified email through the API, the code read from the mail server", () => {
  let api: TestServer;
  let sink: SmtpSink;
  const slug = "verified-api";

  beforeAll(async () => {
    sink = await startSmtpSink();
    api = await startTestServer({
      mail: { smtpUrl: sink.url, from: "Formwright <forms@example.com>" },
      outboxPollMs: 20,
    });
    const created = await api.gql(CREATE, { d: verifiedContactDocument(slug) }, OWNER_TOKEN);
    expect(created.body.errors).toBeUndefined();
    const id = created.body.data.createForm.id as string;
    await api.gql(`mutation($id: ID!) { publishForm(id: $id) { id } }`, { id }, OWNER_TOKEN);
  });
  afterAll(async () => {
    await api?.close();
    await sink?.close();
  });

  it("mails a code, verifies it, and stores the verified address with the submission", async () => {
    const refused = await api.gql(SUBMIT, {
      slug,
      d: { ...validContactAnswers, email: "ada@example.com" },
      key: "api-unverified",
    });
    expect(refused.body.data.submitForm).toEqual({
      submissionId: null,
      fieldErrors: [
        {
          name: "email",
          code: "EMAIL_NOT_VERIFIED",
          message: "Email: confirm this address with the code we email you before sending",
        },
      ],
    });

    const asked = await api.gql(REQUEST, { slug, email: "ada@example.com" });
    expect(asked.body).toEqual({ data: { requestEmailCode: true } });
    const [mail] = await sink.waitFor(1);
    expect(mail?.to).toMatchObject({ text: "ada@example.com" });
    const code = /\b(\d{6})\b/.exec(mail?.text ?? "")?.[1] ?? "";
    expect(code).toMatch(/^\d{6}$/);
    expect(mail?.text).toContain("It works for 10 minutes");

    const wrong = await api.gql(VERIFY, {
      slug,
      email: "ada@example.com",
      code: code === "000000" ? "000001" : "000000",
    });
    expect(wrong.body.errors?.[0]).toMatchObject({
      message: "That code is not right: 4 tries left",
      extensions: { code: "BAD_USER_INPUT", reason: "EMAIL_CODE_WRONG", triesLeft: 4 },
    });

    const verified = await api.gql(VERIFY, { slug, email: "ada@example.com", code });
    const { token, email } = verified.body.data.verifyEmailCode;
    expect(email).toBe("ada@example.com");

    const sent = await api.gql(SUBMIT, {
      slug,
      d: { ...validContactAnswers, email: "ada@example.com" },
      key: "api-verified",
      v: [token],
    });
    const id = sent.body.data.submitForm.submissionId as string;
    expect(id).toBeTruthy();
    const listed = await api.gql(
      `query($slug: String!) { submissions(formSlug: $slug) { nodes { id verifiedEmail } } }`,
      { slug },
      OWNER_TOKEN,
    );
    expect(listed.body.data.submissions.nodes).toContainEqual({
      id,
      verifiedEmail: "ada@example.com",
    });
  });
});

describe("the verify setting on a server without mail", () => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startTestServer();
  });
  afterAll(async () => {
    await api?.close();
  });

  it("refuses the save with the block's path and the variables to set", async () => {
    const { body } = await api.gql(CREATE, { d: verifiedContactDocument("no-mail") }, OWNER_TOKEN);
    expect(body.errors?.[0]?.message).toBe(
      "Invalid form document:\nForm document has 1 problem:\n  blocks[2].verify: verifying an address needs mail: set FORMWRIGHT_SMTP_URL and FORMWRIGHT_MAIL_FROM",
    );
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      issues: [{ path: "blocks[2].verify" }],
    });
  });
});
