import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { passwordResets, spentPasswordLinks } from "../../db/schema";
import type { PasswordLinkPurpose } from "./password-resets";
import { hashSecret } from "./tokens";

/**
 * Where a one-time link stands when it is opened: it works, it expired, it
 * was used, or it is not known (never made, replaced by a newer link, or
 * forgotten after `LINK_MEMORY_DAYS`).
 */
export type PasswordLinkStatus =
  | { state: "valid" | "expired" | "used"; purpose: PasswordLinkPurpose }
  | { state: "unknown"; purpose: null };

/** A token as the server makes them: 32 random bytes, base64url. */
const TOKEN_SHAPE = /^[\w-]{20,100}$/;

/**
 * What the page of a one-time link (`/invite/<token>`, `/reset/<token>`)
 * says before anyone types: the password form only for a link that works,
 * and in its own words when it expired or was used. Knowing a token is what
 * gives it any power, so telling its holder its state discloses nothing.
 *
 * @example (await passwordLinkStatus(db, { token })).state // "used"
 */
export async function passwordLinkStatus(
  db: Database,
  input: { token: string; now?: Date },
): Promise<PasswordLinkStatus> {
  if (!TOKEN_SHAPE.test(input.token)) return { state: "unknown", purpose: null };
  const id = hashSecret(input.token);
  const now = input.now ?? new Date();
  const [[link], [spent]] = await Promise.all([
    db
      .select({ purpose: passwordResets.purpose, expiresAt: passwordResets.expiresAt })
      .from(passwordResets)
      .where(eq(passwordResets.id, id)),
    db
      .select({ purpose: spentPasswordLinks.purpose })
      .from(spentPasswordLinks)
      .where(eq(spentPasswordLinks.id, id)),
  ]);
  if (link) {
    return { state: link.expiresAt > now ? "valid" : "expired", purpose: link.purpose };
  }
  if (spent) return { state: "used", purpose: spent.purpose };
  return { state: "unknown", purpose: null };
}
