import {
  type FieldError,
  listSubmissions,
  type SubmissionPage,
  type SubmissionRecord,
  type SubmitResult,
  submitForm,
} from "../services/submissions";
import { builder } from "./builder";
import { asRole, withServiceErrors } from "./errors";

const FieldErrorType = builder.objectRef<FieldError>("FieldError").implement({
  description: "A problem with one answer; `name` is the field's name.",
  fields: (t) => ({ name: t.exposeString("name"), message: t.exposeString("message") }),
});

const SubmitFormResultType = builder.objectRef<SubmitResult>("SubmitFormResult").implement({
  description: "Either a stored submission's id, or the field errors (nothing stored).",
  fields: (t) => ({
    submissionId: t.exposeID("submissionId", { nullable: true }),
    fieldErrors: t.expose("fieldErrors", { type: [FieldErrorType] }),
  }),
});

const SubmissionType = builder.objectRef<SubmissionRecord>("Submission").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    version: t.exposeInt("version", { description: "The published version it answered." }),
    data: t.field({ type: "JSON", resolve: (s) => s.data }),
  }),
});

const PageInfoType = builder.objectRef<SubmissionPage["pageInfo"]>("PageInfo").implement({
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

builder.queryFields((t) => ({
  submissions: t.field({
    type: SubmissionConnectionType,
    description: "Submissions of a form, newest first (viewer).",
    args: {
      formSlug: t.arg.string({ required: true }),
      first: t.arg.int({ defaultValue: 20 }),
      after: t.arg.string(),
    },
    resolve: (_root, args, ctx) => asRole(ctx, "viewer", () => listSubmissions(ctx.db, args)),
  }),
}));

builder.mutationFields((t) => ({
  submitForm: t.field({
    type: SubmitFormResultType,
    description:
      "Submits answers to the published form. Field errors are data; the same idempotency key twice gives the same submission.",
    args: {
      slug: t.arg.string({ required: true }),
      data: t.arg({ type: "JSON", required: true }),
      idempotencyKey: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      withServiceErrors(() =>
        submitForm(ctx.db, {
          slug: args.slug,
          data: args.data,
          idempotencyKey: args.idempotencyKey,
        }),
      ),
  }),
}));
