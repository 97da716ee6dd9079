import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../server/testing/test-server";
import { loadResumedDraft } from "./load-resumed-draft";

const OWNER_TOKEN = { authorization: "Bearer test-admin-token" };

const pagedDocument = {
  slug: "resume-paged",
  title: "Paged",
  confirmation: { message: "Thanks!" },
  blocks: [
    { type: "text", name: "fullName", label: "Full name" },
    { type: "page", title: "Contact" },
    { type: "text", name: "email", label: "Email" },
    { type: "page", title: "Consent" },
    { type: "checkbox", name: "consent", label: "I agree" },
  ],
};

describe("the data of a page opened from a resume link", () => {
  let api: TestServer;
  let internalUrl: string | undefined;

  beforeAll(async () => {
    api = await startTestServer();
    internalUrl = process.env.FORMWRIGHT_INTERNAL_GRAPHQL_URL;
    process.env.FORMWRIGHT_INTERNAL_GRAPHQL_URL = api.graphqlUrl;
    const created = await api.gql(
      `mutation($d: JSON!) { createForm(document: $d) { id } }`,
      { d: pagedDocument },
      OWNER_TOKEN,
    );
    const id = created.body.data.createForm.id as string;
    await api.gql(`mutation($id: ID!) { publishForm(id: $id) { id } }`, { id }, OWNER_TOKEN);
  });
  afterAll(async () => {
    if (internalUrl === undefined) delete process.env.FORMWRIGHT_INTERNAL_GRAPHQL_URL;
    else process.env.FORMWRIGHT_INTERNAL_GRAPHQL_URL = internalUrl;
    await api?.close();
  });

  it("opens on the page the draft was saved on", async () => {
    const saved = await api.gql(
      `mutation { saveDraft(slug: "resume-paged", version: 1, answers: { fullName: "Ada" }, step: 2) { resumeToken } }`,
    );
    expect(saved.body.errors).toBeUndefined();
    const resumed = await loadResumedDraft({
      slug: "resume-paged",
      resumeToken: saved.body.data.saveDraft.resumeToken,
    });
    expect(resumed?.answers).toEqual({ fullName: "Ada" });
    expect(resumed?.step).toBe(2);
  });
});
