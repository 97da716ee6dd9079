import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { type GraphQLObjectType, getNamedType } from "graphql";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageDecision } from "../../lib/page-decision";
import {
  type Access,
  isAllowed,
  isWorkspaceAction,
  OPERATION_ACCESS,
  type OperationAction,
  PAGE_ACCESS,
  type PageAction,
  PERMISSIONS,
  permissionsIn,
  ROUTE_ACCESS,
  type RouteAction,
} from "../../lib/permissions";
import { createRoutes, type RouteContext, routeActionOf } from "../http/routes";
import type { Role } from "../services/auth/roles";
import { contactDocument, validContactAnswers } from "../testing/fixtures";
import { type GraphQLBody, startTestServer, type TestServer } from "../testing/test-server";
import { OPERATION_TARGETS } from "./permissions";
import { schema } from "./schema";

const OWNER_TOKEN = { authorization: "Bearer test-admin-token" };

/**
 * The role an API key acts with outside its workspace: never an instance
 * administrator, so an owner key is an editor there (services/workspaces/access.ts).
 */
function keyInstanceRole(role: Role | null): Role | null {
  return role === "owner" ? "editor" : role;
}

/**
 * Whether an API key of `role` (all of this sweep's keys are in the one
 * workspace its things are in) may do `action`: a workspace action by its
 * role, any other by its instance role.
 */
function mayDo(role: Role | null, action: OperationAction | RouteAction): boolean {
  return isAllowed(isWorkspaceAction(action) ? role : keyInstanceRole(role), action);
}

interface Call {
  query: string;
  variables?: (ids: {
    formId: string;
    userId: string;
    keyId: string;
    workspaceId: string;
  }) => Record<string, unknown>;
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
  workspaces: { query: `{ workspaces { id } }` },
  createWorkspace: {
    query: `mutation($n: String!) { createWorkspace(name: $n) { id } }`,
    variables: () => ({ n: `sweep ${Math.random().toString(36).slice(2)}` }),
  },
  renameWorkspace: {
    query: `mutation($id: ID!) { renameWorkspace(id: $id, name: "Default") { id } }`,
    variables: ({ workspaceId }) => ({ id: workspaceId }),
  },
  // The sweep's workspace holds its form: allowed callers get CONFLICT (not empty).
  deleteWorkspace: {
    query: `mutation($id: ID!) { deleteWorkspace(id: $id) { id } }`,
    variables: ({ workspaceId }) => ({ id: workspaceId }),
  },
  addWorkspaceMember: {
    query: `mutation($w: ID!) { addWorkspaceMember(workspaceId: $w, email: "target@example.com", role: VIEWER) { userId } }`,
    variables: ({ workspaceId }) => ({ w: workspaceId }),
  },
  setWorkspaceRole: {
    query: `mutation($w: ID!, $u: ID!) { setWorkspaceRole(workspaceId: $w, userId: $u, role: VIEWER) { userId } }`,
    variables: ({ workspaceId, userId }) => ({ w: workspaceId, u: userId }),
  },
  removeWorkspaceMember: {
    query: `mutation($w: ID!) { removeWorkspaceMember(workspaceId: $w, userId: "00000000-0000-4000-8000-000000000000") { userId } }`,
    variables: ({ workspaceId }) => ({ w: workspaceId }),
  },
  moveForm: {
    query: `mutation($f: ID!, $w: ID!) { moveForm(formId: $f, workspaceId: $w) { id } }`,
    variables: ({ formId, workspaceId }) => ({ f: formId, w: workspaceId }),
  },
  submissionFeeds: {
    query: `query($id: ID!) { submissionFeeds(formId: $id) { id } }`,
    variables: ({ formId }) => ({ id: formId }),
  },
  createSubmissionFeed: {
    query: `mutation($id: ID!) { createSubmissionFeed(formId: $id) { url } }`,
    variables: ({ formId }) => ({ id: formId }),
  },
  revokeSubmissionFeed: {
    query: `mutation { revokeSubmissionFeed(id: "00000000-0000-4000-8000-000000000000") { id } }`,
  },
  submission: {
    query: `{ submission(id: "00000000-0000-4000-8000-000000000000") { id } }`,
  },
  isPaymentsConfigured: { query: "{ isPaymentsConfigured }" },
  refundPayment: {
    query: `mutation { refundPayment(submissionId: "00000000-0000-4000-8000-000000000000") { status } }`,
  },
  paymentTotals: {
    query: `query($id: ID!) { paymentTotals(formId: $id) { currency } }`,
    variables: ({ formId }) => ({ id: formId }),
  },
  paymentOfSubmission: {
    query: `{ paymentOfSubmission(submissionId: "00000000-0000-4000-8000-000000000000") { status } }`,
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
  "GET /api/feeds/:token.csv": (baseUrl, _ids, headers) =>
    fetch(`${baseUrl}/api/feeds/fwf_not-a-real-feed.csv`, { headers }),
  "POST /api/mcp": (baseUrl, _ids, headers) =>
    fetch(`${baseUrl}/api/mcp`, {
      method: "POST",
      headers: {
        ...headers,
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
      },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    }),
  "GET /api/submissions/:id.pdf": (baseUrl, _ids, headers) =>
    fetch(`${baseUrl}/api/submissions/00000000-0000-4000-8000-000000000000.pdf`, { headers }),
  "GET /api/forms/:id/submissions.pdf.zip": (baseUrl, { formId }, headers) =>
    fetch(`${baseUrl}/api/forms/${formId}/submissions.pdf.zip`, { headers }),
  "POST /api/payments/stripe/webhook": (baseUrl, _ids, headers) =>
    fetch(`${baseUrl}/api/payments/stripe/webhook`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: "{}",
    }),
  "POST /api/payments/checkout": (baseUrl, _ids, headers) =>
    postForm(baseUrl, "/api/payments/checkout", headers),
};

