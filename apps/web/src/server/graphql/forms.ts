import type { FormDocument } from "@formwright/core";
import { GraphQLError } from "graphql";
import { FORM_NOT_FOUND } from "../services/errors";
import {
  countSubmissionsByForm,
  createForm,
  type FormRecord,
  listForms,
  publishForm,
  unpublishForm,
  updateForm,
} from "../services/forms";
import { getPublishedForm, type PublishedForm } from "../services/published-forms";
import { builder } from "./builder";
import { requireAdmin, withServiceErrors } from "./errors";

const PublishedFormType = builder.objectRef<PublishedForm>("PublishedForm").implement({
  description: "The live, immutable version of a form, as respondents see it.",
  fields: (t) => ({
    id: t.exposeID("formId"),
    slug: t.exposeString("slug"),
    version: t.exposeInt("version"),
    title: t.string({ resolve: (f) => f.document.title }),
    document: t.field({ type: "JSON", resolve: (f): FormDocument => f.document }),
  }),
});

const FormType = builder.objectRef<FormRecord>("Form").implement({
  description: "A form as editors see it: the draft, and which version is live.",
  fields: (t) => ({
    id: t.exposeID("id"),
    slug: t.exposeString("slug"),
    title: t.string({ resolve: (f) => f.draft.title }),
    draft: t.field({ type: "JSON", resolve: (f) => f.draft }),
    revision: t.exposeInt("revision"),
    publishedVersion: t.exposeInt("publishedVersion", { nullable: true }),
    isPublished: t.boolean({ resolve: (f) => f.publishedVersion != null }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    submissionCount: t.int({
      resolve: async (f, _args, ctx) => (await countSubmissionsByForm(ctx.db)).get(f.id) ?? 0,
    }),
  }),
});

builder.queryFields((t) => ({
  form: t.field({
    type: PublishedFormType,
    nullable: true,
    description: "The published version of a form. Unknown or unpublished: `Form not found`.",
    args: { slug: t.arg.string({ required: true }) },
    resolve: async (_root, { slug }, ctx) => {
      const form = await getPublishedForm(ctx.db, slug);
      if (!form) throw new GraphQLError(FORM_NOT_FOUND, { extensions: { code: "NOT_FOUND" } });
      return form;
    },
  }),
  forms: t.field({
    type: [FormType],
    description: "Every form (admin).",
    resolve: (_root, _args, ctx) => {
      requireAdmin(ctx);
      return listForms(ctx.db);
    },
  }),
}));

builder.mutationFields((t) => ({
  createForm: t.field({
    type: FormType,
    description: "Creates an unpublished form from a document (admin).",
    args: { document: t.arg({ type: "JSON", required: true }) },
    resolve: (_root, { document }, ctx) => {
      requireAdmin(ctx);
      return withServiceErrors(() => createForm(ctx.db, document));
    },
  }),
  updateForm: t.field({
    type: FormType,
    description:
      "Saves a draft (admin). With `expectedRevision`, refuses when the form changed since.",
    args: {
      id: t.arg.id({ required: true }),
      document: t.arg({ type: "JSON", required: true }),
      expectedRevision: t.arg.int(),
    },
    resolve: (_root, args, ctx) => {
      requireAdmin(ctx);
      return withServiceErrors(() =>
        updateForm(ctx.db, {
          id: String(args.id),
          document: args.document,
          expectedRevision: args.expectedRevision,
        }),
      );
    },
  }),
  publishForm: t.field({
    type: FormType,
    description: "Publishes the draft as a new immutable version (admin).",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => {
      requireAdmin(ctx);
      return withServiceErrors(() => publishForm(ctx.db, String(id)));
    },
  }),
  unpublishForm: t.field({
    type: FormType,
    description: "Takes a form offline (admin); versions and submissions stay.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => {
      requireAdmin(ctx);
      return withServiceErrors(() => unpublishForm(ctx.db, String(id)));
    },
  }),
}));
