import { permissionsIn } from "../../lib/permissions";
import type { Database } from "../db/database";
import type { Role } from "../services/auth/roles";
import { getForm } from "../services/forms";
import {
  addWorkspaceMember,
  createWorkspace,
  deleteWorkspace,
  getWorkspace,
  listWorkspaceMembers,
  listWorkspaces,
  moveForm,
  removeWorkspaceMember,
  renameWorkspace,
  setWorkspaceRole,
  type WorkspaceMemberRecord,
  type WorkspaceRecord,
  workspaceContents,
} from "../services/workspaces/workspaces";
import { RoleType } from "./accounts";
import { type AuditAct, auditedAct, recordAct } from "./audit-act";
import { builder } from "./builder";
import { requireActor, withServiceErrors } from "./errors";
import { FormType } from "./forms";

const WorkspaceMemberType = builder.objectRef<WorkspaceMemberRecord>("WorkspaceMember").implement({
  description: "A person's membership of a workspace, with their role there.",
  fields: (t) => ({
    userId: t.exposeID("userId"),
    email: t.exposeString("email"),
    role: t.expose("role", { type: RoleType }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

export const WorkspaceType = builder.objectRef<WorkspaceRecord>("Workspace").implement({
  description:
    "A workspace (issue 34 §1): forms, API keys and images belong to one, and people are members with a role there.",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    role: t.field({
      type: RoleType,
      nullable: true,
      description:
        "The caller's role here (owner for an instance administrator), or null when not a member.",
      resolve: async (w, _args, ctx) => (await ctx.workspaceAccess())?.roleIn(w.id) ?? null,
    }),
    permissions: t.stringList({
      description:
        "Every action of the permission table the caller may do here: workspace actions by their role here, instance actions by their instance role.",
      resolve: async (w, _args, ctx) => {
        const access = await ctx.workspaceAccess();
        return permissionsIn({
          instanceRole: access?.instanceRole ?? null,
          workspaceRole: access?.roleIn(w.id) ?? null,
        });
      },
    }),
    members: t.field({
      type: [WorkspaceMemberType],
      description: "Its members by email, with their role here.",
      resolve: (w, _args, ctx) => listWorkspaceMembers(ctx.db, w.id),
    }),
    formCount: t.int({
      description: "How many forms it holds.",
      resolve: async (w, _args, ctx) => (await workspaceContents(ctx.db, w.id)).forms,
    }),
    isEmpty: t.boolean({
      description:
        "Whether it holds no form, no image and no API key in use: only then can it be deleted.",
      resolve: async (w, _args, ctx) => {
        const left = await workspaceContents(ctx.db, w.id);
        return left.forms === 0 && left.uploads === 0 && left.apiKeys === 0;
      },
    }),
  }),
});

builder.objectField(FormType, "workspace", (t) =>
  t.field({
    type: WorkspaceType,
    description: "The workspace the form belongs to.",
    resolve: (f, _args, ctx) => getWorkspace(ctx.db, f.workspaceId),
  }),
);

builder.objectField(FormType, "permissions", (t) =>
  t.stringList({
    description:
      "Every action of the permission table the caller may do to this form: by their role in its workspace.",
    resolve: async (f, _args, ctx) => {
      const access = await ctx.workspaceAccess();
      return permissionsIn({
        instanceRole: access?.instanceRole ?? null,
        workspaceRole: access?.roleIn(f.workspaceId) ?? null,
      });
    },
  }),
);

builder.queryFields((t) => ({
  workspaces: t.field({
    type: [WorkspaceType],
    description:
      "The workspaces the caller is a member of (every workspace for an instance administrator), by name.",
    resolve: async (_root, _args, ctx) =>
      withServiceErrors(async () => {
        const access = await ctx.workspaceAccess();
        return listWorkspaces(ctx.db, access ? access.workspaceIdsWith("viewer") : []);
      }),
  }),
}));

/** A change of a workspace's members, as the audit log records it (the member by id and email). */
function memberAct(
  action: "workspace.member_added" | "workspace.member_role_changed" | "workspace.member_removed",
  member: WorkspaceMemberRecord,
): AuditAct {
  return {
    action,
    target: { kind: "user", id: member.userId },
    workspaceId: member.workspaceId,
    details: { email: member.email, role: member.role },
  };
}

const roleArg = (description: string) => ({ type: RoleType, required: true as const, description });

builder.mutationFields((t) => ({
  createWorkspace: t.field({
    type: WorkspaceType,
    description:
      "Makes a workspace (instance administrator); the person who makes it becomes its first owner. Names are unique regardless of case.",
    args: { name: t.arg.string({ required: true }) },
    resolve: (_root, { name }, ctx) =>
      withServiceErrors(async () => {
        const actor = await requireActor(ctx);
        return auditedAct(
          ctx,
          (tx) =>
            createWorkspace(tx, { name, ownerId: actor.kind === "user" ? actor.userId : null }),
          (workspace) => ({
            action: "workspace.created",
            target: { kind: "workspace", id: workspace.id },
            workspaceId: workspace.id,
            details: { name: workspace.name },
          }),
        );
      }),
  }),
  renameWorkspace: t.field({
    type: WorkspaceType,
    description: "Renames a workspace (its owners).",
    args: { id: t.arg.id({ required: true }), name: t.arg.string({ required: true }) },
    resolve: (_root, { id, name }, ctx) =>
      withServiceErrors(async () => {
        const before = await getWorkspace(ctx.db, String(id));
        return auditedAct(
          ctx,
          (tx) => renameWorkspace(tx, { id: String(id), name }),
          (workspace) => ({
            action: "workspace.renamed",
            target: { kind: "workspace", id: workspace.id },
            workspaceId: workspace.id,
            details: { from: before.name, name: workspace.name },
          }),
        );
      }),
  }),
  deleteWorkspace: t.field({
    type: WorkspaceType,
    description:
      "Deletes an empty workspace (its owners): with a form, an image or an API key in use left, a CONFLICT error says what is left.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) =>
      withServiceErrors(() =>
        auditedAct(
          ctx,
          (tx) => deleteWorkspace(tx, String(id)),
          (workspace) => ({
            action: "workspace.deleted",
            target: { kind: "workspace", id: workspace.id },
            workspaceId: workspace.id,
            details: { name: workspace.name },
          }),
        ),
      ),
  }),
  addWorkspaceMember: t.field({
    type: WorkspaceMemberType,
    description:
      "Adds the person with an account of `email` to a workspace with `role` there (its owners). Without an account: NOT_FOUND (invite them first).",
    args: {
      workspaceId: t.arg.id({ required: true }),
      email: t.arg.string({ required: true }),
      role: t.arg(roleArg("Their role in this workspace.")),
    },
    resolve: (_root, args, ctx) =>
      withServiceErrors(() =>
        auditedAct(
          ctx,
          (tx) =>
            addWorkspaceMember(tx, {
              workspaceId: String(args.workspaceId),
              email: args.email,
              role: args.role as Role,
            }),
          (member) => memberAct("workspace.member_added", member),
        ),
      ),
  }),
  setWorkspaceRole: t.field({
    type: WorkspaceMemberType,
    description:
      "Gives a member another role in a workspace (its owners); a workspace keeps at least one owner.",
    args: {
      workspaceId: t.arg.id({ required: true }),
      userId: t.arg.id({ required: true }),
      role: t.arg(roleArg("Their new role in this workspace.")),
    },
    resolve: (_root, args, ctx) =>
      withServiceErrors(() =>
        auditedAct(
          ctx,
          (tx) =>
            setWorkspaceRole(tx, {
              workspaceId: String(args.workspaceId),
              userId: String(args.userId),
              role: args.role as Role,
            }),
          (member) => memberAct("workspace.member_role_changed", member),
        ),
      ),
  }),
  removeWorkspaceMember: t.field({
    type: WorkspaceMemberType,
    description:
      "Removes a member from a workspace (its owners); their account stays. Not its last owner.",
    args: {
      workspaceId: t.arg.id({ required: true }),
      userId: t.arg.id({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      withServiceErrors(() =>
        auditedAct(
          ctx,
          (tx) =>
            removeWorkspaceMember(tx, {
              workspaceId: String(args.workspaceId),
              userId: String(args.userId),
            }),
          (member) => memberAct("workspace.member_removed", member),
        ),
      ),
  }),
  moveForm: t.field({
    type: FormType,
    description:
      "Moves a form, with its submissions, drafts, webhooks and files, to another workspace (owner of both).",
    args: {
      formId: t.arg.id({ required: true }),
      workspaceId: t.arg.id({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      withServiceErrors(async () => {
        const formId = String(args.formId);
        const to = String(args.workspaceId);
        const from = (await getForm(ctx.db, formId)).workspaceId;
        // Recorded in both workspaces: the owners of each read that it left or came.
        await ctx.db.transaction(async (raw) => {
          const tx = raw as unknown as Database;
          await moveForm(tx, { formId, workspaceId: to });
          for (const workspaceId of from === to ? [to] : [from, to]) {
            await recordAct(ctx, tx, {
              action: "form.moved",
              target: { kind: "form", id: formId },
              workspaceId,
              details: { from, to },
            });
          }
        });
        return getForm(ctx.db, formId);
      }),
  }),
}));
