import { isImageSrc } from "@formwright/core";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactDocument } from "../testing/fixtures";
import { startTestServer, type TestServer } from "../testing/test-server";

const OWNER = { authorization: "Bearer test-admin-token" };

describe("security headers", () => {
  let api: TestServer;
  let formId: string;
  beforeAll(async () => {
    // Stands in for Next: answers with the policy Next would read its nonce from.
    api = await startTestServer(
      {},
      {
        pages: (req, res) => {
          res.end(String(req.headers["content-security-policy"] ?? ""));
        },
      },
    );
    const created = await api.gql(
      `mutation($d: JSON!) { createForm(document: $d) { id } }`,
      { d: contactDocument() },
      OWNER,
    );
    formId = created.body.data.createForm.id;
  });
  afterAll(async () => {
    await api?.close();
  });

  it("gives every page a nonce-based policy and hands the same policy to Next", async () => {
    const response = await fetch(`${api.url}/`);
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'/);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain("unsafe-eval");
    expect(await response.text()).toBe(policy);
    const again = await fetch(`${api.url}/`);
    expect(again.headers.get("content-security-policy")).not.toBe(policy);
  });

  it("lets pages load the https images the document format accepts", async () => {
    expect(isImageSrc("https://images.example.com/a.jpg")).toBe(true);
    const policy = (await fetch(`${api.url}/f/contact`)).headers.get("content-security-policy");
    const imgSrc = policy?.split("; ").find((d) => d.startsWith("img-src "));
    expect(imgSrc?.split(" ")).toContain("https:");
    expect(imgSrc?.split(" ")).not.toContain("http:");
  });

  it("sets nosniff and a referrer policy on pages and on the API", async () => {
    for (const path of ["/", "/api/graphql?query=%7B__typename%7D", "/api/health"]) {
      const response = await fetch(`${api.url}${path}`);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    }
  });

  it("opens frame-ancestors to the origins an owner allows for that form only", async () => {
    const set = await api.gql(
      `mutation($id: ID!) { setFormEmbedOrigins(id: $id, origins: ["https://shop.example", "https://blog.example/"]) { embedOrigins } }`,
      { id: formId },
      OWNER,
    );
    expect(set.body.data.setFormEmbedOrigins.embedOrigins).toEqual([
      "https://shop.example",
      "https://blog.example",
    ]);
    const policy = (await fetch(`${api.url}/f/contact`)).headers.get("content-security-policy");
    expect(policy).toContain("frame-ancestors 'self' https://shop.example https://blog.example");
    const other = (await fetch(`${api.url}/f/other`)).headers.get("content-security-policy");
    expect(other).toContain("frame-ancestors 'self';");
  });

  it("lets a form without scripts be sent on to its live confirmation redirect's origin only", async () => {
    const publishWith = async (slug: string, confirmation: unknown) => {
      const created = await api.gql(
        `mutation($d: JSON!) { createForm(document: $d) { id } }`,
        { d: { ...contactDocument({ slug }), confirmation } },
        OWNER,
      );
      await api.gql(
        `mutation($id: ID!) { publishForm(id: $id) { id } }`,
        { id: created.body.data.createForm.id },
        OWNER,
      );
    };
    const formAction = async (slug: string) =>
      (await fetch(`${api.url}/f/${slug}`)).headers
        .get("content-security-policy")
        ?.split("; ")
        .find((d) => d.startsWith("form-action "));
    await publishWith("redirect-away", { redirect: "https://thanks.example/after?x=1" });
    await publishWith("redirect-here", { redirect: "/thanks" });
    expect(await formAction("redirect-away")).toBe("form-action 'self' https://thanks.example");
    expect(await formAction("redirect-here")).toBe("form-action 'self'");
    expect(await formAction("contact")).toBe("form-action 'self'");
    const other = (await fetch(`${api.url}/`)).headers.get("content-security-policy");
    expect(other).toContain("form-action 'self';");
  });

  it("refuses an embed origin that would change the page's policy, naming it", async () => {
    const before = (await fetch(`${api.url}/f/contact`)).headers.get("content-security-policy");
    for (const origin of [
      "https://a.example;sandbox",
      "https://a.example%3Bsandbox",
      "https://a.example'",
      "https://*",
      "https://foo*.example.com",
      "*",
    ]) {
      const { body } = await api.gql(
        `mutation($id: ID!, $o: [String!]!) { setFormEmbedOrigins(id: $id, origins: $o) { id } }`,
        { id: formId, o: ["https://fine.example", origin] },
        OWNER,
      );
      expect(body.errors?.[0]?.extensions?.code, origin).toBe("BAD_USER_INPUT");
      expect(body.errors?.[0]?.message, origin).toContain(JSON.stringify(origin));
    }
    const after = (await fetch(`${api.url}/f/contact`)).headers.get("content-security-policy");
    expect(after?.replace(/'nonce-[^']+'/, "")).toBe(before?.replace(/'nonce-[^']+'/, ""));
  });

  it("opens frame-ancestors to a wildcard subdomain and to localhost with its port", async () => {
    const set = await api.gql(
      `mutation($id: ID!) { setFormEmbedOrigins(id: $id, origins: ["https://*.example.com", "http://localhost:5173"]) { embedOrigins } }`,
      { id: formId },
      OWNER,
    );
    expect(set.body.data.setFormEmbedOrigins.embedOrigins).toEqual([
      "https://*.example.com",
      "http://localhost:5173",
    ]);
    const policy = (await fetch(`${api.url}/f/contact`)).headers.get("content-security-policy");
    expect(policy).toContain("frame-ancestors 'self' https://*.example.com http://localhost:5173;");
  });

  it("leaves out of the policy a stored origin that the check would not write", async () => {
    await api.database.db.execute(
      sql`update forms set embed_origins = array['https://ok.example', 'https://a.example;sandbox', '*'] where id = ${formId}::uuid`,
    );
    const policy = (await fetch(`${api.url}/f/contact`)).headers.get("content-security-policy");
    expect(policy).toContain("frame-ancestors 'self' https://ok.example;");
    expect(policy).not.toContain("sandbox");
  });

  it("refuses an embed origin that is not an https origin", async () => {
    for (const origin of [
      "http://shop.example",
      "https://shop.example/path",
      "*",
      "javascript:alert(1)",
    ]) {
      const { body } = await api.gql(
        `mutation($id: ID!, $o: [String!]!) { setFormEmbedOrigins(id: $id, origins: $o) { id } }`,
        { id: formId, o: [origin] },
        OWNER,
      );
      expect(body.errors?.[0]?.extensions?.code, origin).toBe("BAD_USER_INPUT");
    }
  });
});
