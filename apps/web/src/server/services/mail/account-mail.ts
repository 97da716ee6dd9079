import { z } from "zod";
import type { MailMessage } from "./mailer";

/** The product's name, as account mails say it. */
export const PRODUCT_NAME = "Formwright";

/**
 * The outbox payload of a mail carrying a one-time link that sets a
 * password: an invitation or a reset. It keeps the link's path only; the
 * worker puts FORMWRIGHT_PUBLIC_URL in front when it sends, so a request's
 * Host header can never choose where the link points. The path (it holds the
 * token) is dropped from the row once the mail is delivered or given up.
 */
export const accountMailPayloadSchema = z.object({
  template: z.literal("account-link"),
  purpose: z.enum(["invite", "reset"]),
  to: z.array(z.string()),
  path: z.string().startsWith("/"),
  expiresAt: z.string(),
  /** Who invited them (an email), for invitations. */
  invitedBy: z.string().nullable(),
});
export type AccountMailPayload = z.infer<typeof accountMailPayloadSchema>;

/** The subject of an invitation mail: the product and who invited them. */
export function inviteSubject(invitedBy: string | null): string {
  return invitedBy
    ? `${invitedBy} invited you to ${PRODUCT_NAME}`
    : `You are invited to ${PRODUCT_NAME}`;
}

/** The subject of a password reset mail. */
export const RESET_SUBJECT = `Reset your ${PRODUCT_NAME} password`;

/**
 * The mail of an account link, with the link made absolute against the
 * server's public address.
 *
 * @example
 * renderAccountMail(payload, "https://forms.example.com");
 */
export function renderAccountMail(payload: AccountMailPayload, publicUrl: string): MailMessage {
  const link = `${publicUrl.replace(/\/$/, "")}${payload.path}`;
  const until = new Date(payload.expiresAt).toUTCString();
  if (payload.purpose === "invite") {
    const who = payload.invitedBy ?? "An owner";
    return {
      to: payload.to,
      subject: inviteSubject(payload.invitedBy),
      text: `${who} invited you to ${PRODUCT_NAME}, where they build forms and read the answers.\n\nSet your password to accept (this link works once, until ${until}):\n${link}\n\nIf you did not expect this, ignore this mail: nothing happens until the link is used.\n`,
    };
  }
  return {
    to: payload.to,
    subject: RESET_SUBJECT,
    text: `Someone asked to reset the password of your ${PRODUCT_NAME} account.\n\nChoose a new password here (this link works once, until ${until}; using it signs you out everywhere):\n${link}\n\nIf you did not ask for this, ignore this mail: your password stays as it is.\n`,
  };
}
