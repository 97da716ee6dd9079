import { type FormDocument, formatDocumentIssues, parseFormDocument } from "@formwright/core";
import { GraphQLError } from "graphql";
import { verifySettingIssues } from "../services/email-verification/email-verification";
import { setEmbedOrigins } from "../services/embedding";
import { FORM_NOT_FOUND, ServiceError } from "../services/errors";
import { fillTokenSecret, issueFillToken } from "../services/fill-token";
import {
  hasUnpublishedChanges,
  loadLiveDocument,
  loadPublishedKeys,
} from "../services/form-live-state";
import { type FormTemplate, listFormTemplates } from "../services/form-templates";
import {
  countSubmissions,
  createForm,
  deleteForm,
  duplicateForm,
  type FormRecord,
  getForm,
  listForms,
  publishForm,
  unpublishForm,
  updateForm,
} from "../services/forms";
import type { MailConfig } from "../services/mail/mailer";
import type { PublishedForm } from "../services/published-forms";
import { getWorkspace } from "../services/workspaces/workspaces";
import { auditedAct, recordAct } from "./audit-act";
import { builder } from "./builder";
import { withServiceErrors } from "./errors";
import { listedWorkspaces, targetWorkspace } from "./permissions";
import { rawJsonOf } from "./raw-json";

/** The live (or, for a resumed draft, still accepted) version of a form as respondents see it. */
export const PublishedFormType = builder.objectRef<PublishedForm>("PublishedForm").implement({
  description: "The live, immutable version of a form, as respondents see it.",
  fields: (t) => ({
    id: t.exposeID("formId"),
    slug: t.exposeString("slug"),
    version: t.exposeInt("version"),
    title: t.string({ resolve: (f) => f.document.title }),
    // Published versions never change: serialized once per cached version,
    // so each alias of it costs a copy of the text (see raw-json.ts).
    document: t.field({ type: "JSON", resolve: (f) => rawJsonOf(f.document) }),
    fillToken: t.string({
      description:
        "A signed token of when the form was handed out; send it back with `submitForm` so filling faster than a person can is caught as spam.",
      resolve: async (f, _args, ctx) =>
        issueFillToken({ secret: await fillTokenSecret(ctx.db), slug: f.slug, now: Date.now() }),
    }),
    minFillMs: t.int({
      description:
        "FORMWRIGHT_MIN_FILL_MS: a submit sooner than this after `fillToken` was issued is held for spam review, so the page waits out the rest before sending.",
      resolve: (_f, _args, ctx) => ctx.minFillMs,
    }),
    canEmailDraftLink: t.boolean({
      description:
        "Whether `emailDraftLink` can mail a saved draft's resume link (email is configured).",
      resolve: (_f, _args, ctx) => ctx.integrations.mail !== null,
    }),
  }),
});

