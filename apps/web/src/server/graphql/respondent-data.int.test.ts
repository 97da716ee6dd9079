import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyDocument } from "../testing/retention-fixtures";
import { startTestServer, type TestServer } from "../testing/test-server";

const OWNER = { authorization: "Bearer test-admin-token" };

const FIND = `query($e: String!) { respondentData(email: $e) { email records { kind formSlug answers } } }`;
const DELETE = `mutation($e: String!) { deleteRespondentData(email: $e) { email records { kind id formSlug } files } }`;

describe("respondentData and deleteRespondentData", () => {
  let api: TestServer;
  const keys: Record<"viewer" | "editor", Record<string, string>> = { viewer: {}, editor: {} };

  beforeAll(async () => {
    api = await startTestServer();
    for (const slug of ["request-a", "request-b"]) {
      const extra = slug === "request-a" ? { retention: { deleteAfterDays: 90 } } : {};
      const made = await api.gql(
        `mutation($d: JSON!) { createForm(document: $d) { id } }`,
        { d: applyDocument(slug, extra) },
        OWNER,
      );
      const id = made.body.data.createForm.id as string;
      await api.gql(`mutation($id: ID!) { publishForm(id: $id) { id } }`, { id }, OWNER);
    }
    for (const [slug, email, key] of [
      ["request-a", "Ada@Example.com", "a1"],
      ["request-b", "ada@example.com", "b1"],
      ["request-b", "bob@example.com", "b2"],
    ] as const) {
      const sent = await api.gql(
        `mutation($s: String!, $d: JSON!, $k: String!) { submitForm(slug: $s, data: $d, idempotencyKey: $k) { submissionId } }`,
        { s: slug, d: { fullName: key, email }, k: key },
      );
      expect(sent.body.data.submitForm.submissionId).toBeTruthy();
    }
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

  it("refuses viewers, editors and anonymous callers, and deletes nothing for them", async () => {
    for (const role of ["viewer", "editor"] as const) {
      for (const query of [FIND, DELETE]) {
        const refused = await api.gql(query, { e: "ada@example.com" }, keys[role]);
        expect(refused.body.data ?? null).toBeNull();
        expect(refused.body.errors?.[0]).toMatchObject({
          message: `Forbidden: this needs the owner role (you are ${role})`,
          extensions: { code: "FORBIDDEN" },
        });
      }
    }
    const anonymous = await api.gql(DELETE, { e: "ada@example.com" });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const found = await api.gql(FIND, { e: "ada@example.com" }, OWNER);
    expect(found.body.data.respondentData.records).toHaveLength(2);
  });

  it("finds an owner's request across forms whatever the case, then deletes it and nobody else's", async () => {
    const found = await api.gql(FIND, { e: "ADA@example.COM" }, OWNER);
    expect(found.body.errors).toBeUndefined();
    expect(found.body.data.respondentData).toEqual({
      email: "ada@example.com",
      records: [
        {
          kind: "SUBMISSION",
          formSlug: "request-a",
          answers: { fullName: "a1", email: "Ada@Example.com", guests: [] },
        },
        {
          kind: "SUBMISSION",
          formSlug: "request-b",
          answers: { fullName: "b1", email: "ada@example.com", guests: [] },
        },
      ],
    });
    const deleted = await api.gql(DELETE, { e: "ada@example.com" }, OWNER);
    expect(
      deleted.body.data.deleteRespondentData.records.map((r: { formSlug: string }) => r.formSlug),
    ).toEqual(["request-a", "request-b"]);
    expect(
      (await api.gql(FIND, { e: "ada@example.com" }, OWNER)).body.data.respondentData.records,
    ).toEqual([]);
    const bob = await api.gql(FIND, { e: "bob@example.com" }, OWNER);
    expect(bob.body.data.respondentData.records).toHaveLength(1);
  });

  it("refuses what is not an address with BAD_USER_INPUT", async () => {
    const refused = await api.gql(FIND, { e: "ada" }, OWNER);
    expect(refused.body.errors?.[0]).toMatchObject({
      message: "email: ada is not an email address",
      extensions: { code: "BAD_USER_INPUT" },
    });
  });

  it("says how long each form keeps its answers (Form.retentionDays)", async () => {
    const listed = await api.gql(`{ forms { slug retentionDays } }`, {}, keys.viewer);
    expect(listed.body.data.forms).toEqual(
      expect.arrayContaining([
        { slug: "request-a", retentionDays: 90 },
        { slug: "request-b", retentionDays: null },
      ]),
    );
  });
});
