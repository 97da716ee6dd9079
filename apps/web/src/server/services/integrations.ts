import type { MailConfig, Mailer } from "./mail/mailer";
import type { Payments } from "./payments/stripe-client";

/** What the email and webhook features need from the server's configuration. */
export interface Integrations {
  /** The SMTP settings, or null when email is not configured. */
  mail: MailConfig | null;
  /** Sends mails (null when email is not configured). */
  mailer: Mailer | null;
  /** Webhooks may reach loopback and private addresses. */
  allowPrivateWebhooks: boolean;
  /** Asks this process's outbox worker to look now (new rows were queued). */
  wakeOutbox: () => void;
  /** Stripe (FORMWRIGHT_STRIPE_*, issue 36); null or absent: forms cannot take payments. */
  payments?: Payments | null;
}

/** No email, public webhooks only, no worker to wake. */
export const NO_INTEGRATIONS: Integrations = {
  mail: null,
  mailer: null,
  allowPrivateWebhooks: false,
  wakeOutbox: () => {},
};
