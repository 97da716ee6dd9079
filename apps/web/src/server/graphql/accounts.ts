import { permissionsIn } from "../../lib/permissions";
import type { Actor } from "../services/auth/actor";
import {
  type ApiKeyRecord,
  createApiKey,
  listApiKeys,
  revokeApiKey,
} from "../services/auth/api-keys";
import { createPasswordReset } from "../services/auth/password-resets";
import type { Role } from "../services/auth/roles";
import { deleteUserSessions } from "../services/auth/sessions";
import { clearSignInFailures, reserveSignInAttempt } from "../services/auth/sign-in-backoff";
import {
  changePassword,
  changeUserRole,
  countUsers,
  createUser,
  deleteUser,
  findUser,
  listUsers,
  type UserRecord,
} from "../services/auth/users";
import { ServiceError } from "../services/errors";
import { getWorkspace, setOnlyWorkspaceRole } from "../services/workspaces/workspaces";
import { auditedAct } from "./audit-act";
import { builder } from "./builder";
import { requireActor, withServiceErrors } from "./errors";
import { listedWorkspaces, targetWorkspace } from "./permissions";
import { submitLimitError } from "./submit-limit";

export const RoleType = builder.enumType("Role", {
  description:
    "What a user or API key may do: viewers read, editors also change forms, owners also manage people and keys.",
  values: {
    VIEWER: { value: "viewer" as Role },
    EDITOR: { value: "editor" as Role },
    OWNER: { value: "owner" as Role },
  },
});

export const UserType = builder.objectRef<UserRecord>("User").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    email: t.exposeString("email"),
    role: t.expose("role", { type: RoleType }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    isPending: t.exposeBoolean("isPending", {
      description:
        "Invited and has not set a password yet: cannot sign in until they use their invitation link.",
    }),
  }),
});

export const ViewerType = builder.objectRef<Actor>("Viewer").implement({
  description: "Who is asking: a signed-in user, an API key, or the admin token.",
  fields: (t) => ({
    kind: t.string({ resolve: (a) => a.kind }),
    role: t.expose("role", { type: RoleType }),
    email: t.string({ nullable: true, resolve: (a) => (a.kind === "user" ? a.email : null) }),
    userId: t.id({ nullable: true, resolve: (a) => (a.kind === "user" ? a.userId : null) }),
    permissions: t.stringList({
      description:
        "Every action this caller may do, from the permission table: GraphQL operations by name (`publishForm`), HTTP routes as `METHOD /path` (`POST /api/uploads`), pages by path (`/admin/users`), reading the schema as `__schema`.",
      resolve: async (_a, _args, ctx) => {
        const access = await ctx.workspaceAccess();
        return permissionsIn({
          instanceRole: access?.instanceRole ?? null,
          workspaceRole: access?.bestRole ?? null,
        });
      },
    }),
    isAdministrator: t.boolean({
      description:
        "Whether the caller is an instance administrator (instance role owner, or the admin token): an owner in every workspace.",
      resolve: async (_a, _args, ctx) => (await ctx.workspaceAccess())?.isAdministrator === true,
    }),
    workspaceRole: t.field({
      type: RoleType,
      nullable: true,
      description:
        "The caller's highest role in any workspace (owner for an instance administrator), or null when a member of none.",
      resolve: async (_a, _args, ctx) => (await ctx.workspaceAccess())?.bestRole ?? null,
    }),
  }),
});

const ApiKeyType = builder.objectRef<ApiKeyRecord>("ApiKey").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    prefix: t.exposeString("prefix", {
      description: "The key's first characters, to recognise it.",
    }),
    role: t.expose("role", { type: RoleType }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    lastUsedAt: t.expose("lastUsedAt", { type: "DateTime", nullable: true }),
    revoked: t.exposeBoolean("revoked"),
    workspaceId: t.exposeID("workspaceId", {
      description: "The workspace the key acts in; its role applies there only.",
    }),
  }),
});

