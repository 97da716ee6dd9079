import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../testing/test-server";

const OWNER = { authorization: "Bearer test-admin-token" };
const CREATE = `mutation($d: JSON!) { createForm(document: $d) { id } }`;
const UPDATE = `mutation($id: ID!, $d: JSON!) { updateForm(id: $id, document: $d) { id } }`;

const document = (extra: Record<string, unknown>) => ({
  slug: "sprachen",
  title: "Sprachen",
  blocks: [{ type: "text", name: "name", label: "Name" }],
  ...extra,
});

// Issue 30 §6: "german" is a well-formed BCP 47 tag of no language; it used to be saved
// and publish as <html lang="german">.
describe("a form's languages through the API", () => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startTestServer();
  });
  afterAll(async () => {
    await api?.close();
  });

  it("refuses to save a language tag of no language, naming the field", async () => {
    const created = await api.gql(CREATE, { d: document({ language: "de" }) }, OWNER);
    const id = created.body.data.createForm.id as string;
    const saved = await api.gql(
      UPDATE,
      { id, d: document({ language: "en", translations: { german: { title: "Sprachen" } } }) },
      OWNER,
    );
    expect(saved.body.data).toBeNull();
    const error = saved.body.errors?.[0];
    expect(error?.message).toContain(
      'translations.german: "german" is not a language tag (BCP 47), e.g. "de" for German',
    );
    expect(error?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      issues: [{ path: "translations.german" }],
    });
    const refused = await api.gql(
      CREATE,
      { d: document({ slug: "sprachen-2", language: "german" }) },
      OWNER,
    );
    expect(refused.body.errors?.[0]?.message).toContain(
      'language: "german" is not a language tag (BCP 47), e.g. "de" for German',
    );
  });
});
