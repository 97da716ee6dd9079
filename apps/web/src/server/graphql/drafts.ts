import { emailDraftLink } from "../services/drafts/draft-link-mail";
import {
  type DraftPage,
  type DraftRecord,
  deleteDraft,
  listDrafts,
} from "../services/drafts/draft-list";
import { findDraft, type ResumableDraft, saveDraft } from "../services/drafts/drafts";
import { earlierVersionInGrace } from "../services/earlier-version";
import { RateLimitedError, ServiceError } from "../services/errors";
import { getPublishedForm, type PublishedForm } from "../services/published-forms";
import { auditedAct } from "./audit-act";
import { builder } from "./builder";
import type { GraphQLContext } from "./context";
import { withServiceErrors } from "./errors";
import { PublishedFormType } from "./forms";
import { submitLimitError } from "./submit-limit";

interface SavedDraftResult {
  resumeToken: string;
  resumeUrl: string;
  expiresAt: Date;
}

interface ResumedDraft {
  form: PublishedForm;
  draft: ResumableDraft;
}

const SavedDraftType = builder.objectRef<SavedDraftResult>("SavedDraft").implement({
  description:
    "A saved draft's resume link. The token is shown here only: the server keeps its hash.",
  fields: (t) => ({
    resumeToken: t.exposeString("resumeToken", {
      description: "Send it back to `saveDraft` to update the same draft (same link).",
    }),
    resumeUrl: t.exposeString("resumeUrl", { description: "`/f/<slug>?resume=<token>`" }),
    expiresAt: t.expose("expiresAt", { type: "DateTime" }),
  }),
});

const ResumedDraftType = builder.objectRef<ResumedDraft>("ResumedDraft").implement({
  description: "A saved draft opened from its resume link.",
  fields: (t) => ({
    form: t.field({
      type: PublishedFormType,
      description:
        "The version to show: the one the draft was saved on while it is still accepted (FORMWRIGHT_VERSION_GRACE_HOURS), else the live one.",
      resolve: (r) => r.form,
    }),
    answers: t.field({ type: "JSON", resolve: (r) => r.draft.answers }),
    savedVersion: t.int({ resolve: (r) => r.draft.version }),
    isVersionChanged: t.boolean({
      description:
        "The draft was saved on a version no longer accepted: answers carry over by field name.",
      resolve: (r) => r.form.version !== r.draft.version,
    }),
    step: t.int({
      description:
        "The page the draft was saved on (`?step=` numbering; 1 for a form without page breaks).",
      resolve: (r) => r.draft.step,
    }),
    updatedAt: t.field({ type: "DateTime", resolve: (r) => r.draft.updatedAt }),
    expiresAt: t.field({ type: "DateTime", resolve: (r) => r.draft.expiresAt }),
  }),
});

const DraftType = builder.objectRef<DraftRecord>("Draft").implement({
  description: "A respondent's saved, unfinished answers (In progress). Never its resume token.",
  fields: (t) => ({
    id: t.exposeID("id"),
    version: t.exposeInt("version"),
    answers: t.field({ type: "JSON", resolve: (d) => d.answers }),
    step: t.exposeInt("step", {
      description:
        "The page the draft was saved on (`?step=` numbering; 1 for a form without page breaks).",
    }),
    answeredCount: t.exposeInt("answeredCount"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime", description: "Last saved." }),
    expiresAt: t.expose("expiresAt", { type: "DateTime" }),
  }),
});

const DraftConnectionType = builder.objectRef<DraftPage>("DraftConnection").implement({
  fields: (t) => ({
    totalCount: t.exposeInt("totalCount"),
    nodes: t.expose("nodes", { type: [DraftType] }),
    pageInfo: t.field({
      type: "JSON",
      description: "`{ endCursor, hasNextPage }`",
      resolve: (p) => p.pageInfo,
    }),
  }),
});

/** Drafts are counted per client address and form, with the submit limit's budget. */
function draftLimit(ctx: GraphQLContext, slug: string) {
  return { limiter: ctx.submitLimiter, key: `${ctx.clientAddress}|draft|${slug}` };
}

function resumeUrl(ctx: GraphQLContext, slug: string, token: string): string {
  return `${ctx.publicUrl}/f/${encodeURIComponent(slug)}?resume=${token}`;
}

async function withLimits<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await withServiceErrors(run);
  } catch (error) {
    if (error instanceof RateLimitedError) {
      throw submitLimitError(
        error.retryAfterSeconds,
        `Too many saves from your address: try again in ${error.retryAfterSeconds} second${error.retryAfterSeconds === 1 ? "" : "s"}`,
      );
    }
    throw error;
  }
}