const CreatedApiKeyType = builder
  .objectRef<{ key: string; apiKey: ApiKeyRecord }>("CreatedApiKey")
  .implement({
    fields: (t) => ({
      key: t.exposeString("key", {
        description: "The secret, shown this once; only its hash is stored.",
      }),
      apiKey: t.expose("apiKey", { type: ApiKeyType }),
    }),
  });

interface PasswordResetLink {
  url: string;
  expiresAt: Date;
  user: UserRecord;
}

const PasswordResetLinkType = builder.objectRef<PasswordResetLink>("PasswordResetLink").implement({
  description: "A one-time link that sets a new password; shown once, valid for one hour.",
  fields: (t) => ({
    url: t.exposeString("url", {
      description: "The link, shown this once; only a hash of its token is stored.",
    }),
    expiresAt: t.expose("expiresAt", { type: "DateTime" }),
    user: t.expose("user", { type: UserType }),
  }),
});

builder.queryFields((t) => ({
  me: t.field({
    type: ViewerType,
    nullable: true,
    description: "The caller, or null when not signed in.",
    resolve: (_root, _args, ctx) => ctx.actor(),
  }),
  setupRequired: t.boolean({
    description: "True while no user exists: `/setup` then creates the first owner.",
    resolve: async (_root, _args, ctx) => (await countUsers(ctx.db)) === 0,
  }),
  users: t.field({
    type: [UserType],
    description: "Every user (owner).",
    resolve: (_root, _args, ctx) => withServiceErrors(() => listUsers(ctx.db)),
  }),
  apiKeys: t.field({
    type: [ApiKeyType],
    description:
      "Every API key of the workspaces the caller owns (every key for an instance administrator), newest first (owner).",
    resolve: (_root, _args, ctx) =>
      withServiceErrors(async () => listApiKeys(ctx.db, await listedWorkspaces(ctx, "apiKeys"))),
  }),
}));

