import { type ChosenEnding, LANGUAGE_TAG_MAX_LENGTH, slugSchema } from "@formwright/core";
import { GraphQLError } from "graphql";
import { FORM_NOT_FOUND, RateLimitedError } from "../services/errors";
import {
  loadFormHistory,
  type SubmissionEndingColumn,
  type SubmissionVariableColumn,
} from "../services/form-history";
import { editUrlOf } from "../services/submission-edits/edit-links";
import type { FieldOption, SubmissionField } from "../services/submission-fields";
import { deleteSubmission } from "../services/submissions/delete-submission";
import { getSubmission } from "../services/submissions/get-submission";
import {
  listSubmissions,
  type SubmissionPage,
  type SubmissionRecord,
} from "../services/submissions/list-submissions";
import { submitForm } from "../services/submissions/submit-form";
import type { FieldError, SubmitResult } from "../services/submissions/submit-result";
import { auditedAct } from "./audit-act";
import { builder } from "./builder";
import { withServiceErrors } from "./errors";
import { PaymentFilterType } from "./payment-filter";
import { submitLimitError } from "./submit-limit";

/** `submitForm`'s answer to a `language` longer than any language tag Formwright reads. */
const LANGUAGE_TOO_LONG = `language must be a BCP 47 language tag of at most ${LANGUAGE_TAG_MAX_LENGTH} characters`;

const FieldErrorType = builder.objectRef<FieldError>("FieldError").implement({
  description: "A problem with one answer; `name` is the field's name.",
  fields: (t) => ({
    name: t.exposeString("name"),
    message: t.exposeString("message"),
    code: t.string({
      nullable: true,
      description:
        "`EMAIL_NOT_VERIFIED`: the field's address must be verified (`requestEmailCode`, `verifyEmailCode`) and the token sent in `emailVerifications`. Null for a rule's message.",
      resolve: (error) => error.code ?? null,
    }),
  }),
});

const EndingType = builder.objectRef<ChosenEnding>("Ending").implement({
  description:
    "The ending a submission's answers chose (the document's `endings`): its texts with the answers and variables piped in.",
  fields: (t) => ({
    id: t.exposeString("id"),
    title: t.exposeString("title"),
    text: t.exposeString("text", { nullable: true }),
    redirectUrl: t.exposeString("redirectUrl", {
      nullable: true,
      description:
        "An https URL to send the respondent to (after the receipt is offered), piped values URL-encoded.",
    }),
  }),
});

export const SubmitResultType = builder.objectRef<SubmitResult>("SubmitResult").implement({
  description: "Either a stored submission's id, or the field errors (nothing stored).",
  fields: (t) => ({
    submissionId: t.exposeID("submissionId", { nullable: true }),
    fieldErrors: t.expose("fieldErrors", { type: [FieldErrorType] }),
    ending: t.field({
      type: EndingType,
      nullable: true,
      description:
        "The first of the form's endings whose conditions hold for the stored answers; null when none does, the form has none, or nothing was stored.",
      resolve: (result) => result.ending ?? null,
    }),
    editUrl: t.string({
      nullable: true,
      description:
        "On a form with `editing` (issue 33 §4): `<public origin>/f/<slug>?edit=<token>`, where the respondent may change these answers for `editing.allowedForDays` days from the submit (`editSubmission`). Null otherwise, and for answers held for spam review.",
      resolve: (result, _args, ctx) =>
        result.editPath ? editUrlOf(ctx.publicUrl, result.editPath) : null,
    }),
  }),
});

export const SubmissionType = builder.objectRef<SubmissionRecord>("Submission").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    version: t.exposeInt("version", { description: "The published version it answered." }),
    language: t.exposeString("language", {
      nullable: true,
      description:
        "The language (BCP 47) the respondent filled the form in (one of the form's languages); null when the client did not say.",
    }),
    data: t.field({ type: "JSON", resolve: (s) => s.data }),
    verifiedEmail: t.exposeString("verifiedEmail", {
      nullable: true,
      description:
        "The address the respondent verified with a mailed code (a text field with `verify`), lower-cased; null when the form verifies none.",
    }),
    variables: t.field({
      type: "JSON",
      description:
        "The form's variables (the document's `variables`) computed from these answers with the version they answered and stored with the submission: a name → value map (number, text, true/false or null); `{}` when that version has none.",
      resolve: (s) => s.variables,
    }),
    ending: t.exposeString("ending", {
      nullable: true,
      description:
        "The id of the ending these answers chose (the document's `endings`, as `submitForm` answered it), stored with the submission; null when none held or the version has none.",
    }),
  }),
});

export const PageInfoType = builder.objectRef<SubmissionPage["pageInfo"]>("PageInfo").implement({
  fields: (t) => ({
    endCursor: t.exposeString("endCursor", { nullable: true }),
    hasNextPage: t.exposeBoolean("hasNextPage"),
  }),
});

const SubmissionConnectionType = builder
  .objectRef<SubmissionPage>("SubmissionConnection")
  .implement({
    fields: (t) => ({
      totalCount: t.exposeInt("totalCount"),
      nodes: t.expose("nodes", { type: [SubmissionType] }),
      pageInfo: t.expose("pageInfo", { type: PageInfoType }),
    }),
  });

