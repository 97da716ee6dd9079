import { isAllowed } from "../../lib/permissions";
import {
  INVITE_LIFETIME_MS,
  inviteUser,
  type PasswordLinkState,
  passwordLinksOf,
} from "../services/auth/invites";
import { passwordLinkStatus } from "../services/auth/password-link-status";
import {
  createPasswordReset,
  FORGOT_NOT_CONFIGURED,
  requestPasswordReset,
} from "../services/auth/password-resets";
import type { UserRecord } from "../services/auth/users";
import { ServiceError } from "../services/errors";
import { EMAIL_NOT_CONFIGURED } from "../services/mail/mailer";
import { setOnlyWorkspaceRole } from "../services/workspaces/workspaces";
import { RoleType, UserType } from "./accounts";
import { auditedAct } from "./audit-act";
import { builder } from "./builder";
import { requireActor, withServiceErrors } from "./errors";
import { submitLimitError } from "./submit-limit";

/** What `inviteUser` answers. */
interface InviteResult {
  user: UserRecord;
  url: string | null;
  isEmailed: boolean;
  expiresAt: Date;
}

const InviteType = builder.objectRef<InviteResult>("Invite").implement({
  description:
    "An invitation: the account exists without a password until the invitee sets one with the link (valid 72 hours).",
  fields: (t) => ({
    user: t.expose("user", { type: UserType }),
    url: t.exposeString("url", {
      nullable: true,
      description:
        "The one-time link to show the owner, this once; null when it was emailed to the invitee.",
    }),
    emailed: t.exposeBoolean("isEmailed", {
      description: "Whether the link was queued to be emailed (email is configured).",
    }),
    expiresAt: t.expose("expiresAt", { type: "DateTime" }),
  }),
});

const PasswordLinkPurposeType = builder.enumType("PasswordLinkPurpose", {
  values: { RESET: { value: "reset" as const }, INVITE: { value: "invite" as const } },
});

const MailStatusType = builder.enumType("MailStatus", {
  description: "Where a mail is in the outbox: still being tried, sent, or given up.",
  values: {
    PENDING: { value: "pending" as const },
    DELIVERED: { value: "delivered" as const },
    FAILED: { value: "failed" as const },
  },
});

const PasswordLinkType = builder.objectRef<PasswordLinkState>("PasswordLink").implement({
  description: "A user's outstanding one-time link (never the token itself).",
  fields: (t) => ({
    purpose: t.expose("purpose", { type: PasswordLinkPurposeType }),
    expiresAt: t.expose("expiresAt", { type: "DateTime" }),
    mailStatus: t.field({
      type: MailStatusType,
      nullable: true,
      description: "The mail carrying it, or null when it was shown to an owner instead.",
      resolve: (link) => link.mail?.status ?? null,
    }),
    mailError: t.string({
      nullable: true,
      description: "The last error of that mail, as the SMTP server or the network gave it.",
      resolve: (link) => link.mail?.lastError ?? null,
    }),
  }),
});

builder.objectField(UserType, "passwordLink", (t) =>
  t.field({
    type: PasswordLinkType,
    nullable: true,
    description:
      "The user's outstanding invitation or reset link (null when none), with its mail's delivery (owner).",
    resolve: async (user, _args, ctx) => {
      // Users are listed to owners only, but a User is also the answer of other operations.
      const actor = await ctx.actor();
      if (!actor || !isAllowed(actor.role, "users")) return null;
      return (await passwordLinksOf(ctx.db, [user.id])).get(user.id) ?? null;
    },
  }),
);

const PasswordResetEmailType = builder
  .objectRef<{ user: UserRecord; expiresAt: Date }>("PasswordResetEmail")
  .implement({
    description: "A reset link queued to be emailed to the user.",
    fields: (t) => ({
      user: t.expose("user", { type: UserType }),
      expiresAt: t.expose("expiresAt", { type: "DateTime" }),
    }),
  });

const PasswordLinkStateType = builder.enumType("PasswordLinkState", {
  description: "Where a one-time link stands when it is opened.",
  values: {
    VALID: { value: "valid" as const, description: "It works: the page offers the password form." },
    EXPIRED: { value: "expired" as const },
    USED: { value: "used" as const },
    UNKNOWN: {
      value: "unknown" as const,
      description:
        "Never made, replaced by a newer link, or forgotten 30 days after it stopped working.",
    },
  },
});

const PasswordLinkCheckType = builder
  .objectRef<Awaited<ReturnType<typeof passwordLinkStatus>>>("PasswordLinkCheck")
  .implement({
    description: "The state of a one-time link, for the page it opens (never whose link it is).",
    fields: (t) => ({
      state: t.expose("state", { type: PasswordLinkStateType }),
      purpose: t.expose("purpose", { type: PasswordLinkPurposeType, nullable: true }),
    }),
  });

