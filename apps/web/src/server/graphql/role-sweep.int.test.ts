import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { type GraphQLObjectType, getNamedType } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageDecision } from "../../lib/page-decision";
import {
  type Access,
  isAllowed,
  OPERATION_ACCESS,
  type OperationAction,
  PAGE_ACCESS,
  type PageAction,
  PERMISSIONS,
  permissionsOf,
  ROUTE_ACCESS,
  type RouteAction,
} from "../../lib/permissions";
import { createRoutes, type RouteContext, routeActionOf } from "../http/routes";
import type { Role } from "../services/auth/roles";
import { contactDocument } from "../testing/fixtures";
import { startTestServer, type TestServer } from "../testing/test-server";
import { schema } from "./schema";

const OWNER_TOKEN = { authorization: "Bearer test-admin-token" };

interface Call {
  query: string;
  variables?: (ids: { formId: string; userId: string; keyId: string }) => Record<string, unknown>;
}

/**
 * How to call each operation of the permission table. Who may call it comes
 * from the table (src/lib/permissions.ts); the sweep below fails when the
 * schema has an operation the table lacks, or the table one the schema lacks,
 * and this file stops compiling when the table gains an operation without a call.
 */
const operations: Record<OperationAction, Call> = {
  form: { query: `{ form(slug: "contact") { slug } }` },
  me: { query: `{ me { role } }` },
  setupRequired: { query: `{ setupRequired }` },
  submitForm: {
    query: `mutation { submitForm(slug: "contact", data: {}, idempotencyKey: "sweep") { submissionId } }`,
  },
  saveDraft: {
    query: `mutation { saveDraft(slug: "contact", version: 1, answers: {}) { resumeUrl } }`,
  },
  resumeDraft: {
    query: `{ resumeDraft(slug: "contact", resumeToken: "sweep") { step } }`,
  },
  emailDraftLink: {
    query: `mutation { emailDraftLink(slug: "contact", resumeToken: "sweep", email: "a@example.com") }`,
  },
  requestEmailCode: {
    query: `mutation { requestEmailCode(slug: "contact", field: "email", email: "a@example.com") }`,
  },
  verifyEmailCode: {
    query: `mutation { verifyEmailCode(slug: "contact", field: "email", email: "a@example.com", code: "000000") { token } }`,
  },
  drafts: {
    query: `query($id: ID!) { drafts(formId: $id) { totalCount } }`,
    variables: ({ formId }) => ({ id: formId }),
  },
  editSubmission: {
    query: `mutation { editSubmission(token: "sweep", data: {}) { submissionId } }`,
  },
  submissionToEdit: {
    query: `{ submissionToEdit(slug: "contact", token: "sweep") { answers } }`,
  },
  savePartialResponse: {
    query: `mutation { savePartialResponse(slug: "contact", token: "sweep", data: {}) { id } }`,
  },
  partialResponses: {
    query: `query($id: ID!) { partialResponses(formId: $id) { totalCount } }`,
    variables: ({ formId }) => ({ id: formId }),
  },
  deleteDraft: {
    query: `mutation { deleteDraft(id: "00000000-0000-4000-8000-000000000000") }`,
  },
  respondentLinkStatus: {
    query: `{ respondentLinkStatus(slug: "contact", token: "sweep") }`,
  },
  respondentLinks: {
    query: `query($id: ID!) { respondentLinks(formId: $id) { id } }`,
    variables: ({ formId }) => ({ id: formId }),
  },
  createRespondentLinks: {
    query: `mutation($id: ID!) { createRespondentLinks(formId: $id, count: 1) { url } }`,
    variables: ({ formId }) => ({ id: formId }),
  },
  revokeRespondentLink: {
    query: `mutation { revokeRespondentLink(id: "00000000-0000-4000-8000-000000000000") { id } }`,
  },
  forms: { query: `{ forms { id } }` },
  formById: {
    query: `query($id: ID!) { formById(id: $id) { id } }`,
    variables: ({ formId }) => ({ id: formId }),
  },
  submissions: {
    query: `{ submissions(formSlug: "contact") { totalCount } }`,
  },
  submissionFields: {
    query: `query($id: ID!) { submissionFields(formId: $id) { name } }`,
    variables: ({ formId }) => ({ id: formId }),
  },
  submissionVariables: {
    query: `query($id: ID!) { submissionVariables(formId: $id) { name } }`,
    variables: ({ formId }) => ({ id: formId }),
  },
  submissionEndings: {
    query: `query($id: ID!) { submissionEndings(formId: $id) { id } }`,
    variables: ({ formId }) => ({ id: formId }),
  },
  submissionStats: {
    query: `query($id: ID!) { submissionStats(formId: $id) { total } }`,
    variables: ({ formId }) => ({ id: formId }),
  },
  formFunnel: {
    query: `query($id: ID!) { formFunnel(formId: $id) { views } }`,
    variables: ({ formId }) => ({ id: formId }),
  },
  recordFormEvent: {
    query: `mutation { recordFormEvent(slug: "contact", event: VIEW) }`,
  },
  respondentData: {
    query: `{ respondentData(email: "sweep@example.com") { email } }`,
  },
  deleteRespondentData: {
    query: `mutation { deleteRespondentData(email: "sweep@example.com") { email } }`,
  },
  auditLog: {
    query: `{ auditLog(first: 1) { nodes { action } pageInfo { hasNextPage } } }`,
  },
  deleteSubmission: {
    query: `mutation { deleteSubmission(id: "00000000-0000-4000-8000-000000000000") }`,
  },
  createForm: {
    query: `mutation($d: JSON!) { createForm(document: $d) { id } }`,
    variables: () => ({
      d: contactDocument({ slug: `sweep-${Math.random().toString(36).slice(2)}` }),
    }),
  },
  updateForm: {
    query: `mutation($id: ID!, $d: JSON!) { updateForm(id: $id, document: $d) { id } }`,
    variables: ({ formId }) => ({ id: formId, d: contactDocument() }),
  },
  publishForm: {
    query: `mutation($id: ID!) { publishForm(id: $id) { id } }`,
    variables: ({ formId }) => ({ id: formId }),
  },
  unpublishForm: {
    query: `mutation($id: ID!) { unpublishForm(id: $id) { id } }`,
    variables: ({ formId }) => ({ id: formId }),
  },
  duplicateForm: {
    query: `mutation($id: ID!) { duplicateForm(id: $id) { id } }`,
    variables: ({ formId }) => ({ id: formId }),
  },
  setFormEmbedOrigins: {
    query: `mutation($id: ID!) { setFormEmbedOrigins(id: $id, origins: ["https://example.com"]) { id } }`,
    variables: ({ formId }) => ({ id: formId }),
  },
  deleteForm: {
    query: `mutation { deleteForm(id: "00000000-0000-4000-8000-000000000000") }`,
  },
  formTemplates: { query: `{ formTemplates { id } }` },
  uploads: { query: `{ uploads { id } }` },
  spamSubmissions: { query: `{ spamSubmissions(formSlug: "contact") { id } }` },
  markNotSpam: {
    query: `mutation { markNotSpam(id: "00000000-0000-4000-8000-000000000000") }`,
  },
  deleteUpload: {
    query: `mutation { deleteUpload(id: "00000000-0000-4000-8000-000000000000") }`,
  },
  webhooks: {
    query: `query($id: ID!) { webhooks(formId: $id) { id } }`,
    variables: ({ formId }) => ({ id: formId }),
  },
  webhookDeliveries: {
    query: `{ webhookDeliveries(webhookId: "00000000-0000-4000-8000-000000000000") { nodes { id } } }`,
  },
  emailDeliveries: {
    query: `query($id: ID!) { emailDeliveries(formId: $id) { nodes { id } } }`,
    variables: ({ formId }) => ({ id: formId }),
  },
  formEmailSettings: {
    query: `query($id: ID!) { formEmailSettings(formId: $id) { notify } }`,
    variables: ({ formId }) => ({ id: formId }),
  },
  createWebhook: {
    query: `mutation($id: ID!) { createWebhook(formId: $id, url: "http://127.0.0.1/hook") { secret } }`,
    variables: ({ formId }) => ({ id: formId }),
  },
  updateWebhook: {
    query: `mutation { updateWebhook(id: "00000000-0000-4000-8000-000000000000", enabled: true) { id } }`,
  },
  deleteWebhook: {
    query: `mutation { deleteWebhook(id: "00000000-0000-4000-8000-000000000000") }`,
  },
  testWebhook: {
    query: `mutation { testWebhook(id: "00000000-0000-4000-8000-000000000000") { ok } }`,
  },
  redeliverWebhook: {
    query: `mutation { redeliverWebhook(deliveryId: "00000000-0000-4000-8000-000000000000") { id } }`,
  },
  updateFormEmailSettings: {
    query: `mutation($id: ID!) { updateFormEmailSettings(formId: $id, notify: []) { notify } }`,
    variables: ({ formId }) => ({ id: formId }),
  },
  sendTestEmail: {
    query: `mutation { sendTestEmail(to: "a@example.com") { ok response } }`,
  },
  users: { query: `{ users { id } }` },
  apiKeys: { query: `{ apiKeys { id } }` },
  createUser: {
    query: `mutation($e: String!) { createUser(email: $e, password: "correct horse", role: VIEWER) { id } }`,
    variables: () => ({ e: `u${Math.random().toString(36).slice(2)}@example.com` }),
  },
  changeUserRole: {
    query: `mutation($id: ID!) { changeUserRole(id: $id, role: EDITOR) { id } }`,
    variables: ({ userId }) => ({ id: userId }),
  },
  deleteUser: {
    query: `mutation { deleteUser(id: "00000000-0000-4000-8000-000000000000") }`,
  },
  changePassword: {
    query: `mutation { changePassword(currentPassword: "wrong password", newPassword: "a new password") }`,
  },
  startTwoFactorSetup: { query: `mutation { startTwoFactorSetup { uri } }` },
  confirmTwoFactorSetup: { query: `mutation { confirmTwoFactorSetup(code: "000000") }` },
  disableTwoFactor: { query: `mutation { disableTwoFactor(code: "000000") }` },
  isEmailConfigured: { query: `{ isEmailConfigured }` },
  passwordLink: { query: `{ passwordLink(token: "sweep-token-that-is-not-real") { state } }` },
  requestPasswordReset: {
    query: `mutation { requestPasswordReset(email: "nobody@example.com") }`,
  },
  inviteUser: {
    query: `mutation($e: String!) { inviteUser(email: $e, role: VIEWER) { user { id } } }`,
    variables: () => ({ e: `invited-${Math.random().toString(36).slice(2)}@example.com` }),
  },
  sendPasswordResetEmail: {
    query: `mutation($id: ID!) { sendPasswordResetEmail(userId: $id) { expiresAt } }`,
    variables: ({ userId }) => ({ id: userId }),
  },
  createPasswordResetLink: {
    query: `mutation($id: ID!) { createPasswordResetLink(userId: $id) { url } }`,
    variables: ({ userId }) => ({ id: userId }),
  },
  createApiKey: {
    query: `mutation { createApiKey(name: "sweep", role: VIEWER) { key } }`,
  },
  revokeApiKey: {
    query: `mutation($id: ID!) { revokeApiKey(id: $id) { id } }`,
    variables: ({ keyId }) => ({ id: keyId }),
  },
};

