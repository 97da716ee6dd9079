import type { MailConfig, Mailer } from "./mail/mailer";

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
}

/** No email, public webhooks only, no worker to wake. */
export const NO_INTEGRATIONS: Integrations = {
  mail: null,
  mailer: null,
  allowPrivateWebhooks: false,
  wakeOutbox: () => {},
};
