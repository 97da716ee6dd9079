import { afterEach, describe, expect, it } from "vitest";
import { contactDocument, validContactAnswers } from "../testing/fixtures";
import { startTestServer, type TestServer } from "../testing/test-server";

const OWNER = { authorization: "Bearer test-admin-token" };
const SUBMIT = `mutation($slug: String!, $key: String!, $data: JSON!, $honeypot: String, $fillToken: String) {
  submitForm(slug: $slug, data: $data, idempotencyKey: $key, honeypot: $honeypot, fillToken: $fillToken) {
    submissionId fieldErrors { name }
  }
}`;

let api: TestServer | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

async function serverWithForms(overrides: Parameters<typeof startTestServer>[0], slugs: string[]) {
  api = await startTestServer(overrides);
  for (const slug of slugs) {
    const made = await api.gql(
      `mutation($d: JSON!) { createForm(document: $d) { id } }`,
      { d: contactDocument({ slug }) },
      OWNER,
    );
    await api.gql(
      `mutation($id: ID!) { publishForm(id: $id) { id } }`,
      { id: made.body.data.createForm.id },
      OWNER,
    );
  }
  return api;
}

const stored = async (slug: string) =>
  (
    await api!.gql(
      `query($s: String!) { submissions(formSlug: $s) { totalCount } }`,
      { s: slug },
      OWNER,
    )
  ).body.data.submissions.totalCount as number;
const spam = async (slug: string) =>
  (
    await api!.gql(
      `query($s: String!) { spamSubmissions(formSlug: $s) { reason } }`,
      { s: slug },
      OWNER,
    )
  ).body.data.spamSubmissions as Array<{ reason: string }>;

describe("submission rate limit", () => {
  it("refuses submissions over the per-client, per-form limit with 429 and a retry time", async () => {
    await serverWithForms({ submitLimitPerMinute: 3 }, ["one", "two"]);
    for (let i = 0; i < 3; i++) {
      const ok = await api!.gql(SUBMIT, { slug: "one", key: `k${i}`, data: validContactAnswers });
      expect(ok.body.data.submitForm.submissionId).toBeTruthy();
    }
    const response = await fetch(api!.graphqlUrl, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/graphql-response+json" },
      body: JSON.stringify({
        query: SUBMIT,
        variables: { slug: "one", key: "k4", data: validContactAnswers },
      }),
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = (await response.json()) as {
      errors: Array<{ message: string; extensions: { code: string } }>;
    };
    expect(body.errors[0]?.message).toMatch(
      /^Too many submissions from your address: try again in \d+ seconds?$/,
    );
    expect(body.errors[0]?.extensions.code).toBe("RATE_LIMITED");
    expect(await stored("one")).toBe(3);
    // The limit is per form: the same client may still answer another form.
    const other = await api!.gql(SUBMIT, { slug: "two", key: "k1", data: validContactAnswers });
    expect(other.body.data.submitForm.submissionId).toBeTruthy();
  });
});

describe("spam screening", () => {
  it("stores a filled honeypot as spam and answers the bot with an ordinary success", async () => {
    await serverWithForms({}, ["contact"]);
    const result = await api!.gql(SUBMIT, {
      slug: "contact",
      key: "bot-1",
      data: validContactAnswers,
      honeypot: "https://cheap-pills.example",
    });
    expect(result.body.data.submitForm).toEqual({
      submissionId: expect.any(String),
      fieldErrors: [],
    });
    expect(await stored("contact")).toBe(0);
    expect(await spam("contact")).toEqual([{ reason: "honeypot" }]);
  });

  it("takes a form filled faster than the minimum fill time for a bot", async () => {
    await serverWithForms({ minFillMs: 60_000 }, ["contact"]);
    const token = (await api!.gql(`{ form(slug: "contact") { fillToken } }`)).body.data.form
      .fillToken;
    const result = await api!.gql(SUBMIT, {
      slug: "contact",
      key: "fast",
      data: validContactAnswers,
      fillToken: token,
    });
    expect(result.body.data.submitForm.submissionId).toBeTruthy();
    expect(await stored("contact")).toBe(0);
    expect(await spam("contact")).toEqual([{ reason: "filled-too-fast" }]);
  });

  it("accepts a form filled slower than the minimum, and refuses a forged token", async () => {
    await serverWithForms({ minFillMs: 50 }, ["contact"]);
    const token = (await api!.gql(`{ form(slug: "contact") { fillToken } }`)).body.data.form
      .fillToken as string;
    await new Promise((r) => setTimeout(r, 120));
    await api!.gql(SUBMIT, {
      slug: "contact",
      key: "person",
      data: validContactAnswers,
      fillToken: token,
    });
    expect(await stored("contact")).toBe(1);
    const forged = `${Date.now() - 3_600_000}.${token.split(".")[1]}`;
    await api!.gql(SUBMIT, {
      slug: "contact",
      key: "forger",
      data: validContactAnswers,
      fillToken: forged,
    });
    expect(await stored("contact")).toBe(1);
    expect(await spam("contact")).toEqual([{ reason: "forged-fill-token" }]);
  });

  it("judges a submission without a fill token (an API client) by the honeypot only", async () => {
    await serverWithForms({ minFillMs: 60_000 }, ["contact"]);
    await api!.gql(SUBMIT, { slug: "contact", key: "script", data: validContactAnswers });
    expect(await stored("contact")).toBe(1);
  });
});

describe("the language argument", () => {
  it("refuses a language of more than 35 characters, naming the argument, before counting", async () => {
    await serverWithForms({}, ["lang"]);
    const response = await api!.gql(
      `mutation($slug: String!, $key: String!, $data: JSON!, $language: String) {
        submitForm(slug: $slug, data: $data, idempotencyKey: $key, language: $language) { submissionId }
      }`,
      { slug: "lang", key: "k1", data: validContactAnswers, language: "x".repeat(900_000) },
    );
    expect(response.body.errors?.[0]).toMatchObject({
      message: "language must be a BCP 47 language tag of at most 35 characters",
      extensions: { code: "BAD_USER_INPUT" },
    });
    expect(await stored("lang")).toBe(0);
  });
});