/** The version a resumed draft is shown on (see `ResumedDraft.form`). */
async function versionToResume(
  ctx: GraphQLContext,
  slug: string,
  draft: ResumableDraft,
): Promise<PublishedForm | null> {
  const live = await getPublishedForm(ctx.db, slug);
  if (!live || live.version === draft.version) return live;
  try {
    const older = await earlierVersionInGrace(ctx.db, {
      formId: live.formId,
      slug,
      version: draft.version,
      liveVersion: live.version,
      graceMs: ctx.versionGraceMs,
    });
    return older ?? live;
  } catch (error) {
    if (error instanceof ServiceError && error.code === "VERSION_EXPIRED") return live;
    throw error;
  }
}

builder.queryFields((t) => ({
  resumeDraft: t.field({
    type: ResumedDraftType,
    nullable: true,
    description:
      "The saved draft behind a resume link, with the form version to show it on; null when the link is unknown, of another form, or expired (an expired draft is deleted).",
    args: {
      slug: t.arg.string({ required: true }),
      resumeToken: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      withServiceErrors(async () => {
        const draft = await findDraft(ctx.db, args);
        if (!draft) return null;
        const form = await versionToResume(ctx, args.slug, draft);
        return form ? { form, draft } : null;
      }),
  }),
  drafts: t.field({
    type: DraftConnectionType,
    description:
      "A form's saved, unfinished drafts (In progress), last saved first; expired ones are never listed (viewer).",
    args: {
      formId: t.arg.id({ required: true }),
      first: t.arg.int({ defaultValue: 20 }),
      after: t.arg.string(),
    },
    resolve: (_root, args, ctx) =>
      withServiceErrors(() =>
        listDrafts(ctx.db, { formId: String(args.formId), first: args.first, after: args.after }),
      ),
  }),
}));

builder.mutationFields((t) => ({
  saveDraft: t.field({
    type: SavedDraftType,
    description:
      "Save and continue later: stores partial answers (no field required; shapes and sizes checked as for a submit) and answers a resume link. With `resumeToken`, updates that draft and keeps its link. Counted like `submitForm` (per client and form).",
    args: {
      slug: t.arg.string({ required: true }),
      version: t.arg.int({ required: true }),
      answers: t.arg({ type: "JSON", required: true }),
      resumeToken: t.arg.string(),
      step: t.arg.int({
        description:
          "The page shown when saving, from 1 to the form's page count (`?step=` numbering); the link reopens on it. 1 when left out.",
      }),
    },
    resolve: (_root, args, ctx) =>
      withLimits(async () => {
        const saved = await saveDraft(ctx.db, {
          slug: args.slug,
          version: args.version,
          answers: args.answers,
          resumeToken: args.resumeToken,
          step: args.step,
          maxAgeMs: ctx.draftMaxAgeMs,
          graceMs: ctx.versionGraceMs,
          limit: draftLimit(ctx, args.slug),
        });
        return { ...saved, resumeUrl: resumeUrl(ctx, args.slug, saved.resumeToken) };
      }),
  }),
  emailDraftLink: t.field({
    type: "Boolean",
    description:
      "Mails a saved draft's resume link to `email` (through the outbox). Only when email is configured (`PublishedForm.canEmailDraftLink`); otherwise an error saying so.",
    args: {
      slug: t.arg.string({ required: true }),
      resumeToken: t.arg.string({ required: true }),
      email: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      withLimits(async () => {
        await emailDraftLink(ctx.db, {
          ...args,
          mail: ctx.integrations.mail,
          resumeUrl: (token) => resumeUrl(ctx, args.slug, token),
          limit: draftLimit(ctx, args.slug),
        });
        ctx.integrations.wakeOutbox();
        return true;
      }),
  }),
  deleteDraft: t.field({
    type: "Boolean",
    description:
      "Deletes a saved draft (editor): its resume link stops working. Unknown id: `Draft not found`.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) =>
      withServiceErrors(async () => {
        await auditedAct(
          ctx,
          (tx) => deleteDraft(tx, String(id)),
          () => ({ action: "draft.deleted", target: { kind: "draft", id: String(id) } }),
        );
        return true;
      }),
  }),
}));
