import {
  defaultFieldResolver,
  GraphQLError,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from "graphql";
import {
  isWorkspaceAction,
  OPERATION_ACCESS,
  type OperationAction,
  WORKSPACE_ACTIONS,
} from "../../lib/permissions";
import {
  chooseWorkspace,
  decideAccess,
  type TargetKind,
  type WorkspaceAccess,
  workspaceIdsFor,
  workspaceOfTarget,
} from "../services/workspaces/access";
import type { GraphQLContext } from "./context";
import { NOT_SIGNED_IN } from "./errors";
import { inOperationWorkspaces } from "./operation-workspaces";
import { checkTwoFactorRequired } from "./two-factor-gate";

function isOperation(name: string): name is OperationAction {
  return Object.hasOwn(OPERATION_ACCESS, name);
}

/**
 * Where each workspace operation finds the workspace it acts in: its
 * arguments that name a target (by kind), every one checked (`moveForm` needs
 * the role in the form's workspace and in the one it goes to). `[]`: a list,
 * which holds only the workspaces where the caller's role allows it
 * ({@link listedWorkspaces}), or an operation that makes something in the
 * workspace it is given or the caller's only one ({@link targetWorkspace}).
 * Typed by every operation, so a new one cannot be left out; the role sweep
 * test checks that the table holds exactly the workspace operations.
 */
export const OPERATION_TARGETS: Partial<
  Record<OperationAction, ReadonlyArray<readonly [TargetKind, string]>>
> = {
  forms: [],
  formById: [["form", "id"]],
  submissions: [["formSlug", "formSlug"]],
  submissionFields: [["form", "formId"]],
  submissionVariables: [["form", "formId"]],
  submissionEndings: [["form", "formId"]],
  submissionStats: [["form", "formId"]],
  formFunnel: [["form", "formId"]],
  drafts: [["form", "formId"]],
  partialResponses: [
    ["form", "formId"],
    ["formSlug", "formSlug"],
  ],
  spamSubmissions: [["formSlug", "formSlug"]],
  uploads: [],
  formTemplates: [],
  createForm: [["workspace", "workspaceId"]],
  updateForm: [["form", "id"]],
  publishForm: [["form", "id"]],
  unpublishForm: [["form", "id"]],
  duplicateForm: [["form", "id"]],
  deleteForm: [["form", "id"]],
  deleteSubmission: [["submission", "id"]],
  deleteDraft: [["draft", "id"]],
  markNotSpam: [["spamSubmission", "id"]],
  createRespondentLinks: [["form", "formId"]],
  respondentLinks: [["form", "formId"]],
  revokeRespondentLink: [["respondentLink", "id"]],
  deleteUpload: [["upload", "id"]],
  webhooks: [["form", "formId"]],
  webhookDeliveries: [["webhook", "webhookId"]],
  emailDeliveries: [["form", "formId"]],
  formEmailSettings: [["form", "formId"]],
  createWebhook: [["form", "formId"]],
  updateWebhook: [["webhook", "id"]],
  deleteWebhook: [["webhook", "id"]],
  redeliverWebhook: [["delivery", "deliveryId"]],
  updateFormEmailSettings: [["form", "formId"]],
  sendTestEmail: [],
  setFormEmbedOrigins: [["form", "id"]],
  apiKeys: [],
  createApiKey: [["workspace", "workspaceId"]],
  revokeApiKey: [["apiKey", "id"]],
  respondentData: [],
  deleteRespondentData: [],
  renameWorkspace: [["workspace", "id"]],
  deleteWorkspace: [["workspace", "id"]],
  addWorkspaceMember: [["workspace", "workspaceId"]],
  setWorkspaceRole: [["workspace", "workspaceId"]],
  removeWorkspaceMember: [["workspace", "workspaceId"]],
  moveForm: [
    ["form", "formId"],
    ["workspace", "workspaceId"],
  ],
  auditLog: [["workspace", "workspaceId"]],
  submissionFeeds: [["form", "formId"]],
  createSubmissionFeed: [["form", "formId"]],
  revokeSubmissionFeed: [["submissionFeed", "id"]],
  submission: [["submission", "id"]],
  refundPayment: [["submission", "submissionId"]],
  paymentTotals: [["form", "formId"]],
};

/** The workspaces the targets an operation's arguments name belong to (those that exist). */
async function targetWorkspaces(
  context: GraphQLContext,
  operation: OperationAction,
  args: Record<string, unknown>,
): Promise<string[]> {
  const found: string[] = [];
  for (const [kind, arg] of OPERATION_TARGETS[operation] ?? []) {
    const value = args[arg];
    if (value === undefined || value === null || value === "") continue;
    const workspaceId = await workspaceOfTarget(context.db, kind, String(value));
    if (workspaceId) found.push(workspaceId);
  }
  return found;
}

/**
 * Refuses a call to `operation` unless the permission table lets the caller
 * make it: UNAUTHENTICATED without a valid credential, FORBIDDEN for a role
 * too weak, or for something of a workspace the caller is no member of. An
 * operation the table does not list is refused to everyone (a masked error),
 * so a new operation is closed until someone decides who may call it. Public
 * operations never look the caller up. With
 * FORMWRIGHT_REQUIRE_2FA=1 a user without two-factor sign-in is refused
 * all but its set-up (`TWO_FACTOR_REQUIRED`, see two-factor-gate.ts).
 * Answers the workspaces the operation's arguments named (none for an
 * instance action or a list).
 */
export async function checkOperationAccess(
  context: GraphQLContext,
  operation: string,
  args: Record<string, unknown> = {},
): Promise<string[]> {
  if (!isOperation(operation)) {
    throw new Error(`The operation ${operation} has no entry in the permission table`);
  }
  if (OPERATION_ACCESS[operation] === "public") return [];
  const access = await context.workspaceAccess();
  const workspaceIds =
    access && isWorkspaceAction(operation) ? await targetWorkspaces(context, operation, args) : [];
  const decision = decideAccess(access, operation, workspaceIds);
  if (decision.allowed) {
    await checkTwoFactorRequired(context, { operation, actor: await context.actor() });
    return workspaceIds;
  }
  if (decision.reason === "unauthenticated") {
    throw new GraphQLError(NOT_SIGNED_IN, { extensions: { code: "UNAUTHENTICATED" } });
  }
  throw new GraphQLError(decision.message, { extensions: { code: "FORBIDDEN" } });
}

async function signedInAccess(context: GraphQLContext): Promise<WorkspaceAccess> {
  const access = await context.workspaceAccess();
  if (!access) throw new GraphQLError(NOT_SIGNED_IN, { extensions: { code: "UNAUTHENTICATED" } });
  return access;
}

/**
 * The workspaces a list operation holds: those where the caller's role
 * allows `operation`; null for every workspace (an instance administrator).
 */
export async function listedWorkspaces(
  context: GraphQLContext,
  operation: OperationAction,
): Promise<string[] | null> {
  return workspaceIdsFor(await signedInAccess(context), operation);
}

/**
 * The workspace an operation that makes something works in: `given` (already
 * checked with the operation), else the caller's only workspace where they
 * may do it (BAD_USER_INPUT when they have several or none).
 */
export async function targetWorkspace(
  context: GraphQLContext,
  operation: OperationAction,
  given: string | number | null | undefined,
): Promise<string> {
  if (given !== null && given !== undefined && given !== "") return String(given);
  return chooseWorkspace(context.db, await signedInAccess(context), operation);
}

/**
 * Puts the permission check in front of every Query and Mutation field of
 * `schema` (in place), so no resolver can forget it. Returns the schema.
 */
export function enforcePermissions(schema: GraphQLSchema): GraphQLSchema {
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    if (!root) continue;
    for (const [name, field] of Object.entries(root.getFields())) {
      const resolve: GraphQLFieldResolver<unknown, GraphQLContext> =
        field.resolve ?? defaultFieldResolver;
      field.resolve = async (source, args, context: GraphQLContext, info) => {
        const workspaceIds = await checkOperationAccess(context, name, args);
        // Its acts are recorded in the audit log as acts in those workspaces.
        return inOperationWorkspaces(workspaceIds, () => resolve(source, args, context, info));
      };
    }
  }
  return schema;
}

/** The operations of the permission table the workspaces decide. */
export const WORKSPACE_OPERATIONS = (Object.keys(OPERATION_ACCESS) as OperationAction[]).filter(
  (operation) => WORKSPACE_ACTIONS.has(operation),
);
