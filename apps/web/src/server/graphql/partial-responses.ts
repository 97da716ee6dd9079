import { RateLimitedError } from "../services/errors";
import { loadLiveDocument } from "../services/form-live-state";
import {
  listPartialResponses,
  type PartialResponsePage,
  type PartialResponseRecord,
  savePartialResponse,
} from "../services/partial-responses/partial-responses";
import { builder } from "./builder";
import { withServiceErrors } from "./errors";
import { FormType } from "./forms";
import { submitLimitError } from "./submit-limit";

/** Unfinished answers (issue 33 §5): saved by respondents as they go, listed for viewers. */

const PartialResponseType = builder.objectRef<PartialResponseRecord>("PartialResponse").implement({
  description:
    "A respondent's unfinished answers on a form with `partialResponses: true` (Not finished): kept as they moved on, replaced by their submission. Never its token.",
  fields: (t) => ({
    id: t.exposeID("id"),
    version: t.exposeInt("version", {
      description: "The published version the answers were given against.",
    }),
    lastPage: t.exposeInt("lastPage", {
      description: "The furthest page reached (`?step=` numbering; 1 on a one-page form).",
    }),
    answers: t.field({ type: "JSON", resolve: (p) => p.answers }),
    answeredCount: t.exposeInt("answeredCount", {
      description: "Fields holding an answer (an unticked checkbox is none).",
    }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "First saved." }),
    updatedAt: t.expose("updatedAt", { type: "DateTime", description: "Last saved." }),
  }),
});

const PartialResponseConnectionType = builder
  .objectRef<PartialResponsePage>("PartialResponseConnection")
  .implement({
    fields: (t) => ({
      totalCount: t.exposeInt("totalCount"),
      nodes: t.expose("nodes", { type: [PartialResponseType] }),
    }),
  });

builder.objectField(FormType, "keepsPartialResponses", (t) =>
  t.boolean({
    description:
      "Whether the form keeps unfinished answers (`partialResponses: true` in its draft or live version): the submissions page lists them under Not finished.",
    resolve: async (f, _args, ctx) => {
      if (f.draft.partialResponses === true) return true;
      const live = await loadLiveDocument(ctx.db, f);
      return (live as { partialResponses?: unknown } | null)?.partialResponses === true;
    },
  }),
);

builder.queryFields((t) => ({
  partialResponses: t.field({
    type: PartialResponseConnectionType,
    description:
      "A form's unfinished answers (Not finished), last saved first, by `formId` or `formSlug` (one of them). Not submissions: never counted, charted, exported, mailed or sent to `submission.created` webhooks (viewer).",
    args: {
      formId: t.arg.id(),
      formSlug: t.arg.string(),
      first: t.arg.int({ defaultValue: 20, description: "At most 500." }),
    },
    resolve: (_root, args, ctx) =>
      withServiceErrors(() =>
        listPartialResponses(ctx.db, {
          formId: args.formId ? String(args.formId) : null,
          formSlug: args.formSlug,
          first: args.first,
        }),
      ),
  }),
}));

builder.mutationFields((t) => ({
  savePartialResponse: t.field({
    type: PartialResponseType,
    description:
      "Keeps a respondent's unfinished answers on a form with `partialResponses: true` (else `BAD_USER_INPUT`), keyed by a token the respondent's browser made (32 random bytes, base64url). The same token again updates the same answers; the same answers again write nothing. No field is required; shapes and sizes are checked as for a submit. Never mailed; a webhook subscribed to `submission.partial` gets each save that changed something. `submitForm` with `partialToken` deletes them. Counted like `submitForm` (per client and form).",
    args: {
      slug: t.arg.string({ required: true }),
      token: t.arg.string({ required: true }),
      data: t.arg({ type: "JSON", required: true }),
      page: t.arg.int({
        description:
          "The page shown, from 1 to the form's page count (`?step=` numbering); the furthest one is kept. 1 when left out.",
      }),
      version: t.arg.int({
        description: "`PublishedForm.version` the respondent started on; absent: the live one.",
      }),
    },
    resolve: async (_root, args, ctx) => {
      try {
        const saved = await withServiceErrors(() =>
          savePartialResponse(ctx.db, {
            slug: args.slug,
            token: args.token,
            data: args.data,
            page: args.page,
            version: args.version,
            graceMs: ctx.versionGraceMs,
            limit: { limiter: ctx.submitLimiter, key: `${ctx.clientAddress}|partial|${args.slug}` },
          }),
        );
        if (saved.queued > 0) ctx.integrations.wakeOutbox();
        return saved.partial;
      } catch (error) {
        if (error instanceof RateLimitedError) {
          throw submitLimitError(
            error.retryAfterSeconds,
            `Too many saves from your address: try again in ${error.retryAfterSeconds} second${error.retryAfterSeconds === 1 ? "" : "s"}`,
          );
        }
        throw error;
      }
    },
  }),
}));
