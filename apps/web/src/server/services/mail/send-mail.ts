import { v7 as uuidv7 } from "uuid";
import type { Database } from "../../db/database";
import { outbox } from "../../db/schema";
import { ServiceError } from "../errors";
import { emailAddressSchema } from "./email-address";
import { EMAIL_NOT_CONFIGURED, type MailConfig, type MailMessage } from "./mailer";
import type { MailPayload } from "./submission-mail";

/**
 * Queues a plain-text mail in the outbox: it is sent by the outbox workers,
 * retried like webhooks, and every attempt is logged. Refused with
 * `Email is not configured…` when there is no SMTP server, so a caller never
 * fails silently. Pass a transaction to queue the mail with other writes.
 *
 * @example
 * await sendMail(db, { mail: config.mail, message: { to: ["a@example.com"], subject: "Reset your password", text } });
 */
export async function sendMail(
  db: Pick<Database, "insert">,
  input: { mail: MailConfig | null; message: MailMessage; formId?: string | null },
): Promise<{ id: string }> {
  return queueMail(db, {
    mail: input.mail,
    formId: input.formId,
    payload: { template: "plain", ...input.message },
  });
}

/**
 * Queues any mail payload the outbox knows (see `mailPayloadSchema`), after
 * the same checks as {@link sendMail}: email configured, and every
 * recipient an address.
 */
export async function queueMail(
  db: Pick<Database, "insert">,
  input: { mail: MailConfig | null; payload: MailPayload; formId?: string | null },
): Promise<{ id: string }> {
  if (!input.mail) throw new ServiceError("BAD_USER_INPUT", EMAIL_NOT_CONFIGURED);
  const { to } = input.payload;
  if (to.length === 0) throw new ServiceError("BAD_USER_INPUT", "to must name an address");
  for (const address of to) {
    const parsed = emailAddressSchema.safeParse(address);
    if (!parsed.success) {
      throw new ServiceError("BAD_USER_INPUT", parsed.error.issues[0]?.message ?? "bad address");
    }
  }
  const id = uuidv7();
  await db.insert(outbox).values({
    id,
    kind: "email",
    formId: input.formId ?? null,
    event: "mail",
    payload: input.payload,
  });
  return { id };
}
