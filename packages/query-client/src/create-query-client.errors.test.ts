import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type GraphqlTestServer, startGraphqlTestServer } from "../test/graphql-test-server";
import { rejectionOf } from "../test/rejection-of";
import { createQueryClient } from "./create-query-client";
import { QueryClientError } from "./query-client-error";

const FORM_QUERY = "query Form($slug: String!) { form(slug: $slug) { title } }";
const PARTIAL = {
  data: { form: { title: "Contact" } },
  errors: [
    { message: "Field 'owner' is hidden", path: ["form", "owner"] },
    { message: "Second error" },
  ],
};

let server: GraphqlTestServer;
beforeEach(async () => {
  server = await startGraphqlTestServer();
});
afterEach(() => server.close());

async function queryClientErrorOf(promise: Promise<unknown>): Promise<QueryClientError> {
  const error = await rejectionOf(promise);
  expect(error).toBeInstanceOf(QueryClientError);
  return error as QueryClientError;
}

describe("SPEC §4 errors table", () => {
  it("throws exactly `GraphQL Error (Code: 503)` with status, response and request for a 503", async () => {
    server.reply({ status: 503, headers: { "Retry-After": "30" }, body: "Service Unavailable" });
    const client = createQueryClient({ url: server.url });

    const error = await queryClientErrorOf(client.request(FORM_QUERY, { slug: "contact" }));

    expect(error.message).toBe("GraphQL Error (Code: 503)");
    expect(error.name).toBe("QueryClientError");
    expect(error.status).toBe(503);
    expect(error.response.status).toBe(503);
    expect(error.response.headers.get("retry-after")).toBe("30");
    expect(error.response.errors).toBeUndefined();
    expect(error.request).toEqual({
      url: server.url,
      method: "POST",
      query: FORM_QUERY,
      variables: { slug: "contact" },
      operationName: "Form",
    });
  });

  it("throws exactly the first error's message under policy none", async () => {
    server.reply({ body: PARTIAL });
    const client = createQueryClient({ url: server.url });

    const error = await queryClientErrorOf(client.request(FORM_QUERY, { slug: "contact" }));

    expect(error.message).toBe("Field 'owner' is hidden");
    expect(error.status).toBe(200);
    expect(error.response.data).toEqual({ form: { title: "Contact" } });
    expect(error.response.errors).toEqual(PARTIAL.errors);
  });

  it("returns the data and drops the errors under policy ignore", async () => {
    server.reply({ body: PARTIAL });
    const client = createQueryClient({ url: server.url, errorPolicy: "ignore" });

    const data = await client.request(FORM_QUERY, { slug: "contact" });

    expect(data).toEqual({ form: { title: "Contact" } });
  });

  it("returns the data and the errors together under policy all", async () => {
    server.reply({ body: PARTIAL });
    const client = createQueryClient({ url: server.url, errorPolicy: "all" });

    const result = await client.request(FORM_QUERY, { slug: "contact" });

    expect(result).toStrictEqual({ data: PARTIAL.data, errors: PARTIAL.errors });
  });
});

