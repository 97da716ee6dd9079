import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOT_SIGNED_IN } from "../graphql/errors";
import { contactDocument, validContactAnswers } from "../testing/fixtures";
import { startTestServer, type TestServer } from "../testing/test-server";

const ADMIN = { authorization: "Bearer test-admin-token" };
const SUBMIT = `mutation Submit($slug: String!, $data: JSON!, $key: String!) {
  submitForm(slug: $slug, data: $data, idempotencyKey: $key) { submissionId fieldErrors { name message } }
}`;
const COUNT = `query Count($slug: String!) { submissions(formSlug: $slug) { totalCount } }`;

describe("the GraphQL API over HTTP", () => {
  let api: TestServer;
  const count = async () =>
    (await api.gql(COUNT, { slug: "contact" }, ADMIN)).body.data.submissions.totalCount as number;

  beforeAll(async () => {
    api = await startTestServer();
    const created = await api.gql(
      `mutation($d: JSON!) { createForm(document: $d) { id slug publishedVersion } }`,
      { d: contactDocument() },
      ADMIN,
    );
    const id = created.body.data.createForm.id as string;
    const published = await api.gql(
      `mutation($id: ID!) { publishForm(id: $id) { publishedVersion } }`,
      { id },
      ADMIN,
    );
    expect(published.body.data.publishForm.publishedVersion).toBe(1);
  });
  afterAll(async () => {
    await api?.close();
  });

  it("serves the published form by slug", async () => {
    const { body } = await api.gql(`{ form(slug: "contact") { slug version title document } }`);
    expect(body.data.form).toMatchObject({ slug: "contact", version: 1, title: "Contact us" });
    expect(body.data.form.document.blocks).toHaveLength(8);
  });

  it("answers Form not found for an unknown slug", async () => {
    const { body } = await api.gql(`{ form(slug: "nope") { slug } }`);
    expect(body.data.form).toBeNull();
    expect(body.errors?.[0]?.message).toBe("Form not found");
    const submit = await api.gql(SUBMIT, { slug: "nope", data: {}, key: "x" });
    expect(submit.body.errors?.[0]?.message).toBe("Form not found");
  });

  it("stores one submission for one idempotency key sent twice", async () => {
    const before = await count();
    const vars = { slug: "contact", data: validContactAnswers, key: "http-idem" };
    const a = await api.gql(SUBMIT, vars);
    const b = await api.gql(SUBMIT, vars);
    expect(a.body.data.submitForm.submissionId).toBeTruthy();
    expect(b.body.data.submitForm.submissionId).toBe(a.body.data.submitForm.submissionId);
    expect(await count()).toBe(before + 1);
  });

  it("answers a tampered submission with field errors as data", async () => {
    const before = await count();
    const { status, body } = await api.gql(SUBMIT, {
      slug: "contact",
      data: { ...validContactAnswers, contactBy: "carrier-pigeon", age: "old", isAdmin: true },
      key: "tampered",
    });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const errors = body.data.submitForm.fieldErrors as Array<{ name: string; message: string }>;
    expect(errors.map((e) => e.name).sort()).toEqual(["age", "contactBy", "isAdmin"]);
    expect(errors.find((e) => e.name === "age")?.message).toBe("Age must be a number");
    expect(errors.find((e) => e.name === "isAdmin")?.message).toBe('Unknown field "isAdmin"');
    expect(body.data.submitForm.submissionId).toBeNull();
    expect(await count()).toBe(before);
  });

  it("refuses a body over 1 MB with 413 and stores nothing", async () => {
    const before = await count();
    const response = await fetch(api.graphqlUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        query: SUBMIT,
        variables: {
          slug: "contact",
          data: { ...validContactAnswers, fullName: "x".repeat(1_100_000) },
          key: "big",
        },
      }),
    });
    expect(response.status).toBe(413);
    expect(await count()).toBe(before);
  });

  it("refuses an oversize chunked body with 413", async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(api.graphqlUrl, {
        method: "POST",
        headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
      });
      req.on("response", (res) => {
        resolve(res.statusCode ?? 0);
        res.resume();
      });
      req.on("error", reject);
      const chunk = "x".repeat(64 * 1024);
      let sent = 0;
      const pump = () => {
        while (sent < 20 && req.write(chunk)) sent++;
        if (sent < 20) req.once("drain", pump);
        else req.end();
      };
      pump();
    });
    expect(status).toBe(413);
  });

  it("answers malformed requests with a GraphQL-over-HTTP error and stores nothing", async () => {
    const before = await count();
    const notJson = await fetch(api.graphqlUrl, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/graphql-response+json" },
      body: "{ this is not json",
    });
    expect(notJson.status).toBe(400);
    expect(((await notJson.json()) as { errors: unknown[] }).errors.length).toBeGreaterThan(0);
    const badSyntax = await fetch(api.graphqlUrl, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/graphql-response+json" },
      body: JSON.stringify({ query: "mutation { submitForm(" }),
    });
    expect(badSyntax.status).toBe(400);
    expect(await count()).toBe(before);
  });

  it("refuses admin operations without the token or with a wrong one", async () => {
    const attempts: Array<Record<string, string>> = [
      {},
      { authorization: "Bearer wrong" },
      { authorization: "test-admin-token" },
    ];
    for (const headers of attempts) {
      const { body } = await api.gql(`{ forms { id } }`, {}, headers);
      expect(body.data).toBeNull();
      expect(body.errors?.[0]?.message).toBe(NOT_SIGNED_IN);
    }
    const ok = await api.gql(`{ forms { slug } }`, {}, ADMIN);
    expect(ok.body.data.forms).toEqual([{ slug: "contact" }]);
  });

  it("refuses every admin operation when no admin token is configured", async () => {
    const locked = await startTestServer({ adminToken: undefined });
    try {
      const { body } = await locked.gql(`{ forms { id } }`, {}, { authorization: "Bearer " });
      expect(body.errors?.[0]?.message).toBe(NOT_SIGNED_IN);
      const create = await locked.gql(
        `mutation($d: JSON!) { createForm(document: $d) { id } }`,
        { d: contactDocument() },
        { authorization: "Bearer undefined" },
      );
      expect(create.body.errors?.[0]?.message).toBe(NOT_SIGNED_IN);
    } finally {
      await locked.close();
    }
  });

  it("pages submissions with cursors through the API", async () => {
    const first = await api.gql(
      `{ submissions(formSlug: "contact", first: 1) { totalCount nodes { id version data createdAt } pageInfo { endCursor hasNextPage } } }`,
      {},
      ADMIN,
    );
    const page = first.body.data.submissions;
    expect(page.totalCount).toBeGreaterThanOrEqual(1);
    expect(page.nodes[0].data).toEqual(validContactAnswers);
    expect(new Date(page.nodes[0].createdAt).toString()).not.toBe("Invalid Date");
    expect(typeof page.pageInfo.hasNextPage).toBe("boolean");
  });
});