type RouteCall = (
  baseUrl: string,
  ids: { formId: string },
  headers: Record<string, string>,
) => Promise<Response>;

const postForm = (baseUrl: string, path: string, headers: Record<string, string>) =>
  fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
    body: "",
  });

/** How to call each route of the table; who may comes from the table. */
const routes: Record<RouteAction, RouteCall> = {
  "GET /api/forms/:id/submissions.csv": (baseUrl, { formId }, headers) =>
    fetch(`${baseUrl}/api/forms/${formId}/submissions.csv`, { headers }),
  "POST /api/uploads": (baseUrl, _ids, headers) =>
    fetch(`${baseUrl}/api/uploads`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/octet-stream", "x-filename": "x.png" },
      body: "not an image",
    }),
  "GET /api/files/:id": (baseUrl, _ids, headers) =>
    fetch(`${baseUrl}/api/files/0193a1b2-c3d4-7e5f-8a9b-000000000001`, { headers }),
  "GET /uploads/:file": (baseUrl, _ids, headers) =>
    fetch(`${baseUrl}/uploads/0193a1b2.png`, { headers }),
  "POST /api/files": (baseUrl, _ids, headers) =>
    fetch(`${baseUrl}/api/files`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/octet-stream" },
      body: "not a file",
    }),
  "GET /api/health": (baseUrl, _ids, headers) => fetch(`${baseUrl}/api/health`, { headers }),
  "GET /api/forms/:slug/challenge": (baseUrl, _ids, headers) =>
    fetch(`${baseUrl}/api/forms/contact/challenge`, { headers }),
  "GET /embed.js": (baseUrl, _ids, headers) => fetch(`${baseUrl}/embed.js`, { headers }),
  "POST /f/:slug": (baseUrl, _ids, headers) => postForm(baseUrl, "/f/contact", headers),
  "POST /api/auth/sign-in": (baseUrl, _ids, headers) =>
    postForm(baseUrl, "/api/auth/sign-in", headers),
  "POST /api/auth/sign-out": (baseUrl, _ids, headers) =>
    postForm(baseUrl, "/api/auth/sign-out", headers),
  "POST /api/auth/setup": (baseUrl, _ids, headers) => postForm(baseUrl, "/api/auth/setup", headers),
  "POST /api/auth/reset": (baseUrl, _ids, headers) => postForm(baseUrl, "/api/auth/reset", headers),
  "GET /api/auth/oidc/start": (baseUrl, _ids, headers) =>
    fetch(`${baseUrl}/api/auth/oidc/start`, { headers, redirect: "manual" }),
  "GET /api/auth/oidc/callback": (baseUrl, _ids, headers) =>
    fetch(`${baseUrl}/api/auth/oidc/callback?code=x&state=y`, { headers, redirect: "manual" }),
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

  it("has a permission-table entry for every operation of the schema, and no other", () => {
    expect(schemaOperations().sort()).toEqual(Object.keys(OPERATION_ACCESS).sort());
  });

  for (const [name, access] of Object.entries(OPERATION_ACCESS) as Array<
    [OperationAction, Access]
  >) {
    const op = operations[name];
    it(`${name} is open to ${access} and closed below`, async () => {
      for (const actor of actors) {
        const { body } = await api.gql(op.query, op.variables?.(ids), actor.headers);
        const codes = (body.errors ?? []).map((e) => e.extensions?.code);
        const denied = codes.includes("UNAUTHENTICATED") || codes.includes("FORBIDDEN");
        const isExpected = isAllowed(actor.role, name);
        expect(denied, `${name} as ${actor.name}: ${JSON.stringify(body.errors)}`).toBe(
          !isExpected,
        );
        if (!isExpected) {
          expect(codes).toContain(actor.role === null ? "UNAUTHENTICATED" : "FORBIDDEN");
        }
      }
    });
  }

  it("has a handler for every route of the table, and dispatches each path to its own", () => {
    const handlers = createRoutes({} as RouteContext);
    expect(Object.keys(handlers).sort()).toEqual(Object.keys(ROUTE_ACCESS).sort());
    expect(Object.keys(routes).sort()).toEqual(Object.keys(ROUTE_ACCESS).sort());
    for (const action of Object.keys(ROUTE_ACCESS) as RouteAction[]) {
      expect(action).toMatch(/^(GET|POST) \/\S*$/);
      const path = action.split(" ")[1]?.replace(/:[a-z]+/g, "x1");
      expect(routeActionOf(path ?? ""), action).toBe(action);
    }
  });

  for (const [name, call] of Object.entries(routes) as Array<[RouteAction, RouteCall]>) {
    it(`${name} is open to ${ROUTE_ACCESS[name]} and closed below`, async () => {
      for (const actor of actors) {
        const response = await call(api.url, ids, actor.headers);
        await response.body?.cancel();
        const expected = isAllowed(actor.role, name) ? "allowed" : actor.role === null ? 401 : 403;
        expect(
          [401, 403].includes(response.status) ? response.status : "allowed",
          `${name} as ${actor.name}`,
        ).toBe(expected);
      }
    });
  }

  it("tells each caller, in me { permissions }, exactly what the table lets their role do", async () => {
    for (const actor of actors) {
      const { body } = await api.gql(`{ me { permissions } }`, {}, actor.headers);
      const listed = (body.data as { me: { permissions: string[] } | null }).me?.permissions;
      if (actor.role === null) expect(listed).toBeUndefined();
      else expect(listed?.sort()).toEqual(permissionsOf(actor.role).sort());
    }
  });

  it("lists the pages and routes of an owner but not an editor's in me { permissions }", async () => {
    const editor = actors.find((a) => a.role === "editor");
    const { body } = await api.gql(`{ me { permissions } }`, {}, editor?.headers);
    const listed = (body.data as { me: { permissions: string[] } }).me.permissions;
    expect(listed).toContain("publishForm");
    expect(listed).toContain("POST /api/uploads");
    expect(listed).not.toContain("/admin/users");
    expect(listed).not.toContain("createApiKey");
    expect(Object.keys(PERMISSIONS)).toEqual(expect.arrayContaining(listed));
  });
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

