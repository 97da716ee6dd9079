import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactDocument, validContactAnswers } from "../testing/fixtures";
import { startTestServer, type TestServer } from "../testing/test-server";

const OWNER = { authorization: "Bearer test-admin-token" };

const CREATE = `mutation($id: ID!, $count: Int, $emails: [String!]) {
  createRespondentLinks(formId: $id, count: $count, emails: $emails) { id url email createdAt usedAt revokedAt }
}`;
const LIST = `query($id: ID!) { respondentLinks(formId: $id) { id url email usedAt revokedAt submissionId } }`;
const REVOKE = `mutation($id: ID!) { revokeRespondentLink(id: $id) { id revokedAt } }`;
const STATUS = `query($s: String!, $t: String!) { respondentLinkStatus(slug: $s, token: $t) }`;
const SUBMIT = `mutation($s: String!, $d: JSON!, $k: String!, $i: String) {
  submitForm(slug: $s, data: $d, idempotencyKey: $k, invite: $i) { submissionId }
}`;

describe("single-use links through the API", () => {
  let api: TestServer;
  let formId: string;
  const keys: Record<string, Record<string, string>> = {};
  const slug = "invite-api";

  beforeAll(async () => {
    api = await startTestServer({ submitLimitPerMinute: 100 });
    const created = await api.gql(
      `mutation($d: JSON!) { createForm(document: $d) { id } }`,
      { d: contactDocument({ slug }) },
      OWNER,
    );
    formId = created.body.data.createForm.id;
    await api.gql(`mutation($id: ID!) { publishForm(id: $id) { id } }`, { id: formId }, OWNER);
    for (const role of ["viewer", "editor"] as const) {
      const made = await api.gql(
        `mutation($n: String!, $r: Role!) { createApiKey(name: $n, role: $r) { key } }`,
        { n: role, r: role.toUpperCase() },
        OWNER,
      );
      keys[role] = { authorization: `Bearer ${made.body.data.createApiKey.key}` };
    }
  });
  afterAll(async () => {
    await api?.close();
  });

  it("refuses viewers (FORBIDDEN) and anonymous callers (UNAUTHENTICATED) for every link operation", async () => {
    const calls: Array<[string, Record<string, unknown>]> = [
      [CREATE, { id: formId, count: 1 }],
      [LIST, { id: formId }],
      [REVOKE, { id: "00000000-0000-4000-8000-000000000000" }],
    ];
    for (const [query, variables] of calls) {
      const viewer = await api.gql(query, variables, keys.viewer);
      expect(viewer.body.errors?.[0]).toMatchObject({
        message: "Forbidden: this needs the editor role (you are viewer)",
        extensions: { code: "FORBIDDEN" },
      });
      const anonymous = await api.gql(query, variables);
      expect(anonymous.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    }
  });

  it("an editor makes links on this server's address, lists them without urls, and one is used once", async () => {
    const made = await api.gql(CREATE, { id: formId, emails: ["Ada@Example.com"] }, keys.editor);
    expect(made.body.errors).toBeUndefined();
    const [link] = made.body.data.createRespondentLinks;
    expect(link).toMatchObject({ email: "ada@example.com", usedAt: null, revokedAt: null });
    expect(link.url).toMatch(new RegExp(`^${api.url}/f/${slug}\\?invite=[\\w-]{32}$`));
    const token = new URL(link.url).searchParams.get("invite");
    expect((await api.gql(STATUS, { s: slug, t: token })).body.data.respondentLinkStatus).toBe(
      "VALID",
    );
    const sent = await api.gql(SUBMIT, { s: slug, d: validContactAnswers, k: "api-1", i: token });
    const submissionId = sent.body.data.submitForm.submissionId;
    expect(submissionId).toBeTruthy();
    const again = await api.gql(SUBMIT, { s: slug, d: validContactAnswers, k: "api-2", i: token });
    expect(again.body.errors?.[0]).toMatchObject({
      message: "This invitation link has already been used.",
      extensions: { code: "INVITE_USED" },
    });
    expect((await api.gql(STATUS, { s: slug, t: token })).body.data.respondentLinkStatus).toBe(
      "USED",
    );
    const listed = await api.gql(LIST, { id: formId }, keys.editor);
    expect(listed.body.data.respondentLinks).toEqual([
      expect.objectContaining({ id: link.id, url: null, submissionId }),
    ]);
    const revoked = await api.gql(REVOKE, { id: link.id }, keys.editor);
    expect(revoked.body.data.revokeRespondentLink.revokedAt).toBeTruthy();
  });

  it("names what was wrong in bad input", async () => {
    const both = await api.gql(CREATE, { id: formId, count: 2, emails: ["a@example.com"] }, OWNER);
    expect(both.body.errors?.[0]).toMatchObject({
      message:
        "Give either count (anonymous links) or emails (one link per address), not both and not neither",
      extensions: { code: "BAD_USER_INPUT" },
    });
    const tooMany = await api.gql(CREATE, { id: formId, count: 5000 }, OWNER);
    expect(tooMany.body.errors?.[0]?.message).toBe(
      "count: must be a whole number from 1 to 1000, got 5000",
    );
    const unknown = await api.gql(REVOKE, { id: "00000000-0000-4000-8000-000000000000" }, OWNER);
    expect(unknown.body.errors?.[0]).toMatchObject({
      message: "Respondent link not found",
      extensions: { code: "NOT_FOUND" },
    });
  });
});
