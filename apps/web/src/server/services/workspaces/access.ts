import { asc, eq, sql } from "drizzle-orm";
import type { AnyPgColumn, AnyPgTable } from "drizzle-orm/pg-core";
import {
  type Action,
  checkAccess,
  hasRole,
  isWorkspaceAction,
  ROLES,
} from "../../../lib/permissions";
import type { Database } from "../../db/database";
import {
  apiKeys,
  drafts,
  forms,
  outbox,
  respondentFiles,
  respondentLinks,
  spamSubmissions,
  submissionFeeds,
  submissions,
  uploads,
  webhooks,
  workspaces,
} from "../../db/schema";
import type { Actor } from "../auth/actor";
import type { Role } from "../auth/roles";
import { ServiceError } from "../errors";
import { isUuid, membershipsOf } from "./workspaces";

/**
 * What a caller may do where (issue 34 §1): their instance role, and their
 * role in each workspace. An instance administrator (instance role `owner`,
 * or the admin token) is an owner in every workspace; an API key only in its
 * own workspace, with its role; a person where they are a member.
 */
export interface WorkspaceAccess {
  /** Instance administrator: sees and manages every workspace. */
  isAdministrator: boolean;
  /**
   * The role instance actions are decided by. An API key is never an instance
   * administrator: a key with the owner role acts as an editor outside its workspace.
   */
  instanceRole: Role;
  /** The caller's role in a workspace, or null when not a member. */
  roleIn(workspaceId: string): Role | null;
  /** The highest role in any workspace (owner for an administrator), or null for a member of none. */
  bestRole: Role | null;
  /** The workspaces where the caller has at least `role`; null: every workspace (an administrator). */
  workspaceIdsWith(role: Role): string[] | null;
}

/** The access of one caller, read once (one query for a person's memberships). */
export async function workspaceAccessOf(db: Database, actor: Actor): Promise<WorkspaceAccess> {
  if (actor.kind === "adminToken" || (actor.kind === "user" && actor.role === "owner")) {
    return {
      isAdministrator: true,
      instanceRole: "owner",
      roleIn: () => "owner",
      bestRole: "owner",
      workspaceIdsWith: () => null,
    };
  }
  const roles = new Map<string, Role>(
    actor.kind === "apiKey"
      ? [[actor.workspaceId, actor.role]]
      : (await membershipsOf(db, actor.userId)).map((m) => [m.workspaceId, m.role]),
  );
  const best = ROLES.filter((role) => [...roles.values()].includes(role)).at(-1) ?? null;
  return {
    isAdministrator: false,
    instanceRole: actor.kind === "apiKey" && actor.role === "owner" ? "editor" : actor.role,
    roleIn: (workspaceId) => roles.get(workspaceId) ?? null,
    bestRole: best,
    workspaceIdsWith: (role) =>
      [...roles].filter(([, held]) => hasRole(held, role)).map(([id]) => id),
  };
}

/** What one action's target is, for finding the workspace it belongs to. */
export type TargetKind =
  | "workspace"
  | "form"
  | "formSlug"
  | "submission"
  | "spamSubmission"
  | "draft"
  | "upload"
  | "webhook"
  | "delivery"
  | "respondentLink"
  | "respondentFile"
  | "apiKey"
  | "submissionFeed";

async function firstWorkspace(
  query: PromiseLike<Array<{ workspaceId: string }>>,
): Promise<string | null> {
  const [row] = await query;
  return row?.workspaceId ?? null;
}

/**
 * The workspace a target belongs to, or null when the target does not exist
 * (then the operation itself answers "not found"). A workspace is its own
 * target, whether it exists or not.
 */
export async function workspaceOfTarget(
  db: Database,
  kind: TargetKind,
  value: string,
): Promise<string | null> {
  if (kind === "formSlug") {
    return firstWorkspace(
      db.select({ workspaceId: forms.workspaceId }).from(forms).where(eq(forms.slug, value)),
    );
  }
  if (!isUuid(value)) return null;
  const viaForm = (table: AnyPgTable, formId: AnyPgColumn, id: AnyPgColumn) =>
    firstWorkspace(
      db
        .select({ workspaceId: forms.workspaceId })
        .from(forms)
        .where(sql`${forms.id} = (select ${formId} from ${table} where ${id} = ${value})`),
    );
  switch (kind) {
    case "workspace":
      // The id itself, existing or not: no member of it, no answer about it.
      return value;
    case "form":
      return firstWorkspace(
        db.select({ workspaceId: forms.workspaceId }).from(forms).where(eq(forms.id, value)),
      );
    case "submission":
      return viaForm(submissions, submissions.formId, submissions.id);
    case "spamSubmission":
      return viaForm(spamSubmissions, spamSubmissions.formId, spamSubmissions.id);
    case "draft":
      return viaForm(drafts, drafts.formId, drafts.id);
    case "webhook":
      return viaForm(webhooks, webhooks.formId, webhooks.id);
    case "respondentLink":
      return viaForm(respondentLinks, respondentLinks.formId, respondentLinks.id);
    case "respondentFile":
      return viaForm(respondentFiles, respondentFiles.formId, respondentFiles.id);
    case "delivery":
      return firstWorkspace(
        db
          .select({ workspaceId: forms.workspaceId })
          .from(forms)
          .where(
            sql`${forms.id} = (select coalesce(${outbox.formId}, (select ${webhooks.formId} from ${webhooks} where ${webhooks.id} = ${outbox.webhookId})) from ${outbox} where ${outbox.id} = ${value})`,
          ),
      );
    case "upload":
      return firstWorkspace(
        db.select({ workspaceId: uploads.workspaceId }).from(uploads).where(eq(uploads.id, value)),
      );
    case "apiKey":
      return firstWorkspace(
        db.select({ workspaceId: apiKeys.workspaceId }).from(apiKeys).where(eq(apiKeys.id, value)),
      );
    case "submissionFeed":
      return viaForm(submissionFeeds, submissionFeeds.formId, submissionFeeds.id);
  }
}