/** A form as editors see it. */
export const FormType = builder.objectRef<FormRecord>("Form").implement({
  description: "A form as editors see it: the draft, and which version is live.",
  fields: (t) => ({
    id: t.exposeID("id"),
    slug: t.exposeString("slug"),
    title: t.string({ resolve: (f) => f.draft.title }),
    draft: t.field({ type: "JSON", resolve: (f) => f.draft }),
    revision: t.exposeInt("revision", {
      description: "Bumped by every save; pass it back as `expectedRevision`.",
    }),
    publishedVersion: t.exposeInt("publishedVersion", { nullable: true }),
    isPublished: t.boolean({ resolve: (f) => f.publishedVersion != null }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    workspaceId: t.exposeID("workspaceId", { description: "The workspace it belongs to." }),
    embedOrigins: t.exposeStringList("embedOrigins", {
      description: "Origins allowed to show the public form in a frame.",
    }),
    submissionCount: t.int({
      resolve: (f, _args, ctx) => f.submissionCount ?? countSubmissions(ctx.db, f.id),
    }),
    hasUnpublishedChanges: t.boolean({
      description:
        "Whether the saved draft differs from the live version (false while none is live): the live page is older than the draft until Publish.",
      resolve: (f, _args, ctx) =>
        f.hasUnpublishedChanges !== undefined
          ? f.hasUnpublishedChanges === true
          : hasUnpublishedChanges(ctx.db, f.id),
    }),
    liveDocument: t.field({
      type: "JSON",
      nullable: true,
      description: "The document of the live version, or null while none is live.",
      resolve: (f, _args, ctx) => loadLiveDocument(ctx.db, f),
    }),
    publishedKeys: t.field({
      type: "JSON",
      description:
        "`{ fieldNames, optionValues: { <fieldName>: [values] } }` that any published version used; stored answers carry them, so the editor keeps them.",
      resolve: (f, _args, ctx) => loadPublishedKeys(ctx.db, f.id),
    }),
  }),
});

const FormTemplateType = builder.objectRef<FormTemplate>("FormTemplate").implement({
  description: "A document a new form can start from (`forms/templates/`).",
  fields: (t) => ({
    id: t.exposeID("id"),
    title: t.exposeString("title"),
    description: t.exposeString("description"),
    document: t.field({ type: "JSON", resolve: (f): FormDocument => f.document }),
  }),
});

builder.queryFields((t) => ({
  formTemplates: t.field({
    type: [FormTemplateType],
    description:
      'The templates "New form" offers; create from one with `createForm` and a fresh slug (editor).',
    resolve: () => withServiceErrors(() => listFormTemplates()),
  }),
  form: t.field({
    type: PublishedFormType,
    nullable: true,
    description: "The published version of a form. Unknown or unpublished: `Form not found`.",
    args: { slug: t.arg.string({ required: true }) },
    resolve: async (_root, { slug }, ctx) => {
      const form = await ctx.publishedForm(slug);
      if (!form) throw new GraphQLError(FORM_NOT_FOUND, { extensions: { code: "NOT_FOUND" } });
      return form;
    },
  }),
  forms: t.field({
    type: [FormType],
    description:
      "Every form of the caller's workspaces (of every workspace for an instance administrator), oldest first; `search` matches title or slug (viewer).",
    args: { search: t.arg.string() },
    resolve: (_root, { search }, ctx) =>
      withServiceErrors(async () =>
        listForms(ctx.db, { search, workspaceIds: await listedWorkspaces(ctx, "forms") }),
      ),
  }),
  formById: t.field({
    type: FormType,
    description: "One form with its draft, by id (viewer).",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => withServiceErrors(() => getForm(ctx.db, String(id))),
  }),
}));

/**
 * A verified email field (`verify`, issue 33 §2) mails a code: refused at save,
 * as a document problem at its path, on a server without mail. (A document
 * with other problems is left to the save's own check, which lists them.)
 */
function requireMailForVerify(document: unknown, mail: MailConfig | null): void {
  const parsed = parseFormDocument(document);
  if (!parsed.success) return;
  const issues = verifySettingIssues(parsed.document, mail);
  if (issues.length === 0) return;
  throw new ServiceError(
    "BAD_USER_INPUT",
    `Invalid form document:\n${formatDocumentIssues(issues)}`,
    {
      issues,
    },
  );
}

builder.mutationFields((t) => ({
  createForm: t.field({
    type: FormType,
    description:
      "Creates an unpublished form from a document in a workspace (editor there). `workspaceId` may be left out when the caller may create forms in one workspace only.",
    args: {
      document: t.arg({ type: "JSON", required: true }),
      workspaceId: t.arg.id({ description: "The workspace it belongs to." }),
    },
    resolve: (_root, { document, workspaceId }, ctx) =>
      withServiceErrors(async () => {
        requireMailForVerify(document, ctx.integrations.mail);
        const workspace = await getWorkspace(
          ctx.db,
          await targetWorkspace(ctx, "createForm", workspaceId),
        );
        return auditedAct(
          ctx,
          (tx) => createForm(tx, document, { workspaceId: workspace.id }),
          (form) => ({
            action: "form.created",
            target: { kind: "form", id: form.id },
            details: { slug: form.slug, workspaceId: workspace.id },
          }),
        );
      }),
  }),
  updateForm: t.field({
    type: FormType,
    description:
      "Saves a draft (editor). With `expectedRevision`, refuses when the form changed since.",
    args: {
      id: t.arg.id({ required: true }),
      document: t.arg({ type: "JSON", required: true }),
      expectedRevision: t.arg.int(),
    },
    resolve: (_root, args, ctx) =>
      withServiceErrors(() => {
        requireMailForVerify(args.document, ctx.integrations.mail);
        return auditedAct(
          ctx,
          (tx) =>
            updateForm(tx, {
              id: String(args.id),
              document: args.document,
              expectedRevision: args.expectedRevision,
            }),
          (form) => ({
            action: "form.updated",
            target: { kind: "form", id: form.id },
            details: { slug: form.slug, revision: form.revision },
          }),
        );
      }),
  }),
  publishForm: t.field({
    type: FormType,
    description:
      "Publishes the draft as a new immutable version (editor). A draft with a payment block is refused (BAD_USER_INPUT) on a server without FORMWRIGHT_STRIPE_*.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) =>
      withServiceErrors(() =>
        auditedAct(
          ctx,
          (tx) =>
            publishForm(tx, String(id), { takesPayments: Boolean(ctx.integrations.payments) }),
          (form) => ({
            action: "form.published",
            target: { kind: "form", id: form.id },
            details: { slug: form.slug, version: form.publishedVersion },
          }),
        ),
      ),
  }),
  unpublishForm: t.field({
    type: FormType,
    description: "Takes a form offline; versions and submissions stay (editor).",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) =>
      withServiceErrors(() =>
        auditedAct(
          ctx,
          (tx) => unpublishForm(tx, String(id)),
          (form) => ({
            action: "form.unpublished",
            target: { kind: "form", id: form.id },
            details: { slug: form.slug },
          }),
        ),
      ),
  }),
  duplicateForm: t.field({
    type: FormType,
    description: "Copies a form's draft into a new unpublished form (editor).",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) =>
      withServiceErrors(() =>
        auditedAct(
          ctx,
          (tx) => duplicateForm(tx, String(id)),
          (form) => ({
            action: "form.created",
            target: { kind: "form", id: form.id },
            details: { slug: form.slug, copyOf: String(id) },
          }),
        ),
      ),
  }),
  setFormEmbedOrigins: t.field({
    type: FormType,
    description:
      "Sets the origins (https://example.com) allowed to embed the public form in a frame (owner).",
    args: {
      id: t.arg.id({ required: true }),
      origins: t.arg.stringList({ required: true }),
    },
    resolve: (_root, { id, origins }, ctx) =>
      withServiceErrors(() =>
        auditedAct(
          ctx,
          (tx) => setEmbedOrigins(tx, { id: String(id), origins }),
          (form) => ({
            action: "form.updated",
            target: { kind: "form", id: form.id },
            details: { slug: form.slug, embedOrigins: form.embedOrigins },
          }),
        ),
      ),
  }),
  deleteForm: t.field({
    type: "Boolean",
    description: "Deletes a form with its versions and submissions (editor).",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) =>
      withServiceErrors(async () => {
        await deleteForm(ctx.db, ctx.storage, String(id), {
          audit: (tx, form) =>
            recordAct(ctx, tx, {
              action: "form.deleted",
              target: { kind: "form", id: form.id },
              details: { slug: form.slug },
            }),
        });
        return true;
      }),
  }),
}));
