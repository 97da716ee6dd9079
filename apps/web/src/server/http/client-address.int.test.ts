import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactDocument, validContactAnswers } from "../testing/fixtures";
import { startTestServer, type TestServer } from "../testing/test-server";

const OWNER = { authorization: "Bearer test-admin-token" };
const SUBMIT = `mutation($key: String!, $data: JSON!) {
  submitForm(slug: "limited", data: $data, idempotencyKey: $key) { submissionId }
}`;

describe("per-address limits through the API", () => {
  let api: TestServer;
  let keys = 0;
  // Behind a trusted proxy, X-Forwarded-For names the client: one test server plays every address.
  const submitFrom = async (address: string) =>
    (
      await api.gql(
        SUBMIT,
        { key: `k${++keys}`, data: validContactAnswers },
        { "x-forwarded-for": address },
      )
    ).status;

  beforeAll(async () => {
    api = await startTestServer({ trustProxy: true, submitLimitPerMinute: 2 });
    const made = await api.gql(
      `mutation($d: JSON!) { createForm(document: $d) { id } }`,
      { d: contactDocument({ slug: "limited" }) },
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

  it("gives two IPv6 addresses of one /64 one budget, and another /64 its own", async () => {
    expect(await submitFrom("2001:db8:aa:1::1")).toBe(200);
    expect(await submitFrom("2001:db8:aa:1::2")).toBe(200);
    expect(await submitFrom("2001:db8:aa:1:ffff::3")).toBe(429);
    expect(await submitFrom("2001:db8:aa:2::1")).toBe(200);
  });

  it("keeps one budget per IPv4 address", async () => {
    expect(await submitFrom("198.51.100.1")).toBe(200);
    expect(await submitFrom("198.51.100.1")).toBe(200);
    expect(await submitFrom("198.51.100.1")).toBe(429);
    expect(await submitFrom("198.51.100.2")).toBe(200);
  });

  it("counts an IPv4-mapped IPv6 address against its IPv4 address", async () => {
    expect(await submitFrom("198.51.100.9")).toBe(200);
    expect(await submitFrom("::ffff:198.51.100.9")).toBe(200);
    expect(await submitFrom("::ffff:c633:6409")).toBe(429);
  });
});
