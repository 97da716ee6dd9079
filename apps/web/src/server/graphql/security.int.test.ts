import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../testing/test-server";
import { GRAPHQL_LIMITS } from "./security-plugins";

describe("GraphQL request limits and protections", () => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startTestServer();
  });
  afterAll(async () => {
    await api?.close();
  });

  const firstMessage = async (query: string, headers?: Record<string, string>) =>
    (await api.gql(query, {}, headers)).body.errors?.[0]?.message ?? "";

  it("refuses an operation deeper than the limit", async () => {
    let selection = "id";
    for (let i = 0; i < GRAPHQL_LIMITS.maxDepth + 2; i++) selection = `forms { ${selection} }`;
    expect(await firstMessage(`{ ${selection} }`)).toMatch(/depth limit/i);
  });

  it("refuses more aliases than the limit", async () => {
    const aliases = Array.from(
      { length: GRAPHQL_LIMITS.maxAliases + 1 },
      (_, i) => `a${i}: me { role }`,
    );
    expect(await firstMessage(`{ ${aliases.join(" ")} }`)).toMatch(/aliases limit/i);
  });

  it("refuses more tokens than the limit", async () => {
    const fields = Array.from({ length: GRAPHQL_LIMITS.maxTokens }, () => "__typename").join(" ");
    expect(await firstMessage(`{ ${fields} }`)).toMatch(/token limit/i);
  });

  it("refuses an operation that costs more than the limit", async () => {
    // Within the alias and token limits, but each aliased page of submissions is costly.
    const pages = Array.from(
      { length: GRAPHQL_LIMITS.maxAliases },
      (_, i) =>
        `p${i}: submissions(formSlug: "x", first: 500) { nodes { id version data createdAt } pageInfo { endCursor hasNextPage } totalCount }`,
    );
    expect(await firstMessage(`{ ${pages.join(" ")} }`)).toMatch(/cost limit/i);
  });

  it("accepts one full page of 500 submissions", async () => {
    const message = await firstMessage(
      `{ submissions(formSlug: "x", first: 500) { nodes { id version data } } }`,
    );
    expect(message).not.toMatch(/limit/i);
  });

  it("turns introspection off in production", async () => {
    expect(await firstMessage(`{ __schema { types { name } } }`)).toMatch(/introspection/i);
  });

  it("lets owners and API keys introspect in production, so tools can read the schema", async () => {
    const introspect = (headers: Record<string, string>) =>
      api.gql(`{ __schema { queryType { name } } }`, {}, headers);
    const owner = { authorization: "Bearer test-admin-token" };
    expect((await introspect(owner)).body).toEqual({
      data: { __schema: { queryType: { name: "Query" } } },
    });
    const created = await api.gql(
      `mutation { createApiKey(name: "schema tool", role: VIEWER) { key } }`,
      {},
      owner,
    );
    const key = created.body.data.createApiKey.key as string;
    expect((await introspect({ authorization: `Bearer ${key}` })).body.data).toEqual({
      __schema: { queryType: { name: "Query" } },
    });
    const wrongKey = await introspect({ authorization: `Bearer ${key}x` });
    expect(wrongKey.body.errors?.[0]?.message).toMatch(/introspection/i);
    const strangerCookie = await introspect({
      cookie: "fw_session=whatever",
      "x-formwright-csrf": "1",
    });
    expect(strangerCookie.body.errors?.[0]?.message).toMatch(/introspection/i);
  });

  it("does not suggest field names to a prober", async () => {
    const message = await firstMessage(`{ formz(slug: "x") { id } }`);
    expect(message).toMatch(/Cannot query field/);
    expect(message).not.toMatch(/Did you mean/);
  });

  it("refuses a cookie-carrying GET without the CSRF header, and accepts it with the header", async () => {
    const url = `${api.graphqlUrl}?query=${encodeURIComponent("{ me { role } }")}`;
    const bare = await fetch(url, { headers: { cookie: "fw_session=whatever" } });
    expect(bare.status).toBe(403);
    const withHeader = await fetch(url, {
      headers: { cookie: "fw_session=whatever", "x-formwright-csrf": "1" },
    });
    expect(withHeader.status).toBe(200);
  });

  it("lets a GET without cookies through: CSRF needs ambient credentials", async () => {
    const response = await fetch(
      `${api.graphqlUrl}?query=${encodeURIComponent("{ me { role } }")}`,
      {
        headers: { accept: "application/json" },
      },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { me: null } });
  });

  it("never runs a mutation sent by GET", async () => {
    const query = encodeURIComponent(
      `mutation { submitForm(slug: "x", data: {}, idempotencyKey: "k") { submissionId } }`,
    );
    const response = await fetch(`${api.graphqlUrl}?query=${query}`);
    expect(response.status).toBe(405);
  });
});
