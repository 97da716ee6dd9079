import nodemailer from "nodemailer";

/** Email settings from the environment: both set, or email is not configured. */
export interface MailConfig {
  /** `smtp://user:pass@host:port`, or `smtps://…` for implicit TLS. */
  smtpUrl: string;
  /** The From address, e.g. `Formwright <forms@example.com>`. */
  from: string;
}

/** What the admin shows when email is not configured. */
export const EMAIL_NOT_CONFIGURED =
  "Email is not configured: set FORMWRIGHT_SMTP_URL and FORMWRIGHT_MAIL_FROM";

/** One plain-text mail, with files attached when there are any. */
export interface MailMessage {
  to: string[];
  subject: string;
  text: string;
  /** Files sent with the mail (the respondent's copy carries their answers as a PDF). */
  attachments?: MailAttachment[];
}

/** A file attached to a mail. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** What the SMTP server answered on accepting a mail. */
export interface MailReceipt {
  /** The server's reply as it came, e.g. `250 2.0.0 Ok: queued as 4F2…`. */
  response: string;
  messageId: string;
}

/** Sends mails through the configured SMTP server. */
export interface Mailer {
  send: (message: MailMessage) => Promise<MailReceipt>;
  close: () => void;
}

/** Give up on an SMTP server that does not answer within this long (ms). */
const SMTP_TIMEOUT_MS = 15_000;

/**
 * A mailer for the SMTP server of `config` (nodemailer). Failures reject with
 * nodemailer's error, whose message carries the server's reply as it came.
 *
 * @example
 * const mailer = createMailer({ smtpUrl: "smtp://user:pass@mail.example.com:587", from: "forms@example.com" });
 * await mailer.send({ to: ["a@example.com"], subject: "Hi", text: "Hello" });
 */
export function createMailer(config: MailConfig): Mailer {
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    send: async (message) => {
      const info = await transport.sendMail({
        from: config.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.attachments?.length ? { attachments: message.attachments } : {}),
      });
      return { response: String(info.response ?? ""), messageId: String(info.messageId ?? "") };
    },
    close: () => transport.close(),
  };
}

/**
 * The text of a failed send as the SMTP server or the network gave it:
 * nodemailer's message, which includes the server's reply when there was one.
 */
export function mailErrorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { code, response } = error as Error & { code?: string; response?: string };
  const parts = [error.message];
  if (response && !error.message.includes(response)) parts.push(response);
  if (code && !error.message.includes(code)) parts.unshift(`${code}:`);
  return parts.join(" ");
}
