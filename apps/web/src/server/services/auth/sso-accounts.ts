import { randomBytes } from "node:crypto";
import { isEmailAddress } from "@formwright/core";
import { hash } from "@node-rs/argon2";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/database";
import { users } from "../../db/schema";
import type { OidcIdentity } from "./oidc-client";
import type { OidcSettings } from "./sign-in-methods";
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
 * a password.
 *
 * @example
 * const account = await ssoAccount(db, identity, { allowedDomains: ["example.com"], defaultRole: "viewer" });
 * if ("refused" in account) return refuse(account.refused);
 */
export async function ssoAccount(
  db: Database,
  identity: OidcIdentity,
  settings: Pick<OidcSettings, "allowedDomains" | "defaultRole">,
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
  const [row] = await db
    .insert(users)
    .values({ email, passwordHash: await unknowablePasswordHash(), role: settings.defaultRole })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  // Another sign-in (or an owner) made the account a moment ago: it is the same person's.
  const user = await findUserByEmail(db, email);
  if (!user) throw new Error(`the account of ${email} vanished while it was being made`);
  return { user, created: row !== undefined };
}

/** The argon2 hash of 256 random bits, thrown away: no password matches it. */
function unknowablePasswordHash(): Promise<string> {
  return hash(randomBytes(32).toString("base64url"));
}
