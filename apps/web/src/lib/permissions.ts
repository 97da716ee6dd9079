/**
 * Who may do what: the one permission table of Formwright. Every action (each
 * GraphQL operation, each HTTP route, each page behind a sign-in) maps to the
 * lowest role that may do it; a role may do everything the roles below it may.
 * The GraphQL schema, the HTTP routes, the admin pages, `me { permissions }`
 * and the role-sweep test all read this table, so a decision lives here only.
 *
 * No secrets and no React: the admin's browser code reads it too.
 */

/** Roles, weakest first: each may do everything the ones before it may. */
export const ROLES = ["viewer", "editor", "owner"] as const;
export type Role = (typeof ROLES)[number];

/** Each role's caption, as people read it. */
export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  viewer: "Viewer",
  editor: "Editor",
  owner: "Owner",
};

/** What each role may do, in words, for a role field's description. */
export const ROLES_SUMMARY =
  "Viewers read forms and submissions; editors also create, edit, publish and delete forms; owners also manage users and API keys.";

/** The lowest role an action needs, or `public` for anyone, signed in or not. */
export type Access = "public" | Role;

/**
 * GraphQL operations (fields of Query and Mutation), by field name. The
 * schema refuses a call below the role named here before its resolver runs,
 * and refuses every call to an operation missing from this table.
 */
export const OPERATION_ACCESS = {
  // Respondents and the sign-in page.
  form: "public",
  submitForm: "public",
  // Whoever holds an edit link (issue 33 §4): the token is the permission.
  editSubmission: "public",
  submissionToEdit: "public",
  // Save and continue later (anyone filling a form).
  saveDraft: "public",
  resumeDraft: "public",
  emailDraftLink: "public",
  // Unfinished answers kept as a respondent moves on (`partialResponses: true`).
  savePartialResponse: "public",
  // Verified email (issue 33 §2): a code mailed to the respondent's address.
  requestEmailCode: "public",
  verifyEmailCode: "public",
  // Single-use links (issue 33 §3): the page asks whether `?invite=` takes answers.
  respondentLinkStatus: "public",
  // The completion funnel's steps (counted, never tied to a person).
  recordFormEvent: "public",
  me: "public",
  // A signed-in user's own password.
  changePassword: "viewer",
  // A signed-in user's own two-factor sign-in (issue 34 §3).
  startTwoFactorSetup: "viewer",
  confirmTwoFactorSetup: "viewer",
  disableTwoFactor: "viewer",
  setupRequired: "public",
  // Invitations, reset links and "Forgot your password?" (no account enumeration).
  isEmailConfigured: "public",
  requestPasswordReset: "public",
  passwordLink: "public",
  // Reading forms and answers.
  forms: "viewer",
  formById: "viewer",
  submissions: "viewer",
  submissionFields: "viewer",
  submissionVariables: "viewer",
  submissionEndings: "viewer",
  submissionStats: "viewer",
  formFunnel: "viewer",
  drafts: "viewer",
  partialResponses: "viewer",
  spamSubmissions: "viewer",
  uploads: "viewer",
  // Changing forms and answers.
  formTemplates: "editor",
  createForm: "editor",
  updateForm: "editor",
  publishForm: "editor",
  unpublishForm: "editor",
  duplicateForm: "editor",
  deleteForm: "editor",
  deleteSubmission: "editor",
  deleteDraft: "editor",
  markNotSpam: "editor",
  // Single-use links (issue 33 §3): made, listed and revoked in the share panel.
  createRespondentLinks: "editor",
  respondentLinks: "editor",
  revokeRespondentLink: "editor",
  deleteUpload: "editor",
  // Webhooks and mail after a submission.
  webhooks: "editor",
  webhookDeliveries: "editor",
  emailDeliveries: "editor",
  formEmailSettings: "editor",
  createWebhook: "editor",
  updateWebhook: "editor",
  deleteWebhook: "editor",
  testWebhook: "editor",
  redeliverWebhook: "editor",
  updateFormEmailSettings: "editor",
  sendTestEmail: "editor",
  // People, keys and who may frame a form.
  setFormEmbedOrigins: "owner",
  users: "owner",
  createPasswordResetLink: "owner",
  sendPasswordResetEmail: "owner",
  inviteUser: "owner",
  createUser: "owner",
  changeUserRole: "owner",
  deleteUser: "owner",
  apiKeys: "owner",
  createApiKey: "owner",
  revokeApiKey: "owner",
  // A person's request about their answers (issue 33 §6): find or delete them across forms.
  respondentData: "owner",
  deleteRespondentData: "owner",
  // The audit log (issue 34 §4): instance administrators, and workspace owners their workspace's.
  auditLog: "owner",
  // Workspaces (issue 34 §1): who sees which forms. Checked in the workspace named (see WORKSPACE_ACTIONS).
  workspaces: "viewer",
  createWorkspace: "owner",
  renameWorkspace: "owner",
  deleteWorkspace: "owner",
  addWorkspaceMember: "owner",
  setWorkspaceRole: "owner",
  removeWorkspaceMember: "owner",
  moveForm: "owner",
  // A live spreadsheet feed (issue 35 §3): a secret CSV link, managed as webhooks are.
  submissionFeeds: "editor",
  createSubmissionFeed: "editor",
  revokeSubmissionFeed: "editor",
  // One submission by id (the MCP server's get_submission, issue 35 §4).
  submission: "viewer",
  // Payments (issue 36): whether this server takes them; an owner's refund.
  isPaymentsConfigured: "public",
  refundPayment: "owner",
  // The sums of a form's payments per currency (issue 36 §4).
  paymentTotals: "viewer",
  // The respondent's payment page (issue 36): a submission's payment by its id, without answers.
  paymentOfSubmission: "public",
} as const satisfies Record<string, Access>;

