import { randomBytes } from "node:crypto";
import { isEmailAddress } from "@formwright/core";
import { hash } from "@node-rs/argon2";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { users, workspaces } from "../../db/schema";
import { log } from "../../observability/logger";
import { recordAudit } from "../audit/audit-log";
import { addWorkspaceMember } from "../workspaces/workspaces";
import type { OidcIdentity } from "./oidc-client";
import type { Role } from "./roles";
import { DEFAULT_OIDC_WORKSPACE, type OidcSettings } from "./sign-in-methods";
import { findUserByEmail, type UserRecord } from "./users";

/** The account a single sign-on signs in, or why there is none. */
export type SsoAccount =
  | { user: UserRecord; created: boolean }
  | { refused: "sso-email-unverified" | "sso-domain-not-allowed" };

/**
 * The account of a person the provider vouched for, matched by their
 * **verified** email address (any case). Without an account, one is made
 * (in `defaultRole`) only when the address's domain is one of
 * `allowedDomains`; otherwise the sign-in is refused. Such an account, and an
 * invited one first used this way, gets a random password nobody knows: it
 * is in use (not a pending invitation), and a reset link can still give it
 * a password. A new account joins the workspace named `defaultWorkspace`
 * (see {@link joinDefaultWorkspace}); an existing one keeps its memberships.
 * The new account and its membership are recorded in the audit log
 * (`user.created`, `workspace.member_added`) from `address`.
 *
 * @example
 * const account = await ssoAccount(db, identity, { allowedDomains: ["example.com"], defaultRole: "viewer" });
 * if ("refused" in account) return refuse(account.refused);
 */
export async function ssoAccount(
  db: Database,
  identity: OidcIdentity,
  settings: Pick<OidcSettings, "allowedDomains" | "defaultRole" | "defaultWorkspace">,
  context: { address?: string | null } = {},
): Promise<SsoAccount> {
  const email = identity.email?.trim().toLowerCase() ?? "";
  if (!identity.emailVerified || !isEmailAddress(email)) return { refused: "sso-email-unverified" };
  const existing = await findUserByEmail(db, email);
  if (existing?.isPending) {
    await db
      .update(users)
      .set({ passwordHash: await unknowablePasswordHash() })
      .where(and(eq(users.id, existing.id), isNull(users.passwordHash)));
    return { user: { ...existing, isPending: false }, created: false };
  }
  if (existing) return { user: existing, created: false };
  const domain = email.slice(email.lastIndexOf("@") + 1);
  if (!settings.allowedDomains.includes(domain)) return { refused: "sso-domain-not-allowed" };
  const passwordHash = await unknowablePasswordHash();
  const address = context.address ?? null;
  // The account, its membership and their records: all or nothing.
  const row = await db.transaction(async (raw) => {
    const tx = raw as unknown as Database;
    const [made] = await tx
      .insert(users)
      .values({ email, passwordHash, role: settings.defaultRole })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (!made) return undefined;
    const actor = { kind: "user", userId: made.id, email } as const;
    await recordAudit(tx, {
      action: "user.created",
      actor,
      address,
      target: { kind: "user", id: made.id },
      details: { email, role: settings.defaultRole, method: "oidc" },
    });
    await joinDefaultWorkspace(tx, {
      user: { id: made.id, email, role: settings.defaultRole },
      workspaceName: settings.defaultWorkspace,
      address,
    });
    return made;
  });
  // Another sign-in (or an owner) made the account a moment ago: it is the same person's.
  const user = await findUserByEmail(db, email);
  if (!user) throw new Error(`the account of ${email} vanished while it was being made`);
  return { user, created: row !== undefined };
}

/** Names of missing default workspaces already reported in the log (once per process each). */
const reportedMissing = new Set<string>();

/**
 * Makes a new single sign-on account a member of the workspace named
 * `workspaceName` (FORMWRIGHT_OIDC_DEFAULT_WORKSPACE, any case; blank or
 * absent: "Default"), in the workspace role of the same name as its instance
 * role. An instance owner sees every workspace and joins none; without a
 * workspace of that name the account joins none and the log says so (once
 * per name). The join is recorded as `workspace.member_added`. Returns the
 * workspace joined, or null.
 */
async function joinDefaultWorkspace(
  tx: Database,
  input: {
    user: { id: string; email: string; role: Role };
    workspaceName: string | undefined;
    address: string | null;
  },
): Promise<{ id: string; name: string } | null> {
  const { user } = input;
  if (user.role === "owner") return null;
  const name = input.workspaceName?.trim() || DEFAULT_OIDC_WORKSPACE;
  const [workspace] = await tx
    .select({ id: workspaces.id, name: workspaces.name })
    .from(workspaces)
    .where(eq(sql`lower(${workspaces.name})`, name.toLowerCase()));
  if (!workspace) {
    if (!reportedMissing.has(name.toLowerCase())) {
      reportedMissing.add(name.toLowerCase());
      log().warn(
        `no workspace is named "${name}" (FORMWRIGHT_OIDC_DEFAULT_WORKSPACE): accounts made by single sign-on join no workspace until an owner adds them`,
      );
    }
    return null;
  }
  const member = await addWorkspaceMember(tx, {
    workspaceId: workspace.id,
    email: user.email,
    role: user.role,
  });
  await recordAudit(tx, {
    action: "workspace.member_added",
    actor: { kind: "user", userId: user.id, email: user.email },
    address: input.address,
    target: { kind: "user", id: user.id },
    workspaceId: workspace.id,
    details: { email: user.email, role: member.role, workspace: workspace.name, method: "oidc" },
  });
  return workspace;
}

/** The argon2 hash of 256 random bits, thrown away: no password matches it. */
function unknowablePasswordHash(): Promise<string> {
  return hash(randomBytes(32).toString("base64url"));
}