describe("errors beyond the table", () => {
  it("keeps the code message for a 400 with GraphQL errors and exposes them on the response", async () => {
    const errors = [{ message: 'Cannot query field "nope" on type "Query".' }];
    server.reply({
      status: 400,
      headers: { "Content-Type": "application/graphql-response+json; charset=utf-8" },
      body: { errors },
    });
    const client = createQueryClient({ url: server.url, errorPolicy: "all" });

    const error = await queryClientErrorOf(client.request("{ nope }"));

    expect(error.message).toBe("GraphQL Error (Code: 400)");
    expect(error.status).toBe(400);
    expect(error.response.errors).toEqual(errors);
  });

  it("throws status 0 and `Network error: ...` when the server is gone", async () => {
    const { url } = server;
    await server.close();
    const client = createQueryClient({ url });

    const error = await queryClientErrorOf(client.request(FORM_QUERY, { slug: "contact" }));

    expect(error.status).toBe(0);
    expect(error.response.status).toBe(0);
    expect(error.message).toMatch(
      /^Network error: fetch failed \(connect ECONNREFUSED 127\.0\.0\.1:\d+\)$/,
    );
    expect(error.cause).toBeInstanceOf(TypeError);
    expect(error.request.operationName).toBe("Form");
  });

  it("throws status 0 when the connection drops while the body is read", async () => {
    server.reply({ headers: { "Content-Length": "1000" }, body: PARTIAL, isCutOff: true });
    const client = createQueryClient({ url: server.url });

    const error = await queryClientErrorOf(client.request(FORM_QUERY, { slug: "contact" }));

    expect(error.status).toBe(0);
    expect(error.message).toMatch(/^Network error: /);
  });

  it("throws status 0 when a custom fetch rejects", async () => {
    const client = createQueryClient({
      url: server.url,
      fetch: () => Promise.reject(new TypeError("Failed to fetch")),
    });

    const error = await queryClientErrorOf(client.request("{ a }"));

    expect(error.status).toBe(0);
    expect(error.message).toBe("Network error: Failed to fetch");
  });

  it("rethrows an abort untouched, not as a network error", async () => {
    server.reply({ body: { data: { a: 1 } } });
    const client = createQueryClient({ url: server.url });
    const controller = new AbortController();
    controller.abort();

    const error = await rejectionOf(
      client.request("{ a }", undefined, { signal: controller.signal }),
    );

    expect(error).not.toBeInstanceOf(QueryClientError);
    expect((error as Error).name).toBe("AbortError");
  });

  it("throws `Invalid GraphQL response (Code: 200)` for a 200 whose body is not GraphQL", async () => {
    server.reply({ headers: { "Content-Type": "text/html" }, body: "<html>Login</html>" });
    const client = createQueryClient({ url: server.url });

    const error = await queryClientErrorOf(client.request("{ a }"));

    expect(error.message).toBe("Invalid GraphQL response (Code: 200)");
    expect(error.status).toBe(200);
  });

  it("keeps variables out of the error message", async () => {
    server.reply({ status: 500, body: { errors: [{ message: "Boom" }] } });
    const client = createQueryClient({ url: server.url });

    const error = await queryClientErrorOf(
      client.request("mutation Submit($email: String!) { submit(email: $email) }", {
        email: "respondent@example.com",
      }),
    );

    expect(error.message).toBe("GraphQL Error (Code: 500)");
    expect(error.cause).toBeUndefined();
    expect(error.response.errors).toEqual([{ message: "Boom" }]);
  });

  it("throws `Invalid GraphQL response (Code: 200)` under policy none for no data and no errors", async () => {
    server.reply({ body: { data: null } });
    const client = createQueryClient({ url: server.url });

    const error = await queryClientErrorOf(client.request("{ a }"));

    expect(error.message).toBe("Invalid GraphQL response (Code: 200)");
  });

  it("resolves rawRequest with data, errors, status and headers whatever the policy", async () => {
    server.reply({ headers: { "X-Trace": "t1" }, body: PARTIAL });
    const client = createQueryClient({ url: server.url });

    const response = await client.rawRequest(FORM_QUERY, { slug: "contact" });

    expect(response).toMatchObject({ status: 200, data: PARTIAL.data, errors: PARTIAL.errors });
    expect(response.headers.get("x-trace")).toBe("t1");
  });
});

describe("fetch options", () => {
  it("calls the custom fetch with credentials and the other fetch options", async () => {
    const fetch = vi.fn((url: string, init: RequestInit) => globalThis.fetch(url, init));
    const client = createQueryClient({
      url: server.url,
      fetch,
      credentials: "include",
      fetchOptions: { cache: "no-store" },
    });

    await client.request("{ a }", undefined, { fetchOptions: { keepalive: true } });

    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(server.url);
    expect(init).toMatchObject({ credentials: "include", cache: "no-store", keepalive: true });
    expect(init).not.toHaveProperty("errorPolicy");
  });
});