/**
 * HTTP routes outside GraphQL, named `METHOD /path` (`:x` is a path segment).
 * `server/http/routes.ts` has one handler per entry, keyed by this name, and
 * the request listener dispatches from it.
 */
export const ROUTE_ACCESS = {
  "GET /api/forms/:id/submissions.csv": "viewer",
  "POST /api/uploads": "editor",
  // Uploaded images appear in published forms, so anyone may load them.
  "GET /uploads/:file": "public",
  // Respondents upload files to a published form's file and signature fields.
  "POST /api/files": "public",
  // Files respondents sent are private: only people who may see submissions download them.
  "GET /api/files/:id": "viewer",
  "GET /api/health": "public",
  // A protected form's CAPTCHA challenge (issue 33): respondents solve it before sending.
  "GET /api/forms/:slug/challenge": "public",
  // The embed script, and forms posted without scripts (the same checks as submitForm).
  "GET /embed.js": "public",
  "POST /f/:slug": "public",
  "POST /api/auth/sign-in": "public",
  "POST /api/auth/sign-out": "public",
  "POST /api/auth/setup": "public",
  "POST /api/auth/reset": "public",
  // Single sign-on (FORMWRIGHT_OIDC_*): leaving for the provider, and its answer.
  "GET /api/auth/oidc/start": "public",
  "GET /api/auth/oidc/callback": "public",
  // A live spreadsheet feed (issue 35 §3): the secret token in the path is the permission.
  "GET /api/feeds/:token.csv": "public",
  // The MCP server over Streamable HTTP (issue 35 §4): an API key as the bearer; each tool is a GraphQL operation checked here.
  "POST /api/mcp": "viewer",
  // A submission as a PDF, and every submission of a form as a zip of PDFs (issue 35 §1).
  "GET /api/submissions/:id.pdf": "viewer",
  "GET /api/forms/:id/submissions.pdf.zip": "viewer",
  // Payments (issue 36): Stripe's webhook is checked by its signature; "Pay now" needs the submission's id.
  "POST /api/payments/stripe/webhook": "public",
  "POST /api/payments/checkout": "public",
} as const satisfies Record<string, Access>;