/** The message when the caller is no member of the workspace something belongs to. */
export const NOT_A_MEMBER = "Forbidden: this belongs to a workspace you are not a member of";

/** What the permission table and the workspaces decide for one caller and one action. */
export type WorkspaceDecision =
  | { allowed: true; role: Role | null }
  | { allowed: false; reason: "unauthenticated" }
  | { allowed: false; reason: "forbidden"; message: string };

/**
 * The one decision for every GraphQL operation, HTTP route and page: may
 * `access` (null: not signed in) do `action` on things of `workspaceIds`
 * (the workspaces its targets belong to; empty for a list, a new thing, or a
 * target that does not exist)? An instance action asks the instance role; a
 * workspace action asks the role in each workspace named (every one must
 * allow it), or, with none named, the highest role anywhere (the operation
 * then lists or makes things only where the role suffices, see
 * {@link workspaceIdsFor} and {@link chooseWorkspace}).
 */
export function decideAccess(
  access: WorkspaceAccess | null,
  action: Action,
  workspaceIds: readonly string[],
): WorkspaceDecision {
  if (!access) {
    const open = checkAccess(null, action);
    return open.allowed
      ? { allowed: true, role: null }
      : { allowed: false, reason: "unauthenticated" };
  }
  const roles = !isWorkspaceAction(action)
    ? [access.instanceRole]
    : workspaceIds.length === 0
      ? [access.bestRole ?? access.instanceRole]
      : workspaceIds.map((id) => access.roleIn(id));
  for (const role of roles) {
    if (role === null) return { allowed: false, reason: "forbidden", message: NOT_A_MEMBER };
    const decision = checkAccess(role, action);
    if (!decision.allowed && decision.reason === "forbidden") {
      return {
        allowed: false,
        reason: "forbidden",
        message: `Forbidden: this needs the ${decision.needed} role (you are ${role})`,
      };
    }
  }
  return { allowed: true, role: roles[0] ?? null };
}

/**
 * The workspaces a list holds for `action`: those where the caller's role
 * allows it (null: every workspace, for an administrator).
 */
export function workspaceIdsFor(access: WorkspaceAccess, action: Action): string[] | null {
  const needed = ROLES.find((role) => checkAccess(role, action).allowed) ?? "owner";
  return access.workspaceIdsWith(needed);
}

/**
 * The workspace a new thing goes into when the caller named none: the one
 * workspace where they may do `action`; for an instance administrator, the
 * oldest workspace ("Default" after the upgrade), so scripts written before
 * workspaces keep working once a second one exists. A person with several
 * (or none): a BAD_USER_INPUT error asking for `workspaceId`.
 */
export async function chooseWorkspace(
  db: Database,
  access: WorkspaceAccess,
  action: Action,
): Promise<string> {
  const ids =
    workspaceIdsFor(access, action) ??
    (
      await db
        .select({ id: workspaces.id })
        .from(workspaces)
        .orderBy(asc(workspaces.createdAt), asc(workspaces.id))
        .limit(1)
    ).map((w) => w.id);
  if (ids.length === 1 && ids[0]) return ids[0];
  throw new ServiceError(
    "BAD_USER_INPUT",
    ids.length === 0
      ? "You are not a member of any workspace where you may do this: ask a workspace owner to add you"
      : "Choose the workspace: give workspaceId (you may do this in several workspaces)",
  );
}

/**
 * {@link decideAccess} for a caller found from a request (the HTTP routes and
 * pages): reads their access, and the workspaces of `targets` that exist.
 *
 * @example
 * await decideForActor(db, actor, "GET /api/files/:id", [["respondentFile", id]]);
 */
export async function decideForActor(
  db: Database,
  actor: Actor | null,
  action: Action,
  targets: ReadonlyArray<readonly [TargetKind, string]> = [],
): Promise<WorkspaceDecision & { access: WorkspaceAccess | null }> {
  const access = actor ? await workspaceAccessOf(db, actor) : null;
  const workspaceIds: string[] = [];
  if (access && isWorkspaceAction(action)) {
    for (const [kind, value] of targets) {
      const id = await workspaceOfTarget(db, kind, value);
      if (id) workspaceIds.push(id);
    }
  }
  return { ...decideAccess(access, action, workspaceIds), access };
}
