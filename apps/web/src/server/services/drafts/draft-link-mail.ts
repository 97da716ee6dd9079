import { slugSchema } from "@formwright/core";
import type { Database } from "../../db/database";
import { RateLimitedError, ServiceError } from "../errors";
import { emailAddressSchema } from "../mail/email-address";
import type { MailConfig } from "../mail/mailer";
import { EMAIL_NOT_CONFIGURED } from "../mail/mailer";
import { sendMail } from "../mail/send-mail";
import { loadVersion } from "../published-forms";
import type { Limiter } from "../rate-limits";
import { DRAFT_LINK_INVALID, findDraft } from "./drafts";

/**
 * The mail with a respondent's resume link. Written in full and queued in
 * the outbox like every mail (sent, retried and logged by its workers); not
 * tied to the form, so the link never shows in the form's delivery log.
 */
export function draftLinkMail(input: { title: string; resumeUrl: string; expiresAt: Date }): {
  subject: string;
  text: string;
} {
  const until = input.expiresAt.toUTCString();
  return {
    subject: `Continue "${input.title}" later`,
    text: `You saved your answers to "${input.title}". To continue where you left off, open this link on any device:\n\n${input.resumeUrl}\n\nThe link works until ${until}. Anyone with the link can see and change your answers, so keep it to yourself.\n`,
  };
}

/**
 * Queues the resume link of a draft for `email`. Refused when email is not
 * configured, for an unknown or expired token, and for a bad address.
 */
export async function emailDraftLink(
  db: Database,
  input: {
    slug: string;
    resumeToken: string;
    email: string;
    mail: MailConfig | null;
    /** Builds the link from the token (the server's public address). */
    resumeUrl: (token: string) => string;
    limit?: { limiter: Limiter; key: string };
  },
): Promise<void> {
  if (!input.mail) throw new ServiceError("BAD_USER_INPUT", EMAIL_NOT_CONFIGURED);
  if (!slugSchema.safeParse(input.slug).success) {
    throw new ServiceError("NOT_FOUND", DRAFT_LINK_INVALID);
  }
  if (input.limit) {
    const decision = await input.limit.limiter.consume(input.limit.key);
    if (!decision.allowed) throw new RateLimitedError(decision.retryAfterSeconds);
  }
  const address = emailAddressSchema.safeParse(input.email.trim());
  if (!address.success) {
    throw new ServiceError(
      "BAD_USER_INPUT",
      `email: ${address.error.issues[0]?.message ?? "not a valid address"}`,
    );
  }
  const draft = await findDraft(db, { slug: input.slug, resumeToken: input.resumeToken });
  if (!draft) throw new ServiceError("NOT_FOUND", DRAFT_LINK_INVALID);
  const message = draftLinkMail({
    title:
      (await loadVersion(db, { formId: draft.formId, slug: input.slug, version: draft.version }))
        ?.document.title ?? input.slug,
    resumeUrl: input.resumeUrl(input.resumeToken.trim()),
    expiresAt: draft.expiresAt,
  });
  await sendMail(db, { mail: input.mail, message: { to: [address.data], ...message } });
}
