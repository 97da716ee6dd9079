import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type GraphqlTestServer, startGraphqlTestServer } from "../test/graphql-test-server";
import { createQueryClient } from "./create-query-client";
import { QueryClientError } from "./query-client-error";
import type { ResponseMiddleware } from "./types";

const FORM_QUERY = "query Form($slug: String!) { form(slug: $slug) { title } }";
const FORMS_QUERY = "query Forms { forms { slug } }";

let server: GraphqlTestServer;
beforeEach(async () => {
  server = await startGraphqlTestServer();
});
afterEach(() => server.close());

describe("batching", () => {
  it("sends one POST with a JSON array body and resolves with one result per entry", async () => {
    server.reply({
      body: [{ data: { form: { title: "Contact" } } }, { data: { forms: [{ slug: "contact" }] } }],
    });
    const client = createQueryClient({ url: server.url });

    const results = await client.batchRequests([
      { document: FORM_QUERY, variables: { slug: "contact" } },
      { document: FORMS_QUERY },
    ]);

    expect(server.requests).toHaveLength(1);
    const sent = server.requests[0]!;
    expect(sent.method).toBe("POST");
    expect(sent.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(sent.body)).toEqual([
      { query: FORM_QUERY, variables: { slug: "contact" }, operationName: "Form" },
      { query: FORMS_QUERY, operationName: "Forms" },
    ]);
    expect(results).toEqual([{ form: { title: "Contact" } }, { forms: [{ slug: "contact" }] }]);
  });

  it("sends a batch by POST even when method is GET", async () => {
    server.reply({ body: [{ data: { a: 1 } }] });
    const client = createQueryClient({ url: server.url, method: "GET" });

    await client.batchRequests([{ document: "{ a }" }]);

    expect(server.requests[0]?.method).toBe("POST");
  });

  it("throws the first failing entry's first error message under policy none", async () => {
    server.reply({
      body: [{ data: { a: 1 } }, { data: null, errors: [{ message: "B failed" }] }],
    });
    const client = createQueryClient({ url: server.url });

    const error = await client
      .batchRequests([{ document: "query A { a }" }, { document: "query B { b }" }])
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(QueryClientError);
    expect((error as QueryClientError).message).toBe("B failed");
    expect((error as QueryClientError).request).toMatchObject({
      query: "query B { b }",
      operationName: "B",
      batchIndex: 1,
    });
  });

  it("returns each entry's data, errors dropped, under policy ignore", async () => {
    server.reply({
      body: [{ data: { a: 1 } }, { data: null, errors: [{ message: "B failed" }] }],
    });
    const client = createQueryClient({ url: server.url, errorPolicy: "ignore" });

    const results = await client.batchRequests([{ document: "{ a }" }, { document: "{ b }" }]);

    expect(results).toEqual([{ a: 1 }, null]);
  });

  it("returns each entry's data and errors under policy all", async () => {
    server.reply({
      body: [{ data: { a: 1 } }, { data: null, errors: [{ message: "B failed" }] }],
    });
    const client = createQueryClient({ url: server.url, errorPolicy: "all" });

    const results = await client.batchRequests([{ document: "{ a }" }, { document: "{ b }" }]);

    expect(results).toEqual([
      { data: { a: 1 }, errors: [] },
      { data: null, errors: [{ message: "B failed" }] },
    ]);
  });

  it("gives the response middleware the batch's results once", async () => {
    server.reply({ body: [{ data: { a: 1 } }, { data: { b: 2 } }] });
    const responseMiddleware = vi.fn<ResponseMiddleware>();
    const client = createQueryClient({ url: server.url, responseMiddleware });

    await client.batchRequests([{ document: "{ a }" }, { document: "{ b }" }]);

    expect(responseMiddleware).toHaveBeenCalledTimes(1);
    expect(responseMiddleware.mock.calls[0]?.[0]).toMatchObject({
      status: 200,
      results: [
        { data: { a: 1 }, errors: [] },
        { data: { b: 2 }, errors: [] },
      ],
    });
  });

  it("throws the server's message when it answers a batch with one error object", async () => {
    server.reply({ body: { errors: [{ message: "Batching is not enabled" }] } });
    const client = createQueryClient({ url: server.url, errorPolicy: "all" });

    const error = await client
      .batchRequests([{ document: "{ a }" }])
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(QueryClientError);
    expect((error as QueryClientError).message).toBe("Batching is not enabled");
    expect((error as QueryClientError).response.errors).toEqual([
      { message: "Batching is not enabled" },
    ]);
  });

  it("throws an invalid-response error when the server returns fewer results than entries", async () => {
    server.reply({ body: [{ data: { a: 1 } }] });
    const client = createQueryClient({ url: server.url });

    const error = await client
      .batchRequests([{ document: "{ a }" }, { document: "{ b }" }])
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(QueryClientError);
    expect((error as QueryClientError).message).toBe("Invalid GraphQL response (Code: 200)");
  });
});
