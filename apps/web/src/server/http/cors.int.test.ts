import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../testing/test-server";

const SHOP = "https://shop.example";
const ME = JSON.stringify({ query: "{ me { role } }" });

async function preflight(api: TestServer, origin: string) {
  return fetch(api.graphqlUrl, {
    method: "OPTIONS",
    headers: {
      origin,
      "access-control-request-method": "POST",
      "access-control-request-headers": "content-type, authorization",
    },
  });
}

describe("cross-origin reads when FORMWRIGHT_CORS_ORIGINS lists origins", () => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startTestServer({ corsOrigins: [SHOP] });
  });
  afterAll(async () => {
    await api?.close();
  });

  it("answers a listed origin's preflight with an API key allowed and no credentials", async () => {
    const response = await preflight(api, SHOP);
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe(SHOP);
    expect(response.headers.get("access-control-allow-methods")).toBe("GET, POST");
    expect(response.headers.get("access-control-allow-headers")).toBe(
      "content-type, authorization",
    );
    expect(response.headers.get("access-control-allow-credentials")).toBeNull();
    expect(response.headers.get("vary")).toContain("Origin");
  });

  it("lets a listed origin read an answer made with its API key, without credentials", async () => {
    const response = await fetch(api.graphqlUrl, {
      method: "POST",
      headers: {
        origin: SHOP,
        "content-type": "application/json",
        authorization: "Bearer test-admin-token",
      },
      body: ME,
    });
    expect(response.headers.get("access-control-allow-origin")).toBe(SHOP);
    expect(response.headers.get("access-control-allow-credentials")).toBeNull();
    expect(await response.json()).toEqual({ data: { me: { role: "OWNER" } } });
  });

  it("refuses the preflight of an origin that is not listed", async () => {
    const response = await preflight(api, "https://evil.example");
    expect(response.status).toBe(403);
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
    expect(response.headers.get("access-control-allow-credentials")).toBeNull();
  });

  it("still refuses a listed origin's simple form post", async () => {
    const response = await fetch(api.graphqlUrl, {
      method: "POST",
      headers: { origin: SHOP, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ query: "{ __typename }" }).toString(),
    });
    expect(response.status).toBe(415);
  });
});

describe("cross-origin reads when FORMWRIGHT_CORS_ORIGINS is *", () => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startTestServer({ corsOrigins: "*" });
  });
  afterAll(async () => {
    await api?.close();
  });

  it("answers any origin with * and never with credentials", async () => {
    const response = await preflight(api, "https://anywhere.example");
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-credentials")).toBeNull();
    const actual = await fetch(api.graphqlUrl, {
      method: "POST",
      headers: { origin: "https://anywhere.example", "content-type": "application/json" },
      body: ME,
    });
    expect(actual.headers.get("access-control-allow-origin")).toBe("*");
    expect(actual.headers.get("access-control-allow-credentials")).toBeNull();
  });
});
