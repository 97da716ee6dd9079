import { type GraphQLObjectType, getNamedType } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../services/auth/roles";
import { contactDocument } from "../testing/fixtures";
import { startTestServer, type TestServer } from "../testing/test-server";
import { schema } from "./schema";

const OWNER_TOKEN = { authorization: "Bearer test-admin-token" };

interface Operation {
  /** Least role allowed; null for public operations. */
  role: Role | null;
  query: string;
  variables?: (ids: { formId: string; userId: string; keyId: string }) => Record<string, unknown>;
}

/**
 * Every operation of the schema with the least role it needs. The sweep
 * below fails when the schema gains an operation this table does not list.
 */
const operations: Record<string, Operation> = {
  form: { role: null, query: `{ form(slug: "contact") { slug } }` },
  me: { role: null, query: `{ me { role } }` },
  setupRequired: { role: null, query: `{ setupRequired }` },
  submitForm: {
    role: null,
    query: `mutation { submitForm(slug: "contact", data: {}, idempotencyKey: "sweep") { submissionId } }`,
  },
  forms: { role: "viewer", query: `{ forms { id } }` },
  formById: {
    role: "viewer",
    query: `query($id: ID!) { formById(id: $id) { id } }`,
    variables: ({ formId }) => ({ id: formId }),
  },
  submissions: {
    role: "viewer",
    query: `{ submissions(formSlug: "contact") { totalCount } }`,
  },
  submissionFields: {
    role: "viewer",
    query: `query($id: ID!) { submissionFields(formId: $id) { name } }`,
    variables: ({ formId }) => ({ id: formId }),
  },
  submissionStats: {
    role: "viewer",
    query: `query($id: ID!) { submissionStats(formId: $id) { total } }`,
    variables: ({ formId }) => ({ id: formId }),
  },
  deleteSubmission: {
    role: "editor",
    query: `mutation { deleteSubmission(id: "00000000-0000-4000-8000-000000000000") }`,
  },
  createForm: {
    role: "editor",
    query: `mutation($d: JSON!) { createForm(document: $d) { id } }`,
    variables: () => ({
      d: contactDocument({ slug: `sweep-${Math.random().toString(36).slice(2)}` }),
    }),
  },
  updateForm: {
    role: "editor",
    query: `mutation($id: ID!, $d: JSON!) { updateForm(id: $id, document: $d) { id } }`,
    variables: ({ formId }) => ({ id: formId, d: contactDocument() }),
  },
  publishForm: {
    role: "editor",
    query: `mutation($id: ID!) { publishForm(id: $id) { id } }`,
    variables: ({ formId }) => ({ id: formId }),
  },
  unpublishForm: {
    role: "editor",
    query: `mutation($id: ID!) { unpublishForm(id: $id) { id } }`,
    variables: ({ formId }) => ({ id: formId }),
  },
  duplicateForm: {
    role: "editor",
    query: `mutation($id: ID!) { duplicateForm(id: $id) { id } }`,
    variables: ({ formId }) => ({ id: formId }),
  },
  setFormEmbedOrigins: {
    role: "owner",
    query: `mutation($id: ID!) { setFormEmbedOrigins(id: $id, origins: ["https://example.com"]) { id } }`,
    variables: ({ formId }) => ({ id: formId }),
  },
  deleteForm: {
    role: "editor",
    query: `mutation { deleteForm(id: "00000000-0000-4000-8000-000000000000") }`,
  },
  uploads: { role: "viewer", query: `{ uploads { id } }` },
  spamSubmissions: { role: "viewer", query: `{ spamSubmissions(formSlug: "contact") { id } }` },
  deleteUpload: {
    role: "editor",
    query: `mutation { deleteUpload(id: "00000000-0000-4000-8000-000000000000") }`,
  },
  users: { role: "owner", query: `{ users { id } }` },
  apiKeys: { role: "owner", query: `{ apiKeys { id } }` },
  createUser: {
    role: "owner",
    query: `mutation($e: String!) { createUser(email: $e, password: "correct horse", role: VIEWER) { id } }`,
    variables: () => ({ e: `u${Math.random().toString(36).slice(2)}@example.com` }),
  },
  changeUserRole: {
    role: "owner",
    query: `mutation($id: ID!) { changeUserRole(id: $id, role: EDITOR) { id } }`,
    variables: ({ userId }) => ({ id: userId }),
  },
  deleteUser: {
    role: "owner",
    query: `mutation { deleteUser(id: "00000000-0000-4000-8000-000000000000") }`,
  },
  changePassword: {
    role: "viewer",
    query: `mutation { changePassword(currentPassword: "wrong password", newPassword: "a new password") }`,
  },
  createPasswordResetLink: {
    role: "owner",
    query: `mutation($id: ID!) { createPasswordResetLink(userId: $id) { url } }`,
    variables: ({ userId }) => ({ id: userId }),
  },
  createApiKey: {
    role: "owner",
    query: `mutation { createApiKey(name: "sweep", role: VIEWER) { key } }`,
  },
  revokeApiKey: {
    role: "owner",
    query: `mutation($id: ID!) { revokeApiKey(id: $id) { id } }`,
    variables: ({ keyId }) => ({ id: keyId }),
  },
};