builder.mutationFields((t) => ({
  createUser: t.field({
    type: UserType,
    description: "Creates a user with a first password they can change (owner).",
    args: {
      email: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      role: t.arg({ type: RoleType, required: true }),
    },
    resolve: (_root, args, ctx) =>
      withServiceErrors(async () => {
        const user = await auditedAct(
          ctx,
          (tx) => createUser(tx, args),
          (made) => ({
            action: "user.created",
            target: { kind: "user", id: made.id },
            details: { email: made.email, role: made.role },
          }),
        );
        await setOnlyWorkspaceRole(ctx.db, { userId: user.id, role: user.role });
        return user;
      }),
  }),
  changeUserRole: t.field({
    type: UserType,
    description: "Gives a user another role; the last owner stays an owner (owner).",
    args: { id: t.arg.id({ required: true }), role: t.arg({ type: RoleType, required: true }) },
    resolve: (_root, { id, role }, ctx) =>
      withServiceErrors(async () => {
        const user = await auditedAct(
          ctx,
          (tx) => changeUserRole(tx, { id: String(id), role }),
          (changed) => ({
            action: "user.role_changed",
            target: { kind: "user", id: changed.id },
            details: { email: changed.email, role: changed.role },
          }),
        );
        await setOnlyWorkspaceRole(ctx.db, { userId: user.id, role: user.role });
        return user;
      }),
  }),
  deleteUser: t.field({
    type: "Boolean",
    description:
      "Deletes a user and ends their sessions; not yourself, not the last owner (owner).",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) =>
      withServiceErrors(async () => {
        const actor = await requireActor(ctx);
        if (actor.kind === "user" && actor.userId === String(id)) {
          throw new ServiceError("BAD_USER_INPUT", "You cannot delete your own account");
        }
        await auditedAct(
          ctx,
          async (tx) => {
            const user = await findUser(tx, String(id));
            await deleteUser(tx, String(id));
            return user;
          },
          (user) => ({
            action: "user.deleted",
            target: { kind: "user", id: String(id) },
            details: { email: user?.email ?? null },
          }),
        );
        return true;
      }),
  }),
  changePassword: t.field({
    type: "Boolean",
    description:
      "Changes the signed-in user's own password after checking the current one, and ends their other sessions (any signed-in user; not API keys).",
    args: {
      currentPassword: t.arg.string({ required: true }),
      newPassword: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      withServiceErrors(async () => {
        const actor = await requireActor(ctx);
        if (actor.kind !== "user") {
          throw new ServiceError(
            "BAD_USER_INPUT",
            "Only a signed-in user can change their password; API keys have none",
          );
        }
        // Counted before the current password is checked, like a sign-in.
        const decision = await reserveSignInAttempt(ctx.db, actor.email);
        if (!decision.allowed) {
          throw submitLimitError(
            decision.retryAfterSeconds,
            `Too many attempts: try again in ${Math.ceil(decision.retryAfterSeconds / 60)} minutes`,
          );
        }
        await auditedAct(
          ctx,
          async (tx) => {
            await changePassword(tx, { id: actor.userId, ...args });
            await deleteUserSessions(tx, { userId: actor.userId, keepToken: actor.sessionToken });
          },
          () => ({ action: "user.password_changed", target: { kind: "user", id: actor.userId } }),
        );
        await clearSignInFailures(ctx.db, actor.email);
        return true;
      }),
  }),
  createPasswordResetLink: t.field({
    type: PasswordResetLinkType,
    description:
      "Makes a one-time link that sets a new password for a user, valid for one hour; it replaces the user's earlier link, and using it ends their sessions (owner).",
    args: { userId: t.arg.id({ required: true }) },
    resolve: (_root, { userId }, ctx) =>
      withServiceErrors(async () => {
        const reset = await auditedAct(
          ctx,
          (tx) => createPasswordReset(tx, String(userId)),
          (made) => ({
            action: "user.password_reset_issued",
            target: { kind: "user", id: made.user.id },
            details: { email: made.user.email, emailed: false },
          }),
        );
        return {
          url: `${ctx.publicUrl}${reset.path}`,
          expiresAt: reset.expiresAt,
          user: reset.user,
        };
      }),
  }),
  createApiKey: t.field({
    type: CreatedApiKeyType,
    description:
      "Creates an API key acting with `role` in a workspace (owner there); the key is returned once. `workspaceId` may be left out when the caller owns one workspace only.",
    args: {
      name: t.arg.string({ required: true }),
      role: t.arg({ type: RoleType, required: true }),
      workspaceId: t.arg.id({ description: "The workspace the key acts in." }),
    },
    resolve: (_root, { name, role, workspaceId }, ctx) =>
      withServiceErrors(async () => {
        const actor = await requireActor(ctx);
        const workspace = await getWorkspace(
          ctx.db,
          await targetWorkspace(ctx, "createApiKey", workspaceId),
        );
        return auditedAct(
          ctx,
          (tx) =>
            createApiKey(tx, {
              name,
              role,
              createdBy: actor.kind === "user" ? actor.userId : null,
              workspaceId: workspace.id,
            }),
          (created) => ({
            action: "api_key.created",
            target: { kind: "api_key", id: created.apiKey.id },
            details: {
              name: created.apiKey.name,
              role: created.apiKey.role,
              workspaceId: workspace.id,
            },
          }),
        );
      }),
  }),
  revokeApiKey: t.field({
    type: ApiKeyType,
    description: "Revokes an API key at once, on every instance (owner).",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) =>
      withServiceErrors(() =>
        auditedAct(
          ctx,
          (tx) => revokeApiKey(tx, String(id)),
          (key) => ({
            action: "api_key.revoked",
            target: { kind: "api_key", id: key.id },
            details: { name: key.name },
          }),
        ),
      ),
  }),
}));