const FieldOptionType = builder.objectRef<FieldOption>("FieldOption").implement({
  fields: (t) => ({ value: t.exposeString("value"), label: t.exposeString("label") }),
});

const SubmissionFieldType = builder.objectRef<SubmissionField>("SubmissionField");
SubmissionFieldType.implement({
  description:
    "A field of a form merged across its versions: one column of the submissions table and CSV.",
  fields: (t) => ({
    name: t.exposeString("name"),
    label: t.exposeString("label", {
      description: "The label in the newest version that has the field.",
    }),
    type: t.exposeString("type", { description: "The field type in the newest version." }),
    isCurrent: t.exposeBoolean("isCurrent", {
      description: "Whether the draft still has this field.",
    }),
    options: t.expose("options", {
      type: [FieldOptionType],
      description:
        "Choice fields: every option any version offered, newest first. A checkbox: true (Yes), false (No).",
    }),
    rows: t.field({
      type: [FieldOptionType],
      description:
        "A field answered per row (a matrix): every row any version offered, newest first; its answers read as `Row: Column`. Empty for other fields.",
      resolve: (field) => field.rows ?? [],
    }),
    columns: t.field({
      type: [FieldOptionType],
      description:
        "A field answered per row (a matrix): every column any version offered, newest first. Empty for other fields.",
      resolve: (field) => field.columns ?? [],
    }),
    itemLabel: t.string({
      nullable: true,
      description:
        "A field that holds others (a group): what one item is called (`Attendee`). Null for other fields.",
      resolve: (field) => field.itemLabel ?? null,
    }),
    blocks: t.field({
      type: [SubmissionFieldType],
      description:
        "A field that holds others (a group): its inner fields, merged across versions; its answers read item by item. Empty for other fields.",
      resolve: (field) => field.blocks ?? [],
    }),
  }),
});

const SubmissionVariableType = builder
  .objectRef<SubmissionVariableColumn>("SubmissionVariable")
  .implement({
    description:
      "A variable of a form across its draft and published versions (the documents' `variables`): one column of the submissions table.",
    fields: (t) => ({
      name: t.exposeString("name"),
      label: t.exposeString("label", {
        description: "Its label in the newest document that has it, else its name.",
      }),
    }),
  });

const SubmissionEndingType = builder
  .objectRef<SubmissionEndingColumn>("SubmissionEnding")
  .implement({
    description:
      "An ending of a form across its draft and published versions (the documents' `endings`): one choice of the submissions table's filter.",
    fields: (t) => ({
      id: t.exposeString("id"),
      title: t.exposeString("title", {
        description: "Its title in the newest document that has it (unpiped), else its id.",
      }),
    }),
  });

builder.queryFields((t) => ({
  submissionEndings: t.field({
    type: [SubmissionEndingType],
    description:
      "The endings a form chooses across its draft and every published version, in order (viewer); `submissions(ending:)` keeps the submissions of one.",
    args: { formId: t.arg.id({ required: true }) },
    resolve: (_root, { formId }, ctx) =>
      withServiceErrors(async () => (await loadFormHistory(ctx.db, String(formId))).endings),
  }),
  submissionVariables: t.field({
    type: [SubmissionVariableType],
    description:
      "The variables a form computes across its draft and every published version, in column order (viewer); each submission's values are `Submission.variables`.",
    args: { formId: t.arg.id({ required: true }) },
    resolve: (_root, { formId }, ctx) =>
      withServiceErrors(async () => (await loadFormHistory(ctx.db, String(formId))).variables),
  }),
  submissions: t.field({
    type: SubmissionConnectionType,
    description:
      "Submissions of a form, newest first (viewer). `search` keeps those with an answer containing it (case-insensitive); `ending` those whose answers chose that ending; `payment` those whose payment stands so (issue 36).",
    args: {
      formSlug: t.arg.string({ required: true }),
      first: t.arg.int({ defaultValue: 20 }),
      after: t.arg.string(),
      search: t.arg.string(),
      ending: t.arg.string({
        description:
          "An ending's id (the document's `endings`): only submissions whose answers chose it (`Submission.ending`). Not an ending id's shape: `BAD_USER_INPUT`.",
      }),
      payment: t.arg({
        type: PaymentFilterType,
        description:
          "On a form with a payment block (issue 36): only submissions whose payment (`Submission.payment.status`) is unpaid (pending or expired), paid, or refunded.",
      }),
    },
    resolve: (_root, args, ctx) => withServiceErrors(() => listSubmissions(ctx.db, args)),
  }),
  submissionFields: t.field({
    type: [SubmissionFieldType],
    description:
      "The fields of a form across its draft and every published version, in column order: the draft's fields, then fields only older versions had (viewer).",
    args: { formId: t.arg.id({ required: true }) },
    resolve: (_root, { formId }, ctx) =>
      withServiceErrors(async () => (await loadFormHistory(ctx.db, String(formId))).fields),
  }),
  submission: t.field({
    type: SubmissionType,
    description:
      "One submission by id (viewer in its form's workspace), as `submissions` lists it. Unknown id: `Submission not found`.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => withServiceErrors(() => getSubmission(ctx.db, String(id))),
  }),
}));