const APP_DIR = path.join(import.meta.dirname, "../../app");

/** Every page file under `src/app/admin` and `src/app/preview`, by route pattern. */
function guardedPages(dir = APP_DIR, route = ""): Map<string, string> {
  const pages = new Map<string, string>();
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) {
      for (const [page, file] of guardedPages(full, `${route}/${entry}`)) pages.set(page, file);
    } else if (entry === "page.tsx" && /^\/(admin|preview)(\/|$)/.test(route)) {
      pages.set(route, full);
    }
  }
  return pages;
}

describe("the role sweep of pages", () => {
  const pages = guardedPages();
  const visitors: Array<{ name: string; role: Role | null }> = [
    { name: "anonymous", role: null },
    { name: "viewer", role: "viewer" },
    { name: "editor", role: "editor" },
    { name: "owner", role: "owner" },
  ];

  it("has a permission-table entry for every page under /admin and /preview, and no other", () => {
    expect([...pages.keys()].sort()).toEqual(Object.keys(PAGE_ACCESS).sort());
  });

  for (const [page, access] of Object.entries(PAGE_ACCESS) as Array<[PageAction, Access]>) {
    it(`${page} asks the table for its own entry before rendering`, () => {
      const file = pages.get(page);
      expect(file, `${page} has no page.tsx`).toBeDefined();
      const source = readFileSync(file ?? "", "utf8");
      expect(source).toContain(`checkPage(${JSON.stringify(page)})`);
      expect(source).not.toMatch(/\.role\s*[!=]==|getAdminSession\(/);
    });

    it(`${page} is open to ${access} and closed below`, () => {
      for (const visitor of visitors) {
        const viewer = visitor.role && { role: visitor.role.toUpperCase() };
        const expected = isAllowed(visitor.role, page)
          ? "allowed"
          : visitor.role === null
            ? "signed-out"
            : "forbidden";
        expect(pageDecision(viewer, page).status, `${page} as ${visitor.name}`).toBe(expected);
      }
    });
  }
});
