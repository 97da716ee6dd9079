import {
  type AuditEventPage,
  type AuditEventRecord,
  listAuditEvents,
} from "../services/audit/audit-log";
import { builder } from "./builder";
import { withServiceErrors } from "./errors";
import { listedWorkspaces } from "./permissions";
import { PageInfoType } from "./submissions";

const AuditActorType = builder.objectRef<AuditEventRecord["actor"]>("AuditActor").implement({
  description:
    "Who acted, as they were then: a user (`email`), an API key (`name`), the admin token, or `anonymous` for a failed sign-in (`email` tried).",
  fields: (t) => ({
    kind: t.exposeString("kind", {
      description:
        "`user`, `api_key`, `admin_token`, `anonymous` (a failed sign-in), `cli` (the command line) or `system`.",
    }),
    id: t.exposeID("id", { nullable: true, description: "The user's or the API key's id." }),
    email: t.exposeString("email", { nullable: true }),
    name: t.exposeString("name", { nullable: true, description: "An API key's name." }),
  }),
});

const AuditEventType = builder.objectRef<AuditEventRecord>("AuditEvent").implement({
  description:
    "One administrative act of the audit log. `details` never holds answers, passwords, tokens or secrets.",
  fields: (t) => ({
    id: t.exposeID("id"),
    at: t.expose("at", { type: "DateTime" }),
    action: t.exposeString("action", {
      description:
        "A dotted name: `form.published`, `user.sign_in_failed`, `submissions.exported`, …",
    }),
    actor: t.expose("actor", { type: AuditActorType }),
    targetKind: t.exposeString("targetKind", { nullable: true }),
    targetId: t.exposeString("targetId", { nullable: true }),
    address: t.exposeString("address", {
      nullable: true,
      description: "The client address the act came from.",
    }),
    workspaceId: t.exposeID("workspaceId", { nullable: true }),
    details: t.field({ type: "JSON", resolve: (e) => e.details }),
  }),
});

const AuditEventConnectionType = builder
  .objectRef<AuditEventPage>("AuditEventConnection")
  .implement({
    fields: (t) => ({
      nodes: t.expose("nodes", { type: [AuditEventType] }),
      pageInfo: t.expose("pageInfo", { type: PageInfoType }),
    }),
  });

builder.queryFields((t) => ({
  auditLog: t.field({
    type: AuditEventConnectionType,
    description:
      "The audit log, newest first: instance administrators read every act, a workspace's owners the acts in it. `action` keeps one action (`form.published`), `actorId` what one user or API key did, `workspaceId` one workspace's acts. `first` is 1 to 500 (default 50); `after` is a page's `endCursor`. A bad argument is BAD_USER_INPUT naming it.",
    args: {
      first: t.arg.int(),
      after: t.arg.string(),
      action: t.arg.string(),
      actorId: t.arg.id(),
      workspaceId: t.arg.id(),
    },
    resolve: (_root, args, ctx) =>
      withServiceErrors(async () =>
        listAuditEvents(ctx.db, {
          first: args.first,
          after: args.after,
          action: args.action,
          actorId: args.actorId == null ? null : String(args.actorId),
          workspaceId: args.workspaceId == null ? null : String(args.workspaceId),
          // A workspace owner reads the acts in the workspaces they own; an administrator all.
          withinWorkspaces: await listedWorkspaces(ctx, "auditLog"),
        }),
      ),
  }),
}));