/** Pages, by route pattern as in `src/app` (`[id]` is a path segment). */
export const PAGE_ACCESS = {
  "/admin": "viewer",
  "/admin/forms/[id]": "viewer",
  "/admin/forms/[id]/submissions": "viewer",
  "/admin/forms/[id]/integrations": "editor",
  "/admin/users": "owner",
  "/admin/account": "viewer",
  // Instance administrators read every act; a workspace's owners read its acts.
  "/admin/audit": "owner",
  "/preview/[id]": "viewer",
  // Workspaces (issue 34 §1): owners of a workspace manage its name and members there.
  "/admin/workspaces": "owner",
} as const satisfies Record<string, Access>;

/**
 * Reading the GraphQL schema itself (introspection: `__schema`, `__type`).
 * API keys of every role may as well: scripts and code generators need it.
 */
export const SCHEMA_ACCESS = {
  __schema: "owner",
} as const satisfies Record<string, Access>;

export type OperationAction = keyof typeof OPERATION_ACCESS;
export type RouteAction = keyof typeof ROUTE_ACCESS;
export type PageAction = keyof typeof PAGE_ACCESS;
export type SchemaAction = keyof typeof SCHEMA_ACCESS;
/** Any action of the table. */
export type Action = OperationAction | RouteAction | PageAction | SchemaAction;

/** The whole table, every action with the lowest role that may do it. */
export const PERMISSIONS: Readonly<Record<Action, Access>> = {
  ...OPERATION_ACCESS,
  ...ROUTE_ACCESS,
  ...PAGE_ACCESS,
  ...SCHEMA_ACCESS,
};

/** Every action of the table, in the table's order. */
export const ACTIONS = Object.keys(PERMISSIONS) as Action[];

/**
 * The workspace dimension (issue 34 §1). Forms, and everything of a form
 * (submissions, drafts, partial responses, webhooks, mail settings, files,
 * exports, previews), images and API keys belong to a workspace, and the
 * actions listed here are decided by the caller's role in that workspace: an
 * action on one thing by the role in its workspace, a list by each
 * workspace's role (it holds only the workspaces where the role suffices).
 * Every other action is decided by the person's instance role. An instance
 * administrator (instance role `owner`, or the admin token) is an owner in
 * every workspace; an API key acts only in its own workspace, with its role.
 */
export const WORKSPACE_ACTIONS: ReadonlySet<Action> = new Set<Action>([
  "forms",
  "formById",
  "submissions",
  "submissionFields",
  "submissionVariables",
  "submissionEndings",
  "submissionStats",
  "formFunnel",
  "drafts",
  "partialResponses",
  "spamSubmissions",
  "uploads",
  "formTemplates",
  "createForm",
  "updateForm",
  "publishForm",
  "unpublishForm",
  "duplicateForm",
  "deleteForm",
  "deleteSubmission",
  "deleteDraft",
  "markNotSpam",
  "createRespondentLinks",
  "respondentLinks",
  "revokeRespondentLink",
  "deleteUpload",
  "webhooks",
  "webhookDeliveries",
  "emailDeliveries",
  "formEmailSettings",
  "createWebhook",
  "updateWebhook",
  "deleteWebhook",
  "redeliverWebhook",
  "updateFormEmailSettings",
  "sendTestEmail",
  "setFormEmbedOrigins",
  "apiKeys",
  "createApiKey",
  "revokeApiKey",
  "respondentData",
  "deleteRespondentData",
  "renameWorkspace",
  "deleteWorkspace",
  "addWorkspaceMember",
  "setWorkspaceRole",
  "removeWorkspaceMember",
  "moveForm",
  "auditLog",
  "GET /api/forms/:id/submissions.csv",
  "POST /api/uploads",
  "GET /api/files/:id",
  "/admin/forms/[id]",
  "/admin/forms/[id]/submissions",
  "/admin/forms/[id]/integrations",
  "/admin/workspaces",
  "/preview/[id]",
  "/admin/audit",
  "submissionFeeds",
  "createSubmissionFeed",
  "revokeSubmissionFeed",
  "submission",
  "GET /api/submissions/:id.pdf",
  "GET /api/forms/:id/submissions.pdf.zip",
  "refundPayment",
  "paymentTotals",
]);