function schemaOperations(): string[] {
  const roots = [schema.getQueryType(), schema.getMutationType()] as GraphQLObjectType[];
  return roots.flatMap((root) => Object.keys(root.getFields()));
}

describe("the role sweep", () => {
  let api: TestServer;
  const ids = { formId: "", userId: "", keyId: "", workspaceId: "" };
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
    const listed = await api.gql(`{ workspaces { id } }`, {}, OWNER_TOKEN);
    ids.workspaceId = listed.body.data.workspaces[0].id;
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
        const isExpected = mayDo(actor.role, name);
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
        const expected = mayDo(actor.role, name) ? "allowed" : actor.role === null ? 401 : 403;
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
      else
        expect(listed?.sort()).toEqual(
          permissionsIn({ instanceRole: keyInstanceRole(actor.role), workspaceRole: actor.role })
            .slice()
            .sort(),
        );
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

/**
 * The workspace sweep (issue 34 §1): members of workspace A (API keys of A
 * with every role, and a person who owns A) can do nothing to workspace B's
 * forms, or anything of them, by any operation, route or page. Every
 * operation the workspaces decide is called with B's things; lists must not
 * show them.
 */
describe("the workspace sweep", () => {
  let api: TestServer;
  /** B's things (and A's form, for moving it into B). */
  const b = {
    workspaceId: "",
    formId: "",
    slug: "beta",
    submissionId: "",
    spamId: "",
    draftId: "",
    uploadId: "",
    webhookId: "",
    deliveryId: "",
    linkId: "",
    keyId: "",
    fileId: "",
    feedId: "",
    memberId: "",
    aFormId: "",
    aWorkspaceId: "",
  };
  const members: Array<{ name: string; headers: Record<string, string> }> = [];
  const admin = async (query: string, variables: Record<string, unknown> = {}) => {
    const { body } = await api.gql(query, variables, OWNER_TOKEN);
    expect(body.errors, query).toBeUndefined();
    return body.data as GraphQLBody["data"];
  };

  beforeAll(async () => {
    api = await startTestServer({ submitLimitPerMinute: 100, webhookAllowPrivate: true });
    const [defaultWorkspace] = (await admin(`{ workspaces { id name } }`)).workspaces;
    expect(defaultWorkspace.name).toBe("Default");
    b.aWorkspaceId = defaultWorkspace.id;
    b.workspaceId = (
      await admin(`mutation { createWorkspace(name: "Beta") { id } }`)
    ).createWorkspace.id;
    const make = async (slug: string, workspaceId: string, blocks?: unknown[]) => {
      const d = contactDocument({ slug, ...(blocks ? { blocks } : {}) });
      const { createForm } = await admin(
        `mutation($d: JSON!, $w: ID) { createForm(document: $d, workspaceId: $w) { id } }`,
        { d, w: workspaceId },
      );
      await admin(`mutation($id: ID!) { publishForm(id: $id) { id } }`, { id: createForm.id });
      return createForm.id as string;
    };
    b.formId = await make("beta", b.workspaceId);
    b.aFormId = await make("alpha", b.aWorkspaceId);
    const filesFormId = await make("beta-files", b.workspaceId, [
      { type: "file", name: "cv", label: "CV", accept: [".pdf"] },
    ]);
    expect(filesFormId).toBeTruthy();
    b.webhookId = (
      await admin(
        `mutation($id: ID!) { createWebhook(formId: $id, url: "http://127.0.0.1:9/hook") { webhook { id } } }`,
        { id: b.formId },
      )
    ).createWebhook.webhook.id;
    const submit = async (key: string, extra: Record<string, unknown> = {}) => {
      const { body } = await api.gql(
        `mutation($d: JSON!, $k: String!, $h: String) { submitForm(slug: "beta", data: $d, idempotencyKey: $k, honeypot: $h) { submissionId } }`,
        { d: { ...validContactAnswers, email: "sweep-b@example.com" }, k: key, ...extra },
      );
      expect(body.errors).toBeUndefined();
      return body.data.submitForm.submissionId as string;
    };
    b.submissionId = await submit("b-1");
    await submit("b-spam", { h: "https://spam.example" });
    b.spamId = (await admin(`{ spamSubmissions(formSlug: "beta") { id } }`)).spamSubmissions[0].id;
    const saved = await api.gql(
      `mutation { saveDraft(slug: "beta", version: 1, answers: { fullName: "Bea" }) { resumeToken } }`,
    );
    expect(saved.body.errors).toBeUndefined();
    b.draftId = (
      await admin(`query($id: ID!) { drafts(formId: $id) { nodes { id } } }`, { id: b.formId })
    ).drafts.nodes[0].id;
    b.deliveryId = (
      await admin(`query($id: ID!) { webhookDeliveries(webhookId: $id) { nodes { id } } }`, {
        id: b.webhookId,
      })
    ).webhookDeliveries.nodes[0].id;
    b.linkId = (
      await admin(`mutation($id: ID!) { createRespondentLinks(formId: $id, count: 1) { id } }`, {
        id: b.formId,
      })
    ).createRespondentLinks[0].id;
    b.feedId = (
      await admin(`mutation($id: ID!) { createSubmissionFeed(formId: $id) { id } }`, {
        id: b.formId,
      })
    ).createSubmissionFeed.id;
    b.keyId = (
      await admin(
        `mutation($w: ID!) { createApiKey(name: "b", role: OWNER, workspaceId: $w) { apiKey { id } } }`,
        { w: b.workspaceId },
      )
    ).createApiKey.apiKey.id;
    const png = await sharp({
      create: { width: 2, height: 2, channels: 3, background: "#123456" },
    })
      .png()
      .toBuffer();
    const uploaded = await fetch(`${api.url}/api/uploads?workspaceId=${b.workspaceId}`, {
      method: "POST",
      headers: {
        ...OWNER_TOKEN,
        "content-type": "application/octet-stream",
        "x-filename": "b.png",
      },
      body: new Uint8Array(png),
    });
    expect(uploaded.status).toBe(201);
    b.uploadId = ((await uploaded.json()) as { id: string }).id;
    const file = await fetch(`${api.url}/api/files?form=beta-files&field=cv`, {
      method: "POST",
      headers: { "content-type": "application/octet-stream", "x-filename": "cv.pdf" },
      body: new Uint8Array(Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(500, 0x42)])),
    });
    expect(file.status).toBe(201);
    const ref = (await file.json()) as { id: string };
    b.fileId = ref.id;
    const sent = await api.gql(
      `mutation($d: JSON!) { submitForm(slug: "beta-files", data: $d, idempotencyKey: "f") { submissionId } }`,
      { d: { cv: [ref] } },
    );
    expect(sent.body.errors).toBeUndefined();
    // A member of B, for the member operations.
    b.memberId = (
      await admin(
        `mutation { createUser(email: "bee@example.com", password: "correct horse", role: VIEWER) { id } }`,
      )
    ).createUser.id;
    await admin(
      `mutation($w: ID!) { addWorkspaceMember(workspaceId: $w, email: "bee@example.com", role: EDITOR) { userId } }`,
      { w: b.workspaceId },
    );
    // A's members: a key of each role, and a person who owns A (an instance viewer).
    for (const role of ["VIEWER", "EDITOR", "OWNER"]) {
      const { createApiKey } = await admin(
        `mutation($r: Role!, $w: ID!) { createApiKey(name: "a", role: $r, workspaceId: $w) { key } }`,
        { r: role, w: b.aWorkspaceId },
      );
      members.push({
        name: `A's ${role.toLowerCase()} key`,
        headers: { authorization: `Bearer ${createApiKey.key}` },
      });
    }
    // With two workspaces a new account joins none: the admin adds it to A.
    await admin(
      `mutation { createUser(email: "ada@example.com", password: "correct horse", role: VIEWER) { id } }`,
    );
    await admin(
      `mutation($w: ID!) { addWorkspaceMember(workspaceId: $w, email: "ada@example.com", role: OWNER) { role } }`,
      { w: b.aWorkspaceId },
    );
    const signedIn = await fetch(`${api.url}/api/auth/sign-in`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: api.url },
      body: JSON.stringify({ email: "ada@example.com", password: "correct horse" }),
    });
    const cookie = (signedIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    expect(cookie).toContain("fw_session=");
    members.push({ name: "A's owner (signed in)", headers: { cookie, origin: api.url } });
    for (const [name, value] of Object.entries(b)) expect(value, name).not.toBe("");
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  }, 120_000);

  /** A call on B's things: refused (FORBIDDEN), or a list that must not show them. */
  type CrossCall = { query: string; variables?: () => Record<string, unknown>; list?: true };
  const id = (value: () => string) => () => ({ id: value() });
  const formArg = () => ({ id: b.formId });
  const crossCalls: Partial<Record<OperationAction, CrossCall[]>> = {
    forms: [{ query: `{ forms { id slug } }`, list: true }],
    formById: [{ query: `query($id: ID!) { formById(id: $id) { id } }`, variables: formArg }],
    submissions: [{ query: `{ submissions(formSlug: "beta") { totalCount } }` }],
    submissionFields: [
      { query: `query($id: ID!) { submissionFields(formId: $id) { name } }`, variables: formArg },
    ],
    submissionVariables: [
      {
        query: `query($id: ID!) { submissionVariables(formId: $id) { name } }`,
        variables: formArg,
      },
    ],
    submissionEndings: [
      { query: `query($id: ID!) { submissionEndings(formId: $id) { id } }`, variables: formArg },
    ],
    submissionStats: [
      { query: `query($id: ID!) { submissionStats(formId: $id) { total } }`, variables: formArg },
    ],
    formFunnel: [
      { query: `query($id: ID!) { formFunnel(formId: $id) { views } }`, variables: formArg },
    ],
    drafts: [
      { query: `query($id: ID!) { drafts(formId: $id) { totalCount } }`, variables: formArg },
    ],
    partialResponses: [
      {
        query: `query($id: ID!) { partialResponses(formId: $id) { totalCount } }`,
        variables: formArg,
      },
      { query: `{ partialResponses(formSlug: "beta") { totalCount } }` },
    ],
    spamSubmissions: [{ query: `{ spamSubmissions(formSlug: "beta") { id } }` }],
    uploads: [{ query: `{ uploads { id workspaceId } }`, list: true }],
    formTemplates: [{ query: `{ formTemplates { id } }`, list: true }],
    createForm: [
      {
        query: `mutation($d: JSON!, $w: ID) { createForm(document: $d, workspaceId: $w) { id } }`,
        variables: () => ({ d: contactDocument({ slug: "into-beta" }), w: b.workspaceId }),
      },
    ],
    updateForm: [
      {
        query: `mutation($id: ID!, $d: JSON!) { updateForm(id: $id, document: $d) { id } }`,
        variables: () => ({ id: b.formId, d: contactDocument({ slug: "beta" }) }),
      },
    ],
    publishForm: [
      { query: `mutation($id: ID!) { publishForm(id: $id) { id } }`, variables: formArg },
    ],
    unpublishForm: [
      { query: `mutation($id: ID!) { unpublishForm(id: $id) { id } }`, variables: formArg },
    ],
    duplicateForm: [
      { query: `mutation($id: ID!) { duplicateForm(id: $id) { id } }`, variables: formArg },
    ],
    setFormEmbedOrigins: [
      {
        query: `mutation($id: ID!) { setFormEmbedOrigins(id: $id, origins: ["https://example.com"]) { id } }`,
        variables: formArg,
      },
    ],
    deleteForm: [{ query: `mutation($id: ID!) { deleteForm(id: $id) }`, variables: formArg }],
    deleteSubmission: [
      {
        query: `mutation($id: ID!) { deleteSubmission(id: $id) }`,
        variables: id(() => b.submissionId),
      },
    ],
    deleteDraft: [
      { query: `mutation($id: ID!) { deleteDraft(id: $id) }`, variables: id(() => b.draftId) },
    ],
    submission: [
      {
        query: `query($id: ID!) { submission(id: $id) { id } }`,
        variables: id(() => b.submissionId),
      },
    ],
    markNotSpam: [
      { query: `mutation($id: ID!) { markNotSpam(id: $id) }`, variables: id(() => b.spamId) },
    ],
    createRespondentLinks: [
      {
        query: `mutation($id: ID!) { createRespondentLinks(formId: $id, count: 1) { url } }`,
        variables: formArg,
      },
    ],
    respondentLinks: [
      { query: `query($id: ID!) { respondentLinks(formId: $id) { id } }`, variables: formArg },
    ],
    revokeRespondentLink: [
      {
        query: `mutation($id: ID!) { revokeRespondentLink(id: $id) { id } }`,
        variables: id(() => b.linkId),
      },
    ],
    deleteUpload: [
      { query: `mutation($id: ID!) { deleteUpload(id: $id) }`, variables: id(() => b.uploadId) },
    ],
    webhooks: [{ query: `query($id: ID!) { webhooks(formId: $id) { id } }`, variables: formArg }],
    webhookDeliveries: [
      {
        query: `query($id: ID!) { webhookDeliveries(webhookId: $id) { nodes { id } } }`,
        variables: id(() => b.webhookId),
      },
    ],
    emailDeliveries: [
      {
        query: `query($id: ID!) { emailDeliveries(formId: $id) { nodes { id } } }`,
        variables: formArg,
      },
    ],
    formEmailSettings: [
      {
        query: `query($id: ID!) { formEmailSettings(formId: $id) { notify } }`,
        variables: formArg,
      },
    ],
    createWebhook: [
      {
        query: `mutation($id: ID!) { createWebhook(formId: $id, url: "http://127.0.0.1:9/x") { secret } }`,
        variables: formArg,
      },
    ],
    updateWebhook: [
      {
        query: `mutation($id: ID!) { updateWebhook(id: $id, enabled: false) { id } }`,
        variables: id(() => b.webhookId),
      },
    ],
    deleteWebhook: [
      {
        query: `mutation($id: ID!) { deleteWebhook(id: $id) }`,
        variables: id(() => b.webhookId),
      },
    ],
    redeliverWebhook: [
      {
        query: `mutation($id: ID!) { redeliverWebhook(deliveryId: $id) { id } }`,
        variables: id(() => b.deliveryId),
      },
    ],
    updateFormEmailSettings: [
      {
        query: `mutation($id: ID!) { updateFormEmailSettings(formId: $id, notify: ["x@example.com"]) { notify } }`,
        variables: formArg,
      },
    ],
    sendTestEmail: [
      { query: `mutation { sendTestEmail(to: "a@example.com") { ok } }`, list: true },
    ],
    apiKeys: [{ query: `{ apiKeys { id workspaceId } }`, list: true }],
    createApiKey: [
      {
        query: `mutation($w: ID) { createApiKey(name: "x", role: VIEWER, workspaceId: $w) { key } }`,
        variables: () => ({ w: b.workspaceId }),
      },
    ],
    revokeApiKey: [
      {
        query: `mutation($id: ID!) { revokeApiKey(id: $id) { id } }`,
        variables: id(() => b.keyId),
      },
    ],
    respondentData: [
      {
        query: `{ respondentData(email: "sweep-b@example.com") { records { id formId } } }`,
        list: true,
      },
    ],
    deleteRespondentData: [
      {
        query: `mutation { deleteRespondentData(email: "sweep-b@example.com") { records { id formId } } }`,
        list: true,
      },
    ],
    renameWorkspace: [
      {
        query: `mutation($id: ID!) { renameWorkspace(id: $id, name: "Mine") { id } }`,
        variables: id(() => b.workspaceId),
      },
    ],
    deleteWorkspace: [
      {
        query: `mutation($id: ID!) { deleteWorkspace(id: $id) { id } }`,
        variables: id(() => b.workspaceId),
      },
    ],
    addWorkspaceMember: [
      {
        query: `mutation($w: ID!) { addWorkspaceMember(workspaceId: $w, email: "ada@example.com", role: OWNER) { userId } }`,
        variables: () => ({ w: b.workspaceId }),
      },
    ],
    setWorkspaceRole: [
      {
        query: `mutation($w: ID!, $u: ID!) { setWorkspaceRole(workspaceId: $w, userId: $u, role: VIEWER) { userId } }`,
        variables: () => ({ w: b.workspaceId, u: b.memberId }),
      },
    ],
    removeWorkspaceMember: [
      {
        query: `mutation($w: ID!, $u: ID!) { removeWorkspaceMember(workspaceId: $w, userId: $u) { userId } }`,
        variables: () => ({ w: b.workspaceId, u: b.memberId }),
      },
    ],
    moveForm: [
      {
        query: `mutation($f: ID!, $w: ID!) { moveForm(formId: $f, workspaceId: $w) { id } }`,
        variables: () => ({ f: b.formId, w: b.aWorkspaceId }),
      },
      {
        query: `mutation($f: ID!, $w: ID!) { moveForm(formId: $f, workspaceId: $w) { id } }`,
        variables: () => ({ f: b.aFormId, w: b.workspaceId }),
      },
    ],
    // A workspace's owners read its acts only: never B's, asked for or not.
    auditLog: [
      {
        query: `query($w: ID!) { auditLog(workspaceId: $w) { nodes { id } } }`,
        variables: () => ({ w: b.workspaceId }),
      },
      { query: `{ auditLog(first: 500) { nodes { targetId workspaceId details } } }`, list: true },
    ],
    submissionFeeds: [
      { query: `query($id: ID!) { submissionFeeds(formId: $id) { id } }`, variables: formArg },
    ],
    createSubmissionFeed: [
      {
        query: `mutation($id: ID!) { createSubmissionFeed(formId: $id) { url } }`,
        variables: formArg,
      },
    ],
    revokeSubmissionFeed: [
      {
        query: `mutation($id: ID!) { revokeSubmissionFeed(id: $id) { id } }`,
        variables: id(() => b.feedId),
      },
    ],
    refundPayment: [
      {
        query: `mutation($id: ID!) { refundPayment(submissionId: $id) { status } }`,
        variables: id(() => b.submissionId),
      },
    ],
    paymentTotals: [
      { query: `query($id: ID!) { paymentTotals(formId: $id) { currency } }`, variables: formArg },
    ],
  };

  it("has a call on B's things for every operation the workspaces decide, and no other", () => {
    const decided = Object.keys(OPERATION_ACCESS).filter((name) =>
      isWorkspaceAction(name as OperationAction),
    );
    expect(Object.keys(crossCalls).sort()).toEqual(decided.sort());
    expect(Object.keys(OPERATION_TARGETS).sort()).toEqual(decided.sort());
  });

  /** What must never reach a member of A: B's ids (the workspace's name is in its own id). */
  const bIds = () => [
    b.workspaceId,
    b.formId,
    b.submissionId,
    b.spamId,
    b.uploadId,
    b.keyId,
    b.draftId,
  ];

  for (const [name, calls] of Object.entries(crossCalls) as Array<[OperationAction, CrossCall[]]>) {
    it(`${name}: a member of A can do nothing to B's things`, async () => {
      for (const call of calls) {
        for (const member of members) {
          const { body } = await api.gql(call.query, call.variables?.(), member.headers);
          const what = `${name} as ${member.name}: ${JSON.stringify(body)}`;
          const codes = (body.errors ?? []).map((e) => e.extensions?.code);
          if (call.list) {
            const shown = JSON.stringify(body.data ?? null);
            for (const bId of bIds()) expect(shown, what).not.toContain(bId);
          } else {
            expect(codes, what).toEqual(["FORBIDDEN"]);
          }
        }
      }
    });
  }

  it("lists only the workspaces a person is a member of", async () => {
    for (const member of members) {
      const { body } = await api.gql(`{ workspaces { id name } }`, {}, member.headers);
      expect(
        body.data.workspaces.map((w: { name: string }) => w.name),
        member.name,
      ).toEqual(["Default"]);
    }
    const all = await admin(`{ workspaces { name } }`);
    expect(all.workspaces.map((w: { name: string }) => w.name)).toEqual(["Beta", "Default"]);
  });

  it("left B's things as they were (the refused calls changed nothing)", async () => {
    const form = await admin(
      `query($id: ID!) { formById(id: $id) { slug isPublished submissionCount workspace { name } } }`,
      { id: b.formId },
    );
    expect(form.formById).toEqual({
      slug: "beta",
      isPublished: true,
      submissionCount: 1,
      workspace: { name: "Beta" },
    });
    const found = await admin(
      `{ respondentData(email: "sweep-b@example.com") { records { id } } }`,
    );
    expect(found.respondentData.records.map((r: { id: string }) => r.id)).toContain(b.submissionId);
    const alpha = await admin(`query($id: ID!) { formById(id: $id) { workspace { name } } }`, {
      id: b.aFormId,
    });
    expect(alpha.formById.workspace.name).toBe("Default");
  });

  const crossRoutes: Array<[RouteAction, () => Promise<Response>[]]> = [
    [
      "GET /api/forms/:id/submissions.csv",
      () => members.map((m) => fetch(`${api.url}/api/forms/${b.formId}/submissions.csv`, m)),
    ],
    ["GET /api/files/:id", () => members.map((m) => fetch(`${api.url}/api/files/${b.fileId}`, m))],
    [
      "GET /api/submissions/:id.pdf",
      () => members.map((m) => fetch(`${api.url}/api/submissions/${b.submissionId}.pdf`, m)),
    ],
    [
      "GET /api/forms/:id/submissions.pdf.zip",
      () => members.map((m) => fetch(`${api.url}/api/forms/${b.formId}/submissions.pdf.zip`, m)),
    ],
    [
      "POST /api/uploads",
      () =>
        members.map((m) =>
          fetch(`${api.url}/api/uploads?workspaceId=${b.workspaceId}`, {
            method: "POST",
            headers: {
              ...m.headers,
              "content-type": "application/octet-stream",
              "x-filename": "x.png",
              "x-formwright-csrf": "1",
            },
            body: "not an image",
          }),
        ),
    ],
  ];

  it("covers every route the workspaces decide", () => {
    const decided = Object.keys(ROUTE_ACCESS).filter((route) =>
      isWorkspaceAction(route as RouteAction),
    );
    expect(crossRoutes.map(([route]) => route).sort()).toEqual(decided.sort());
  });

  for (const [route, calls] of crossRoutes) {
    it(`${route}: a member of A gets 403 for B's things`, async () => {
      const responses = await Promise.all(calls());
      const statuses = await Promise.all(
        responses.map(async (response) => {
          await response.body?.cancel();
          return response.status;
        }),
      );
      expect(statuses, route).toEqual(members.map(() => 403));
    });
  }

  it("the admin can reach B's things by the same routes (the targets are real)", async () => {
    const csv = await fetch(`${api.url}/api/forms/${b.formId}/submissions.csv`, {
      headers: OWNER_TOKEN,
    });
    expect(csv.status).toBe(200);
    await csv.body?.cancel();
    const file = await fetch(`${api.url}/api/files/${b.fileId}`, { headers: OWNER_TOKEN });
    expect(file.status).toBe(200);
    await file.body?.cancel();
    const pdf = await fetch(`${api.url}/api/submissions/${b.submissionId}.pdf`, {
      headers: OWNER_TOKEN,
    });
    expect(pdf.status).toBe(200);
    await pdf.body?.cancel();
    const zip = await fetch(`${api.url}/api/forms/${b.formId}/submissions.pdf.zip`, {
      headers: OWNER_TOKEN,
    });
    expect(zip.status).toBe(200);
    await zip.body?.cancel();
  });

  it("the pages of B's form are the API's: a member of A gets not found", async () => {
    // Every page of a form loads it with `formById` (covered above) and shows
    // "not found" for a FORBIDDEN; here the page decision itself, for a
    // person who is a member of no workspace.
    for (const page of Object.keys(PAGE_ACCESS) as PageAction[]) {
      if (!isWorkspaceAction(page)) continue;
      expect(pageDecision({ role: "VIEWER", workspaceRole: null }, page).status, page).toBe(
        "forbidden",
      );
    }
  });
});
