import type {
  DeletedRespondentRecord,
  RespondentData,
  RespondentDeletion,
} from "../services/retention/respondent-data";
import { deleteRespondentData, findRespondentData } from "../services/retention/respondent-data";
import type {
  RespondentFile,
  RespondentRecord,
  RespondentRecordKind,
} from "../services/retention/respondent-sources";
import { recordAct } from "./audit-act";
import { builder } from "./builder";
import { withServiceErrors } from "./errors";
import { listedWorkspaces } from "./permissions";

const RespondentRecordKindType = builder.enumType("RespondentRecordKind", {
  description:
    "Where a person's answers are kept: SUBMISSION (a stored submission), SPAM (held for spam review), DRAFT (saved to continue later), PARTIAL (unfinished answers of a form with `partialResponses`).",
  values: {
    SUBMISSION: { value: "submission" as RespondentRecordKind },
    SPAM: { value: "spam" as RespondentRecordKind },
    DRAFT: { value: "draft" as RespondentRecordKind },
    PARTIAL: { value: "partial" as RespondentRecordKind },
  },
});

const RespondentFileType = builder.objectRef<RespondentFile>("RespondentFile").implement({
  description: "A file a respondent sent with a record (download: `GET /api/files/<id>`).",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    size: t.exposeInt("size"),
    type: t.exposeString("type"),
  }),
});

const RespondentRecordType = builder.objectRef<RespondentRecord>("RespondentRecord").implement({
  description:
    "A submission, held submission or draft whose email field holds the address asked for.",
  fields: (t) => ({
    kind: t.field({ type: RespondentRecordKindType, resolve: (r) => r.kind }),
    id: t.exposeID("id"),
    formId: t.exposeID("formId"),
    formSlug: t.exposeString("formSlug"),
    formTitle: t.exposeString("formTitle"),
    version: t.exposeInt("version", { description: "The published version answered." }),
    answers: t.field({ type: "JSON", resolve: (r) => r.answers }),
    files: t.field({ type: [RespondentFileType], resolve: (r) => r.files }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", {
      type: "DateTime",
      description: "Last saved (a draft); for a submission, when it was sent.",
    }),
  }),
});

const RespondentDataType = builder.objectRef<RespondentData>("RespondentData").implement({
  description: "Everything kept with one address in an email field, across forms.",
  fields: (t) => ({
    email: t.exposeString("email", {
      description: "The address searched, trimmed and lower case.",
    }),
    records: t.field({ type: [RespondentRecordType], resolve: (d) => d.records }),
  }),
});

const DeletedRespondentRecordType = builder
  .objectRef<DeletedRespondentRecord>("DeletedRespondentRecord")
  .implement({
    fields: (t) => ({
      kind: t.field({ type: RespondentRecordKindType, resolve: (r) => r.kind }),
      id: t.exposeID("id"),
      formId: t.exposeID("formId"),
      formSlug: t.exposeString("formSlug"),
    }),
  });

const RespondentDeletionType = builder
  .objectRef<RespondentDeletion>("RespondentDataDeletion")
  .implement({
    description: "What `deleteRespondentData` deleted.",
    fields: (t) => ({
      email: t.exposeString("email"),
      records: t.field({ type: [DeletedRespondentRecordType], resolve: (d) => d.records }),
      files: t.exposeInt("files", { description: "Files deleted with the records." }),
      outboxCopies: t.exposeInt("outboxCopies", {
        description:
          "Outbox rows that held a copy: the records' webhook deliveries and mails, and mails to the address.",
      }),
    }),
  });

builder.queryFields((t) => ({
  respondentData: t.field({
    type: RespondentDataType,
    description:
      'A person\'s request (owner): every submission, held submission and draft, of any form, whose email field (`inputType: "email"` or `rules.email`) holds `email`, compared without case. Not an address: BAD_USER_INPUT.',
    args: { email: t.arg.string({ required: true }) },
    resolve: (_root, { email }, ctx) =>
      withServiceErrors(async () =>
        findRespondentData(ctx.db, email, await listedWorkspaces(ctx, "respondentData")),
      ),
  }),
}));

builder.mutationFields((t) => ({
  deleteRespondentData: t.field({
    type: RespondentDeletionType,
    description:
      "Deletes what `respondentData` finds for `email`, with the files sent with it and the outbox's copies (owner). No `submission.deleted` webhook is sent.",
    args: { email: t.arg.string({ required: true }) },
    resolve: (_root, { email }, ctx) =>
      withServiceErrors(async () =>
        deleteRespondentData(ctx.db, ctx.storage, email, {
          workspaceIds: await listedWorkspaces(ctx, "deleteRespondentData"),
          // Counts only: the address is what the person asked to be forgotten.
          audit: (tx, deleted) =>
            recordAct(ctx, tx, {
              action: "respondent_data.deleted",
              target: { kind: "respondent", id: null },
              details: {
                records: deleted.records.length,
                files: deleted.files,
                outboxCopies: deleted.outboxCopies,
              },
            }),
        }),
      ),
  }),
}));
