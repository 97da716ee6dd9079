import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactDocument, validContactAnswers } from "../testing/fixtures";
import { startTestServer, type TestServer } from "../testing/test-server";

const OWNER_TOKEN = { authorization: "Bearer test-admin-token" };
const newToken = () => randomBytes(32).toString("base64url");

const SAVE = `mutation($slug: String!, $token: String!, $data: JSON!, $page: Int) {
  savePartialResponse(slug: $slug, token: $token, data: $data, page: $page) { id lastPage answers answeredCount updatedAt }
}`;
const LIST = `query($id: ID, $slug: String) {
  partialResponses(formId: $id, formSlug: $slug) { totalCount nodes { id lastPage answers updatedAt } }
}`;
const SUBMIT = `mutation($slug: String!, $data: JSON!, $key: String!, $partialToken: String) {
  submitForm(slug: $slug, data: $data, idempotencyKey: $key, partialToken: $partialToken) { submissionId fieldErrors { name } }
}`;

async function publish(api: TestServer, document: Record<string, unknown>): Promise<string> {
  const created = await api.gql(
    `mutation($d: JSON!) { createForm(document: $d) { id } }`,
    { d: document },
    OWNER_TOKEN,
  );
  const id = created.body.data.createForm.id as string;
  await api.gql(`mutation($id: ID!) { publishForm(id: $id) { id } }`, { id }, OWNER_TOKEN);
  return id;
}

describe("unfinished answers through the API", () => {
  let api: TestServer;
  let formId: string;

  beforeAll(async () => {
    api = await startTestServer({ submitLimitPerMinute: 5 });
    formId = await publish(api, contactDocument({ slug: "partial-api", partialResponses: true }));
  });
  afterAll(async () => {
    await api?.close();
  });

  it("keeps a respondent's answers, lists them for signed-in users only, and a submit with the token replaces them", async () => {
    const token = newToken();
    const saved = await api.gql(SAVE, {
      slug: "partial-api",
      token,
      data: { fullName: "Ada", email: "ada@" },
    });
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data.savePartialResponse).toMatchObject({
      lastPage: 1,
      answers: { fullName: "Ada", email: "ada@" },
      answeredCount: 2,
    });
    // Anyone may save; only signed-in users read them back.
    const anonymous = await api.gql(LIST, { id: formId });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(anonymous.body.data).toBeNull();
    const listed = await api.gql(LIST, { slug: "partial-api" }, OWNER_TOKEN);
    expect(listed.body.data.partialResponses).toEqual({
      totalCount: 1,
      nodes: [
        {
          id: saved.body.data.savePartialResponse.id,
          lastPage: 1,
          answers: { fullName: "Ada", email: "ada@" },
          updatedAt: saved.body.data.savePartialResponse.updatedAt,
        },
      ],
    });
    const submitted = await api.gql(SUBMIT, {
      slug: "partial-api",
      data: validContactAnswers,
      key: crypto.randomUUID(),
      partialToken: token,
    });
    expect(submitted.body.data.submitForm.submissionId).toBeTruthy();
    const after = await api.gql(LIST, { id: formId }, OWNER_TOKEN);
    expect(after.body.data.partialResponses.totalCount).toBe(0);
  });

  it("refuses a form without partialResponses, and a body over the submit size limit (413)", async () => {
    await publish(api, contactDocument({ slug: "partial-api-off" }));
    const off = await api.gql(SAVE, {
      slug: "partial-api-off",
      token: newToken(),
      data: { fullName: "Ada" },
    });
    expect(off.body.errors?.[0]).toMatchObject({
      message: "This form does not keep unfinished answers",
      extensions: { code: "BAD_USER_INPUT" },
    });
    const big = await api.gql(SAVE, {
      slug: "partial-api",
      token: newToken(),
      data: { fullName: "x".repeat(1_100_000) },
    });
    expect(big.status).toBe(413);
  });

  it("is counted per client and form like submitForm: over the limit, 429 RATE_LIMITED", async () => {
    await publish(api, contactDocument({ slug: "partial-api-limit", partialResponses: true }));
    const token = newToken();
    const statuses: number[] = [];
    let lastCode: unknown = null;
    for (let i = 0; i < 6; i += 1) {
      const { status, body } = await api.gql(SAVE, {
        slug: "partial-api-limit",
        token,
        data: { fullName: `Ada ${i}` },
      });
      statuses.push(status);
      lastCode = body.errors?.[0]?.extensions?.code ?? null;
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(lastCode).toBe("RATE_LIMITED");
    // Its own budget: the respondent can still submit.
    const submitted = await api.gql(SUBMIT, {
      slug: "partial-api-limit",
      data: validContactAnswers,
      key: crypto.randomUUID(),
      partialToken: token,
    });
    expect(submitted.body.data.submitForm.submissionId).toBeTruthy();
  });
});
