import { GraphQLError } from "graphql";
import { getForm } from "../services/forms";
import { emailAddressSchema } from "../services/mail/email-address";
import {
  type EmailField,
  type EmailSettings,
  emailFieldsOf,
  getEmailSettings,
  setEmailSettings,
} from "../services/mail/email-settings";
import { EMAIL_NOT_CONFIGURED, mailErrorText } from "../services/mail/mailer";
import { auditedAct } from "./audit-act";
import { builder } from "./builder";
import { withServiceErrors } from "./errors";

const EmailFieldType = builder.objectRef<EmailField>("EmailField").implement({
  fields: (t) => ({ name: t.exposeString("name"), label: t.exposeString("label") }),
});

const EmailSettingsType = builder.objectRef<EmailSettings>("FormEmailSettings").implement({
  description:
    "Who is mailed about a form's submissions (admin settings, not in the form document).",
  fields: (t) => ({
    formId: t.exposeID("formId"),
    notify: t.exposeStringList("notify", { description: "Addresses notified of each submission." }),
    respondentCopyField: t.exposeString("respondentCopyField", {
      nullable: true,
      description: "The email field whose address gets a copy of the answers; null for none.",
    }),
    attachPdf: t.exposeBoolean("attachPdf", {
      description:
        "Whether the owners' notification carries the submission's PDF (as `GET /api/submissions/<id>.pdf`), decided when each mail is queued.",
    }),
    emailFields: t.field({
      type: [EmailFieldType],
      description:
        "The draft's email fields (text fields with `rules.email`), for `respondentCopyField`.",
      resolve: async (s, _args, ctx) => emailFieldsOf((await getForm(ctx.db, s.formId)).draft),
    }),
    isEmailConfigured: t.boolean({
      description:
        "Whether this server has an SMTP server (FORMWRIGHT_SMTP_URL and FORMWRIGHT_MAIL_FROM).",
      resolve: (_s, _args, ctx) => ctx.integrations.mail !== null,
    }),
  }),
});

const TestEmailResultType = builder
  .objectRef<{ ok: boolean; response: string }>("TestEmailResult")
  .implement({
    description: "What the SMTP server answered to a test mail, as it came.",
    fields: (t) => ({ ok: t.exposeBoolean("ok"), response: t.exposeString("response") }),
  });

builder.queryFields((t) => ({
  formEmailSettings: t.field({
    type: EmailSettingsType,
    description: "A form's email notification settings (editor).",
    args: { formId: t.arg.id({ required: true }) },
    resolve: (_root, { formId }, ctx) =>
      withServiceErrors(() => getEmailSettings(ctx.db, String(formId))),
  }),
}));

builder.mutationFields((t) => ({
  updateFormEmailSettings: t.field({
    type: EmailSettingsType,
    description:
      "Sets who is mailed about a form's submissions (editor): `notify` addresses, the email field whose address gets a copy (or null), and whether the owners' notification carries the submission's PDF (`attachPdf`; left out, it keeps what it was).",
    args: {
      formId: t.arg.id({ required: true }),
      notify: t.arg.stringList({ required: true }),
      respondentCopyField: t.arg.string(),
      attachPdf: t.arg.boolean({
        description:
          "Attach the submission's PDF to the owners' notification; left out or null keeps it as it was.",
      }),
    },
    resolve: (_root, args, ctx) =>
      withServiceErrors(() =>
        auditedAct(
          ctx,
          (tx) =>
            setEmailSettings(tx, {
              formId: String(args.formId),
              notify: args.notify,
              respondentCopyField: args.respondentCopyField,
              attachPdf: args.attachPdf,
            }),
          (settings) => ({
            action: "mail_settings.updated",
            target: { kind: "form", id: settings.formId },
            details: {
              notifyCount: settings.notify.length,
              respondentCopyField: settings.respondentCopyField,
              attachPdf: settings.attachPdf,
            },
          }),
        ),
      ),
  }),
  sendTestEmail: t.field({
    type: TestEmailResultType,
    description:
      "Sends a test mail now, not through the outbox, and answers the SMTP server's reply or error as it came (editor).",
    args: { to: t.arg.string({ required: true }) },
    resolve: (_root, { to }, ctx) =>
      withServiceErrors(async () => {
        const mailer = ctx.integrations.mailer;
        if (!mailer) {
          throw new GraphQLError(EMAIL_NOT_CONFIGURED, { extensions: { code: "BAD_USER_INPUT" } });
        }
        const address = emailAddressSchema.safeParse(to);
        if (!address.success) {
          throw new GraphQLError(address.error.issues[0]?.message ?? "to is not an email address", {
            extensions: { code: "BAD_USER_INPUT" },
          });
        }
        try {
          const receipt = await mailer.send({
            to: [address.data],
            subject: "Formwright test email",
            text: "This is a test email from Formwright. If you can read it, email works.\n",
          });
          return { ok: true, response: receipt.response };
        } catch (error) {
          return { ok: false, response: mailErrorText(error) };
        }
      }),
  }),
}));
