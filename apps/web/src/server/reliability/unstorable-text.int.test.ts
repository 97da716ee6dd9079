import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDEMPOTENCY_KEY_UNSUPPORTED } from "../services/submissions/idempotency-key";
import { contactDocument } from "../testing/fixtures";
import { createScratchDatabase } from "../testing/scratch-postgres";
import { publishForm, readAllSubmissions, SUBMIT_FORM } from "../testing/submission-client";
import { startTestServer, type TestServer } from "../testing/test-server";

// Regressions found by the property-based tests: PostgreSQL (and PGlite) text
// and jsonb cannot hold U+0000, and jsonb refuses a lone surrogate half, so
// such input used to fail the insert with "Unexpected error.". The driver
// also turned a lone surrogate in a key into U+FFFD, making two keys one.

const TOKEN = "test-admin-token";
const targets = [
  { name: "pglite", isPostgres: false },
  ...(process.env.TEST_DATABASE_URL ? [{ name: "postgres", isPostgres: true }] : []),
];

describe.each(targets)("text no database can hold, on $name", ({ isPostgres }) => {
  let api: TestServer;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    let databaseUrl: string | undefined;
    if (isPostgres && process.env.TEST_DATABASE_URL) {
      const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL);
      databaseUrl = scratch.url;
      drop = scratch.drop;
    }
    api = await startTestServer({ databaseUrl });
    await publishForm({ graphqlUrl: api.graphqlUrl, token: TOKEN, document: contactDocument() });
  });
  afterAll(async () => {
    await api?.close();
    await drop?.();
  });

  const submit = (variables: { slug?: string; key: string; data: unknown }) =>
    api.gql(SUBMIT_FORM, { slug: "contact", ...variables });

  it.each([
    ["a NUL", "nul", "Ada\u0000Lovelace"],
    ["a lone high surrogate", "high", "Ada \ud83d"],
    ["a lone low surrogate", "low", "\ude4b Ada"],
  ])("answers a text answer with %s with a field error", async (_, key, fullName) => {
    const reply = await submit({ key, data: { fullName, consent: true } });
    expect(reply.body.data.submitForm).toEqual({
      submissionId: null,
      fieldErrors: [
        { name: "fullName", message: "Full name contains characters that cannot be saved" },
      ],
    });
  });

  it("answers a created choice with a NUL with a field error", async () => {
    const reply = await submit({
      key: "created-nul",
      data: { fullName: "Ada", consent: true, topics: ["sales", "new\u0000topic"] },
    });
    expect(reply.body.data.submitForm.fieldErrors).toEqual([
      { name: "topics", message: "Topics contains characters that cannot be saved" },
    ]);
  });

  it("refuses an idempotency key with a NUL or a lone surrogate, and keeps two such keys apart", async () => {
    for (const key of ["k\u0000", "k\ud800", "k\udc00"]) {
      const reply = await submit({ key, data: { fullName: "Ada", consent: true } });
      expect(reply.body.errors?.[0]).toMatchObject({
        message: IDEMPOTENCY_KEY_UNSUPPORTED,
        extensions: { code: "BAD_USER_INPUT" },
      });
    }
    const rows = await readAllSubmissions({
      graphqlUrl: api.graphqlUrl,
      slug: "contact",
      token: TOKEN,
    });
    expect(rows).toEqual([]);
  });

  it("answers a slug with a NUL with Form not found, on submit and on the form query", async () => {
    const reply = await submit({ slug: "contact\u0000", key: "slug-nul", data: {} });
    expect(reply.body.errors?.[0]).toMatchObject({
      message: "Form not found",
      extensions: { code: "NOT_FOUND" },
    });
    const read = await api.gql(`query($s: String!) { form(slug: $s) { id } }`, {
      s: "contact\u0000",
    });
    expect(read.body.errors?.[0]?.message).toBe("Form not found");
  });

  it.each([
    ["a NUL", "Ada\u0000"],
    ["a lone surrogate", "Ada \ud83d"],
  ])(
    "answers a submissions search with %s with BAD_USER_INPUT naming the argument",
    async (_, search) => {
      const reply = await api.gql(
        `query($s: String!) { submissions(formSlug: "contact", search: $s) { totalCount } }`,
        { s: search },
        { authorization: `Bearer ${TOKEN}` },
      );
      expect(reply.body.errors?.[0]).toMatchObject({
        message: "search contains characters that cannot be searched for",
        extensions: { code: "BAD_USER_INPUT" },
      });
    },
  );

  it("still stores well-formed text in every script, emoji included", async () => {
    const fullName = "Zoë 李 👋🏽 ﷽";
    const reply = await submit({ key: "well-formed", data: { fullName, consent: true } });
    expect(reply.body.data.submitForm.submissionId).toEqual(expect.any(String));
    const rows = await readAllSubmissions({
      graphqlUrl: api.graphqlUrl,
      slug: "contact",
      token: TOKEN,
    });
    expect(rows.map((r) => r.data.fullName)).toEqual([fullName]);
  });
});