builder.mutationFields((t) => ({
  deleteSubmission: t.field({
    type: "Boolean",
    description: "Deletes one submission (editor). Unknown id: `Submission not found`.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) =>
      withServiceErrors(async () => {
        await auditedAct(
          ctx,
          (tx) => deleteSubmission(tx, String(id)),
          (deleted) => ({
            action: "submission.deleted",
            target: { kind: "submission", id: String(id) },
            details: { formId: deleted.formId },
          }),
        );
        return true;
      }),
  }),
  submitForm: t.field({
    type: SubmitResultType,
    description:
      'Submits answers to the published form. Field errors are data; the same idempotency key twice gives the same submission. An unpublished form answers the error code `FORM_CLOSED` ("This form is closed").',
    args: {
      slug: t.arg.string({ required: true }),
      data: t.arg({ type: "JSON", required: true }),
      idempotencyKey: t.arg.string({ required: true }),
      honeypot: t.arg.string({
        description:
          "The form's hidden honeypot field, as the browser found it (people leave it empty).",
      }),
      fillToken: t.arg.string({
        description:
          "`PublishedForm.fillToken` from when the page was loaded; a submit sooner than a person can fill the form is held in the spam review list.",
      }),
      resumeToken: t.arg.string({
        description:
          "The resume token of the saved draft these answers finish (`?resume=` of the page): the draft is deleted with the submission stored.",
      }),
      partialToken: t.arg.string({
        description:
          "The respondent's token of `savePartialResponse`: their unfinished answers are deleted with the submission stored.",
      }),
      language: t.arg.string({
        description:
          "The language (BCP 47, at most 35 characters) the respondent filled the form in: field errors come in it, and it is stored with the submission (`Submission.language`) when it is one of the form's languages. Longer: `BAD_USER_INPUT`.",
      }),
      captcha: t.arg.string({
        description:
          "The solved CAPTCHA of a form with `protection`: for ALTCHA the widget's payload (base64 of the JSON `algorithm`, `challenge`, `number`, `salt`, `signature`, solving a challenge of `GET /api/forms/<slug>/challenge`); for Turnstile or hCaptcha the widget's token. Each is taken once. Without a valid, unused, unexpired one: error `CAPTCHA_REQUIRED`, nothing stored.",
      }),
      emailVerifications: t.arg.stringList({
        description:
          "The tokens `verifyEmailCode` answered, one per verified email field. An answered verified field without its token: field error with code `EMAIL_NOT_VERIFIED`, nothing stored.",
      }),
      invite: t.arg.string({
        description:
          "The token of the single-use link the respondent came by (`/f/<slug>?invite=<token>`): taken with the submission, in its transaction. Used by another submission: `INVITE_USED`; unknown or revoked: `INVITE_INVALID`; none on a form with `limits.invitesOnly`: `INVITE_REQUIRED`. Nothing is stored then. A retry under the same idempotency key gets the submission the link took.",
      }),
      version: t.arg.int({
        description:
          "`PublishedForm.version` the respondent started on. Accepted for FORMWRIGHT_VERSION_GRACE_HOURS after a newer version went live (error `VERSION_EXPIRED` after that); absent: the live version.",
      }),
    },
    resolve: async (_root, args, ctx) => {
      // No form has a slug outside the slug syntax. Answering before counting
      // keeps hostile text (a NUL, 900 KB) out of the limiter's key column.
      if (!slugSchema.safeParse(args.slug).success) {
        throw new GraphQLError(FORM_NOT_FOUND, { extensions: { code: "NOT_FOUND" } });
      }
      // Refused before any work: a tag is short, and a long text is costly to canonicalize.
      if (args.language && args.language.length > LANGUAGE_TAG_MAX_LENGTH) {
        throw new GraphQLError(LANGUAGE_TOO_LONG, { extensions: { code: "BAD_USER_INPUT" } });
      }
      try {
        return await withServiceErrors(() =>
          submitForm(ctx.db, {
            slug: args.slug,
            data: args.data,
            idempotencyKey: args.idempotencyKey,
            signals: {
              honeypot: args.honeypot,
              fillToken: args.fillToken,
              minFillMs: ctx.minFillMs,
            },
            // Counted first, whatever the outcome: per client address and form.
            limit: { limiter: ctx.submitLimiter, key: `${ctx.clientAddress}|${args.slug}` },
            version: args.version,
            versionGraceMs: ctx.versionGraceMs,
            resumeToken: args.resumeToken,
            partialToken: args.partialToken,
            language: args.language,
            captcha: { answer: args.captcha, config: ctx.captcha, otherwise: "refuse" },
            emailVerifications: args.emailVerifications,
            invite: args.invite,
            payments: { payments: ctx.integrations.payments ?? null, publicUrl: ctx.publicUrl },
          }),
        );
      } catch (error) {
        if (error instanceof RateLimitedError) throw submitLimitError(error.retryAfterSeconds);
        throw error;
      }
    },
  }),
}));
