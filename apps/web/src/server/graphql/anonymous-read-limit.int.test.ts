import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactDocument, validContactAnswers } from "../testing/fixtures";
import { startTestServer, type TestServer } from "../testing/test-server";

const OWNER = { authorization: "Bearer test-admin-token" };
/** The limit this server runs with: root fields per anonymous address per minute. */
const LIMIT = 20;

/** One operation reading the contact form `count` times (aliases). */
const reads = (count: number) =>
  `{${Array.from({ length: count }, (_, i) => `a${i}:form(slug:"contact"){title}`).join(" ")}}`;

describe("anonymous reads per client address", () => {
  let api: TestServer;
  beforeAll(async () => {
    // Behind a trusted proxy, so each test names its own client address.
    api = await startTestServer({ trustProxy: true, anonymousReadLimitPerMinute: LIMIT } as never);
    const made = await api.gql(
      `mutation($d: JSON!) { createForm(document: $d) { id } }`,
      { d: contactDocument() },
      OWNER,
    );
    await api.gql(
      `mutation($id: ID!) { publishForm(id: $id) { id } }`,
      { id: made.body.data.createForm.id },
      OWNER,
    );
  });
  afterAll(async () => {
    await api?.close();
  });

  const post = async (address: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(api.graphqlUrl, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": address,
        ...headers,
      },
      body: JSON.stringify(body),
    });
    return { response, body: (await response.json()) as unknown };
  };

  const expectRefused = (reply: Awaited<ReturnType<typeof post>>) => {
    expect(reply.response.status).toBe(429);
    expect(Number(reply.response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(reply.body).toEqual({
      errors: [
        {
          message: expect.stringMatching(
            /^Too many reads from your address: try again in \d+ seconds?, or sign in or use an API key$/,
          ),
          extensions: { code: "RATE_LIMITED", retryAfterSeconds: expect.any(Number) },
        },
      ],
    });
  };

  it("counts every field an anonymous caller reads (each alias) and refuses past the limit with 429 and Retry-After", async () => {
    const first = await post("203.0.113.1", { query: reads(15) });
    expect(first.response.status).toBe(200);
    expect(Object.keys((first.body as { data: object }).data)).toHaveLength(15);
    const second = await post("203.0.113.1", { query: reads(5) });
    expect(second.response.status).toBe(200);
    expectRefused(await post("203.0.113.1", { query: reads(1) }));
  });

  it("counts every operation of a batch, and refuses the whole batch before any of it runs", async () => {
    const batch = Array.from({ length: 2 }, () => ({ query: reads(7) }));
    const first = await post("203.0.113.2", batch);
    expect(first.response.status).toBe(200);
    expect(first.body).toHaveLength(2);
    // 14 read, 14 more asked for: one error for the batch, as for any request refused whole.
    expectRefused(await post("203.0.113.2", batch));
  });

  it("keys the count like submissions: two addresses of one IPv6 /64 share one budget, another has its own", async () => {
    expect((await post("2001:db8:1:2::a", { query: reads(LIMIT) })).response.status).toBe(200);
    expectRefused(await post("2001:db8:1:2::b", { query: reads(1) }));
    expect((await post("2001:db8:1:3::a", { query: reads(1) })).response.status).toBe(200);
  });

  it("does not count signed-in callers, API keys, mutations or the server's own pages", async () => {
    expect((await post("203.0.113.3", { query: reads(LIMIT) })).response.status).toBe(200);
    expectRefused(await post("203.0.113.3", { query: reads(1) }));
    expect((await post("203.0.113.3", { query: reads(3) }, OWNER)).response.status).toBe(200);
    const submitted = await post("203.0.113.3", {
      query: `mutation($d: JSON!) { submitForm(slug: "contact", data: $d, idempotencyKey: "read-limit") { submissionId } }`,
      variables: { d: validContactAnswers },
    });
    expect(submitted.body).toEqual({ data: { submitForm: { submissionId: expect.any(String) } } });
    const secret = process.env.FORMWRIGHT_INTERNAL_API_SECRET;
    expect(secret).toBeTruthy();
    const own = await post(
      "203.0.113.3",
      { query: reads(3) },
      { "x-formwright-internal": `${secret}` },
    );
    expect(own.response.status).toBe(200);
    expectRefused(
      await post("203.0.113.3", { query: reads(1) }, { "x-formwright-internal": `${secret}x` }),
    );
  });
});