function schemaOperations(): string[] {
  const roots = [schema.getQueryType(), schema.getMutationType()] as GraphQLObjectType[];
  return roots.flatMap((root) => Object.keys(root.getFields()));
}

describe("the role sweep", () => {
  let api: TestServer;
  const ids = { formId: "", userId: "", keyId: "" };
  const actors: Array<{ name: string; role: Role | null; headers: Record<string, string> }> = [
    { name: "anonymous", role: null, headers: {} },
    { name: "a wrong key", role: null, headers: { authorization: "Bearer fwk_not-a-real-key" } },
  ];

  beforeAll(async () => {
    api = await startTestServer();
    const created = await api.gql(
      `mutation($d: JSON!) { createForm(document: $d) { id } }`,
      { d: contactDocument() },
      OWNER_TOKEN,
    );
    ids.formId = created.body.data.createForm.id;
    await api.gql(
      `mutation($id: ID!) { publishForm(id: $id) { id } }`,
      { id: ids.formId },
      OWNER_TOKEN,
    );
    const user = await api.gql(
      `mutation { createUser(email: "target@example.com", password: "correct horse", role: VIEWER) { id } }`,
      {},
      OWNER_TOKEN,
    );
    ids.userId = user.body.data.createUser.id;
    for (const role of ["viewer", "editor", "owner"] as const) {
      const made = await api.gql(
        `mutation($n: String!, $r: Role!) { createApiKey(name: $n, role: $r) { key apiKey { id } } }`,
        { n: role, r: role.toUpperCase() },
        OWNER_TOKEN,
      );
      actors.push({
        name: role,
        role,
        headers: { authorization: `Bearer ${made.body.data.createApiKey.key}` },
      });
    }
    const spare = await api.gql(
      `mutation { createApiKey(name: "spare", role: VIEWER) { apiKey { id } } }`,
      {},
      OWNER_TOKEN,
    );
    ids.keyId = spare.body.data.createApiKey.apiKey.id;
  });
  afterAll(async () => {
    await api?.close();
  });

  it("lists every operation of the schema", () => {
    expect(schemaOperations().sort()).toEqual(Object.keys(operations).sort());
  });

  const rank: Record<Role, number> = { viewer: 0, editor: 1, owner: 2 };
  const allowed = (actor: Role | null, needed: Role | null) =>
    needed === null || (actor !== null && rank[actor] >= rank[needed]);

  for (const [name, op] of Object.entries(operations)) {
    it(`${name} is open to ${op.role ?? "everyone"} and closed below`, async () => {
      for (const actor of actors) {
        const { body } = await api.gql(op.query, op.variables?.(ids), actor.headers);
        const codes = (body.errors ?? []).map((e) => e.extensions?.code);
        const denied = codes.includes("UNAUTHENTICATED") || codes.includes("FORBIDDEN");
        expect(denied, `${name} as ${actor.name}: ${JSON.stringify(body.errors)}`).toBe(
          !allowed(actor.role, op.role),
        );
        if (!allowed(actor.role, op.role)) {
          expect(codes).toContain(actor.role === null ? "UNAUTHENTICATED" : "FORBIDDEN");
        }
      }
    });
  }
});

it("names each operation's return type in the sweep's table", () => {
  // Guards against a typo in the table: every listed operation exists.
  const fields = {
    ...schema.getQueryType()?.getFields(),
    ...schema.getMutationType()?.getFields(),
  };
  for (const name of Object.keys(operations))
    expect(getNamedType(fields[name]?.type)).toBeDefined();
});