/** Whether `action` is decided by a role in a workspace rather than the instance role. */
export function isWorkspaceAction(action: Action): boolean {
  return WORKSPACE_ACTIONS.has(action);
}

/**
 * Every action a caller may do somewhere: instance actions by `instanceRole`,
 * workspace actions by `workspaceRole` (their highest role in any workspace,
 * or the role in one workspace; null when a member of none). What `me {
 * permissions }` and a form's `permissions` answer.
 *
 * @example
 * permissionsIn({ instanceRole: "viewer", workspaceRole: "editor" }).includes("updateForm"); // true
 */
export function permissionsIn(roles: {
  instanceRole: Role | null;
  workspaceRole: Role | null;
}): Action[] {
  return ACTIONS.filter((action) =>
    isAllowed(isWorkspaceAction(action) ? roles.workspaceRole : roles.instanceRole, action),
  );
}

/**
 * Whether a role includes another: owner ⊇ editor ⊇ viewer.
 *
 * @example hasRole("editor", "viewer") // true
 */
export function hasRole(actual: Role, required: Role): boolean {
  return ROLES.indexOf(actual) >= ROLES.indexOf(required);
}

/** Narrows an unknown value to a role. */
export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/** Narrows an unknown value to an action of the table. */
export function isAction(value: unknown): value is Action {
  return typeof value === "string" && Object.hasOwn(PERMISSIONS, value);
}

/**
 * Whether someone with `role` (null when not signed in) may do `action`.
 *
 * @example
 * isAllowed("viewer", "publishForm"); // false
 * isAllowed(null, "submitForm"); // true
 */
export function isAllowed(role: Role | null, action: Action): boolean {
  return checkAccess(role, action).allowed;
}

/** What the table decides for one caller and one action. */
export type AccessDecision =
  | { allowed: true }
  | { allowed: false; reason: "unauthenticated" }
  | { allowed: false; reason: "forbidden"; needed: Role };

/**
 * The one check every GraphQL operation, HTTP route and page asks: may
 * someone with `role` (null when not signed in) do `action`, and if not,
 * why (no credential, or a role too weak). Callers only choose how to say no.
 *
 * @example
 * checkAccess(null, "GET /api/files/:id"); // { allowed: false, reason: "unauthenticated" }
 * checkAccess("viewer", "/admin/users"); // { allowed: false, reason: "forbidden", needed: "owner" }
 */
export function checkAccess(role: Role | null, action: Action): AccessDecision {
  const access = PERMISSIONS[action];
  if (access === "public") return { allowed: true };
  if (role === null) return { allowed: false, reason: "unauthenticated" };
  return hasRole(role, access)
    ? { allowed: true }
    : { allowed: false, reason: "forbidden", needed: access };
}

/**
 * Every action `role` may do, in the table's order: what `me { permissions }` answers.
 *
 * @example
 * permissionsOf("viewer").includes("forms"); // true
 */
export function permissionsOf(role: Role | null): Action[] {
  return ACTIONS.filter((action) => isAllowed(role, action));
}

/**
 * Whether a permission list (from `me { permissions }`) holds an action.
 * Browser code asks this to hide what the signed-in person cannot do; the
 * server still checks every request itself.
 *
 * @example
 * can(viewer.permissions, "/admin/users") // false for editors and viewers
 */
export function can(permissions: readonly string[], action: Action): boolean {
  return permissions.includes(action);
}