builder.queryFields((t) => ({
  passwordLink: t.field({
    type: PasswordLinkCheckType,
    description:
      "Whether an invitation or reset link still works, expired or was used (anyone holding the token): the page it opens says so before offering a password form.",
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, { token }, ctx) => passwordLinkStatus(ctx.db, { token }),
  }),
  isEmailConfigured: t.boolean({
    description:
      "Whether this server can send mail (FORMWRIGHT_SMTP_URL and FORMWRIGHT_MAIL_FROM are set): invitations, reset links and “Forgot your password?” need it.",
    resolve: (_root, _args, ctx) => ctx.integrations.mail !== null,
  }),
}));

builder.mutationFields((t) => ({
  inviteUser: t.field({
    type: InviteType,
    description: `Invites someone by email (owner): the account is created without a password, and a one-time link (valid ${INVITE_LIFETIME_MS / 3_600_000} hours) sets it. With email configured the link is mailed and \`url\` is null; otherwise \`url\` is shown this once. Inviting a pending user again voids their earlier link.`,
    args: {
      email: t.arg.string({ required: true }),
      role: t.arg({ type: RoleType, required: true }),
    },
    resolve: (_root, args, ctx) =>
      withServiceErrors(async () => {
        const actor = await requireActor(ctx);
        const invite = await auditedAct(
          ctx,
          (tx) =>
            inviteUser(tx, {
              email: args.email,
              role: args.role,
              mail: ctx.integrations.mail,
              invitedBy: actor.kind === "user" ? actor.email : null,
            }),
          (made) => ({
            action: "user.invited",
            target: { kind: "user", id: made.user.id },
            details: { email: made.user.email, role: made.user.role, emailed: made.isEmailed },
          }),
        );
        await setOnlyWorkspaceRole(ctx.db, { userId: invite.user.id, role: invite.user.role });
        if (invite.isEmailed) ctx.integrations.wakeOutbox();
        return {
          user: invite.user,
          url: invite.isEmailed ? null : `${ctx.publicUrl}${invite.path}`,
          isEmailed: invite.isEmailed,
          expiresAt: invite.expiresAt,
        };
      }),
  }),
  sendPasswordResetEmail: t.field({
    type: PasswordResetEmailType,
    description:
      "Emails a user a one-time link that sets a new password, valid for one hour; it replaces their earlier link, and using it ends their sessions (owner; needs email configured).",
    args: { userId: t.arg.id({ required: true }) },
    resolve: (_root, { userId }, ctx) =>
      withServiceErrors(async () => {
        if (!ctx.integrations.mail) throw new ServiceError("BAD_USER_INPUT", EMAIL_NOT_CONFIGURED);
        const mail = ctx.integrations.mail;
        const reset = await auditedAct(
          ctx,
          (tx) => createPasswordReset(tx, String(userId), { mail }),
          (made) => ({
            action: "user.password_reset_issued",
            target: { kind: "user", id: made.user.id },
            details: { email: made.user.email, emailed: true },
          }),
        );
        ctx.integrations.wakeOutbox();
        return { user: reset.user, expiresAt: reset.expiresAt };
      }),
  }),
  requestPasswordReset: t.boolean({
    description:
      "“Forgot your password?” (anyone): emails a reset link to the address when it has an account, and answers true either way, so nobody learns which addresses have accounts. Limited per client address and per address asked about; needs email configured.",
    args: { email: t.arg.string({ required: true }) },
    resolve: (_root, { email }, ctx) =>
      withServiceErrors(async () => {
        if (!ctx.integrations.mail) throw new ServiceError("BAD_USER_INPUT", FORGOT_NOT_CONFIGURED);
        const limits = ctx.resetRequestLimiters;
        const byAddress = await limits.perAddress.consume(ctx.clientAddress);
        if (!byAddress.allowed) {
          const minutes = Math.ceil(byAddress.retryAfterSeconds / 60);
          throw submitLimitError(
            byAddress.retryAfterSeconds,
            `Too many requests: try again in ${minutes} minute${minutes === 1 ? "" : "s"}`,
          );
        }
        const normalised = email.trim().toLowerCase();
        const byEmail = await limits.perEmail.consume(normalised);
        // Over the per-email limit nothing is sent, and the answer stays the same.
        if (!byEmail.allowed) return true;
        const isQueued = await requestPasswordReset(ctx.db, { email, mail: ctx.integrations.mail });
        if (isQueued) ctx.integrations.wakeOutbox();
        return true;
      }),
  }),
}));
