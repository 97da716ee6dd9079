import { parse } from "graphql";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type GraphqlTestServer, startGraphqlTestServer } from "../test/graphql-test-server";
import { createQueryClient } from "./create-query-client";
import type { TypedDocumentNode, TypedDocumentString } from "./types";

const FORM_QUERY = "query Form($slug: String!) { form(slug: $slug) { title } }";
const SUBMIT_MUTATION = "mutation Submit($slug: String!) { submit(slug: $slug) { id } }";
const ACCEPT = "application/graphql-response+json, application/json";

let server: GraphqlTestServer;
beforeEach(async () => {
  server = await startGraphqlTestServer();
});
afterEach(() => server.close());

function onlyRequest() {
  expect(server.requests).toHaveLength(1);
  return server.requests[0]!;
}

describe("SPEC §4 methods table", () => {
  it("sends a query by POST with the JSON body { query, variables, operationName } by default", async () => {
    const client = createQueryClient({ url: server.url });

    const data = await client.request(FORM_QUERY, { slug: "contact" });

    const sent = onlyRequest();
    expect(sent.method).toBe("POST");
    expect(sent.url.pathname).toBe("/graphql");
    expect(sent.url.search).toBe("");
    expect(JSON.parse(sent.body)).toEqual({
      query: FORM_QUERY,
      variables: { slug: "contact" },
      operationName: "Form",
    });
    expect(data).toEqual({ ok: true });
  });

  it("sends a query by GET with query, variables and operationName in the URL when method is GET", async () => {
    const client = createQueryClient({ url: server.url, method: "GET" });

    const data = await client.request(FORM_QUERY, { slug: "contact" });

    const sent = onlyRequest();
    expect(sent.method).toBe("GET");
    expect(sent.url.pathname).toBe("/graphql");
    expect(Object.fromEntries(sent.url.searchParams)).toEqual({
      query: "query Form($slug:String!){form(slug:$slug){title}}",
      variables: '{"slug":"contact"}',
      operationName: "Form",
    });
    expect(sent.body).toBe("");
    expect(sent.headers["content-type"]).toBeUndefined();
    expect(data).toEqual({ ok: true });
  });

  it("sends a mutation by POST even when method is GET", async () => {
    const client = createQueryClient({ url: server.url, method: "GET" });

    await client.request(SUBMIT_MUTATION, { slug: "contact" });

    const sent = onlyRequest();
    expect(sent.method).toBe("POST");
    expect(sent.url.search).toBe("");
    expect(JSON.parse(sent.body)).toEqual({
      query: SUBMIT_MUTATION,
      variables: { slug: "contact" },
      operationName: "Submit",
    });
  });
});

describe("methods beyond the table", () => {
  it("sends the mutation picked by operationName in a mixed document by POST under GET", async () => {
    const client = createQueryClient({ url: server.url, method: "GET" });
    const document = "query Read { forms { slug } } mutation Write { touch }";

    await client.request(document, {}, { operationName: "Write" });

    const sent = onlyRequest();
    expect(sent.method).toBe("POST");
    expect(JSON.parse(sent.body)).toEqual({
      query: document,
      variables: {},
      operationName: "Write",
    });
  });

  it("sends the query picked by operationName in a mixed document by GET under GET", async () => {
    const client = createQueryClient({ url: server.url, method: "GET" });

    await client.request("query Read { forms { slug } } mutation Write { touch }", undefined, {
      operationName: "Read",
    });

    const sent = onlyRequest();
    expect(sent.method).toBe("GET");
    expect(sent.url.searchParams.get("operationName")).toBe("Read");
    expect(sent.url.searchParams.has("variables")).toBe(false);
  });

  it("keeps commas, spaces and # inside string literals of a GET query", async () => {
    const client = createQueryClient({ url: server.url, method: "GET" });

    await client.request('query Search { search(text: "a, b  #c") { id } }');

    expect(onlyRequest().url.searchParams.get("query")).toBe(
      'query Search{search(text:"a, b  #c"){id}}',
    );
  });

  it("keeps the configured URL's own query parameters on a GET", async () => {
    const client = createQueryClient({ url: `${server.url}?tenant=acme`, method: "GET" });

    await client.request("{ forms { slug } }");

    const sent = onlyRequest();
    expect(sent.url.searchParams.get("tenant")).toBe("acme");
    expect(sent.url.searchParams.get("query")).toBe("{forms{slug}}");
  });

  it("prints a parsed (typed) document and sends it", async () => {
    const client = createQueryClient({ url: server.url });
    const document = parse("query Forms { forms { slug } }") as TypedDocumentNode<{
      forms: { slug: string }[];
    }>;

    await client.request(document);

    expect(JSON.parse(onlyRequest().body)).toEqual({
      query: "query Forms {\n  forms {\n    slug\n  }\n}",
      operationName: "Forms",
    });
  });

  it("sends a boxed-string document (codegen's TypedDocumentString) as its text", async () => {
    const client = createQueryClient({ url: server.url });
    const document = new String("query Forms { forms { slug } }") as TypedDocumentString<
      { forms: { slug: string }[] },
      Record<string, never>
    >;

    await client.request(document);

    expect(JSON.parse(onlyRequest().body)).toEqual({
      query: "query Forms { forms { slug } }",
      operationName: "Forms",
    });
  });

  it("rejects a relative URL outside a browser page with a clear TypeError", async () => {
    const client = createQueryClient({ url: "/api/graphql" });

    await expect(client.request("{ forms { slug } }")).rejects.toThrow(
      new TypeError(
        'Invalid GraphQL endpoint "/api/graphql": outside a browser page the URL must be absolute',
      ),
    );
  });
});

describe("SPEC §4 headers", () => {
  it("sends Accept: application/graphql-response+json, application/json on a POST", async () => {
    await createQueryClient({ url: server.url }).request("{ forms { slug } }");

    expect(onlyRequest().headers.accept).toBe(ACCEPT);
  });

  it("sends Accept: application/graphql-response+json, application/json on a GET", async () => {
    await createQueryClient({ url: server.url, method: "GET" }).request("{ forms { slug } }");

    const sent = onlyRequest();
    expect(sent.method).toBe("GET");
    expect(sent.headers.accept).toBe(ACCEPT);
  });

  it("sends Content-Type: application/json on a POST", async () => {
    await createQueryClient({ url: server.url }).request("{ forms { slug } }");

    expect(onlyRequest().headers["content-type"]).toBe("application/json");
  });
});
