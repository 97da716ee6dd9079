import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type GraphqlTestServer, startGraphqlTestServer } from "../test/graphql-test-server";
import { createQueryClient } from "./create-query-client";
import { QueryClientError } from "./query-client-error";
import type { QueryRequestInit, ResponseMiddleware } from "./types";

const FORMS_QUERY = "query Forms { forms { slug } }";

let server: GraphqlTestServer;
beforeEach(async () => {
  server = await startGraphqlTestServer();
});
afterEach(() => server.close());

describe("custom headers", () => {
  it("sends the client's static headers", async () => {
    const client = createQueryClient({ url: server.url, headers: { Authorization: "Bearer abc" } });

    await client.request(FORMS_QUERY);

    expect(server.requests[0]?.headers.authorization).toBe("Bearer abc");
  });

  it("calls the client's headers function before every request", async () => {
    let token = 0;
    const client = createQueryClient({
      url: server.url,
      headers: async () => ({ Authorization: `Bearer ${++token}` }),
    });

    await client.request(FORMS_QUERY);
    await client.request(FORMS_QUERY);

    expect(server.requests.map((request) => request.headers.authorization)).toEqual([
      "Bearer 1",
      "Bearer 2",
    ]);
  });

  it("sends per-request headers, which win over the client's whatever their case", async () => {
    const client = createQueryClient({
      url: server.url,
      headers: { Authorization: "Bearer client", "X-Tenant": "acme" },
    });

    await client.request(FORMS_QUERY, undefined, {
      headers: { authorization: "Bearer request", "X-Form": "contact" },
    });

    const { headers } = server.requests[0]!;
    expect(headers.authorization).toBe("Bearer request");
    expect(headers["x-tenant"]).toBe("acme");
    expect(headers["x-form"]).toBe("contact");
  });

  it("leaves out a header whose value is undefined", async () => {
    const client = createQueryClient({
      url: server.url,
      headers: { Authorization: undefined, "X-Tenant": "acme" },
    });

    await client.request(FORMS_QUERY);

    expect(server.requests[0]?.headers).not.toHaveProperty("authorization");
    expect(server.requests[0]?.headers["x-tenant"]).toBe("acme");
  });
});

describe("request middleware", () => {
  it("changes a header of the request that is sent", async () => {
    const client = createQueryClient({
      url: server.url,
      requestMiddleware: async (request) => {
        await Promise.resolve();
        request.headers.set("X-Request-Id", `id-${request.operationName}`);
        return request;
      },
    });

    await client.request(FORMS_QUERY);

    expect(server.requests[0]?.headers["x-request-id"]).toBe("id-Forms");
  });

  it("sees the final request, GET parameters, headers and variables included", async () => {
    const seen: QueryRequestInit[] = [];
    const client = createQueryClient({
      url: server.url,
      method: "GET",
      requestMiddleware: (request) => {
        seen.push(request);
        return { ...request, url: `${request.url}&trace=1` };
      },
    });

    await client.request("query Form($slug: String!) { form(slug: $slug) { title } }", {
      slug: "contact",
    });

    const [request] = seen;
    expect(request?.method).toBe("GET");
    expect(new URL(request?.url ?? "").searchParams.get("operationName")).toBe("Form");
    expect(request?.headers.get("Accept")).toBe(
      "application/graphql-response+json, application/json",
    );
    expect(request?.variables).toEqual({ slug: "contact" });
    expect(request).not.toHaveProperty("errorPolicy");
    expect(server.requests[0]?.url.searchParams.get("trace")).toBe("1");
  });
});

describe("response middleware", () => {
  it("sees the response with status, headers, data and errors", async () => {
    server.reply({
      headers: { "X-RateLimit-Remaining": "9" },
      body: { data: { forms: [] }, errors: [{ message: "Partial" }] },
    });
    const responseMiddleware = vi.fn<ResponseMiddleware>();
    const client = createQueryClient({
      url: server.url,
      errorPolicy: "ignore",
      responseMiddleware,
    });

    await client.request(FORMS_QUERY);

    expect(responseMiddleware).toHaveBeenCalledTimes(1);
    const [outcome, request] = responseMiddleware.mock.calls[0]!;
    expect(outcome).toMatchObject({
      status: 200,
      data: { forms: [] },
      errors: [{ message: "Partial" }],
    });
    expect(
      outcome instanceof QueryClientError ? null : outcome.headers.get("x-ratelimit-remaining"),
    ).toBe("9");
    expect(request).toMatchObject({ url: server.url, method: "POST", operationName: "Forms" });
  });

  it("sees the QueryClientError before it is thrown", async () => {
    server.reply({ status: 503, body: "Service Unavailable" });
    const responseMiddleware = vi.fn<ResponseMiddleware>();
    const client = createQueryClient({ url: server.url, responseMiddleware });

    const error = await client.request(FORMS_QUERY).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(QueryClientError);
    expect(responseMiddleware).toHaveBeenCalledWith(error, (error as QueryClientError).request);
  });

  it("sees the error that policy none raises for GraphQL errors", async () => {
    server.reply({ body: { data: null, errors: [{ message: "Form not found" }] } });
    const responseMiddleware = vi.fn<ResponseMiddleware>();
    const client = createQueryClient({ url: server.url, responseMiddleware });

    await expect(client.request(FORMS_QUERY)).rejects.toThrow("Form not found");

    const [outcome] = responseMiddleware.mock.calls[0]!;
    expect(outcome).toBeInstanceOf(QueryClientError);
    expect((outcome as QueryClientError).message).toBe("Form not found");
  });
});
