import type { Database } from "../db/database";
import {
  type EmailVerification,
  emailCodeLimiters,
  requestEmailCode,
  verifyEmailCode,
} from "../services/email-verification/email-verification";
import { RateLimitedError } from "../services/errors";
import { createLimiter } from "../services/rate-limits";
import { builder } from "./builder";
import { withServiceErrors } from "./errors";
import { submitLimitError } from "./submit-limit";

const EmailVerificationType = builder.objectRef<EmailVerification>("EmailVerification").implement({
  description:
    "A verified address: send `token` with `submitForm(emailVerifications:)`. The server keeps only its hash.",
  fields: (t) => ({
    token: t.exposeString("token"),
    email: t.exposeString("email", { description: "The address, lower-cased." }),
    expiresAt: t.expose("expiresAt", {
      type: "DateTime",
      description: "Until when a submit may carry the token (24 hours).",
    }),
  }),
});

/** The code limiters of each database (per email address, per client address). */
const limitersByDb = new WeakMap<Database, ReturnType<typeof emailCodeLimiters>>();

function limitersOf(db: Database) {
  let limiters = limitersByDb.get(db);
  if (!limiters) {
    limiters = emailCodeLimiters((options) => createLimiter(db, options));
    limitersByDb.set(db, limiters);
  }
  return limiters;
}

builder.mutationFields((t) => ({
  requestEmailCode: t.field({
    type: "Boolean",
    description:
      "Mails a 6-digit code to `email` for a verified email field (a text field with `verify`) of the live form, through the outbox; it works for 10 minutes and 5 tries, and replaces the address's earlier code. At most 5 codes per email address and 20 per client address an hour (`RATE_LIMITED`). Without mail configured: `BAD_USER_INPUT`.",
    args: {
      slug: t.arg.string({ required: true }),
      field: t.arg.string({ required: true, description: "The field's `name`." }),
      email: t.arg.string({ required: true }),
      language: t.arg.string({
        description:
          "The page's language (BCP 47): the mail is written in it when the form has that language, else in the form's own.",
      }),
    },
    resolve: async (_root, args, ctx) => {
      try {
        await withServiceErrors(() =>
          requestEmailCode(ctx.db, {
            ...args,
            mail: ctx.integrations.mail,
            limits: { ...limitersOf(ctx.db), clientAddress: ctx.clientAddress },
          }),
        );
      } catch (error) {
        if (error instanceof RateLimitedError) {
          const seconds = error.retryAfterSeconds;
          throw submitLimitError(
            seconds,
            `Too many codes asked for: try again in ${Math.ceil(seconds / 60)} minute${seconds <= 60 ? "" : "s"}`,
          );
        }
        throw error;
      }
      ctx.integrations.wakeOutbox();
      return true;
    },
  }),
  verifyEmailCode: t.field({
    type: EmailVerificationType,
    description:
      "Checks the code mailed by `requestEmailCode`. Right: the token `submitForm` carries. Wrong: `BAD_USER_INPUT` with `extensions.reason` `EMAIL_CODE_WRONG` (and `triesLeft`), `EMAIL_CODE_LOCKED` after 5 wrong codes, `EMAIL_CODE_EXPIRED` after 10 minutes or when none was asked for.",
    args: {
      slug: t.arg.string({ required: true }),
      field: t.arg.string({ required: true }),
      email: t.arg.string({ required: true }),
      code: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) => withServiceErrors(() => verifyEmailCode(ctx.db, args)),
  }),
}));
