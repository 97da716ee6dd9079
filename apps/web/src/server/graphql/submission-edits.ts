import { LANGUAGE_TAG_MAX_LENGTH } from "@formwright/core";
import { GraphQLError } from "graphql";
import type { EditLinkTarget } from "../services/submission-edits/edit-links";
import { editLinkTarget, editSubmission } from "../services/submission-edits/edit-submission";
import { revisionsLoader, type SubmissionRevision } from "../services/submission-edits/revisions";
import { builder } from "./builder";
import type { GraphQLContext } from "./context";
import { withServiceErrors } from "./errors";
import { SubmissionType, SubmitResultType } from "./submissions";
import { submitLimitError } from "./submit-limit";

const SubmissionRevisionType = builder
  .objectRef<SubmissionRevision>("SubmissionRevision")
  .implement({
    description:
      "Answers a submission had before the respondent edited them through their edit link (issue 33 §4).",
    fields: (t) => ({
      data: t.field({ type: "JSON", resolve: (revision) => revision.data }),
      createdAt: t.expose("createdAt", {
        type: "DateTime",
        description: "When these answers were sent: the submit, or the edit before.",
      }),
      replacedAt: t.expose("replacedAt", {
        type: "DateTime",
        description: "When an edit replaced them.",
      }),
      version: t.exposeInt("version", { description: "The published version they answered." }),
    }),
  });

const loaders = new WeakMap<GraphQLContext, ReturnType<typeof revisionsLoader>>();

/** The request's revisions loader. */
function loaderOf(ctx: GraphQLContext): ReturnType<typeof revisionsLoader> {
  let loader = loaders.get(ctx);
  if (!loader) {
    loader = revisionsLoader(ctx.db);
    loaders.set(ctx, loader);
  }
  return loader;
}

builder.objectField(SubmissionType, "revisions", (t) =>
  t.field({
    type: [SubmissionRevisionType],
    description:
      "The answers each edit replaced, oldest first (the first is what was submitted); `data` is the current answers. Empty for a submission never edited.",
    // One query for a page of submissions (a loader per request).
    resolve: (submission, _args, ctx) => loaderOf(ctx)(submission.id),
  }),
);

const SubmissionToEditType = builder.objectRef<EditLinkTarget>("SubmissionToEdit").implement({
  description:
    "The answers an edit link opens (issue 33 §4), for the form's page to show pre-filled.",
  fields: (t) => ({
    answers: t.field({ type: "JSON", resolve: (target) => target.data }),
    expiresAt: t.expose("expiresAt", {
      type: "DateTime",
      description: "When the link stops working: `editing.allowedForDays` after the submit.",
    }),
    language: t.exposeString("language", {
      nullable: true,
      description: "The language the answers were sent in, when the form has several.",
    }),
  }),
});

builder.queryFields((t) => ({
  submissionToEdit: t.field({
    type: SubmissionToEditType,
    description:
      'The current answers of the submission an edit link names (`/f/<slug>?edit=<token>`), for the page to show them pre-filled. Unknown token, or one of another form: `NOT_FOUND` ("This edit link is not valid."); past its time: `EDIT_LINK_EXPIRED` ("This edit link has expired.").',
    args: {
      slug: t.arg.string({ required: true }),
      token: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      withServiceErrors(() => editLinkTarget(ctx.db, { token: args.token, slug: args.slug })),
  }),
}));

builder.mutationFields((t) => ({
  editSubmission: t.field({
    type: SubmitResultType,
    description:
      'Replaces a submission\'s answers through its edit link (`SubmitResult.editUrl`, a form with `editing`): checked exactly as `submitForm` checks them (field errors are data; nothing changes with any), the answers replaced kept in `Submission.revisions`, variables and ending computed again, a `submission.updated` webhook event queued. Unknown token: `NOT_FOUND` ("This edit link is not valid."); past `editing.allowedForDays` from the submit: `EDIT_LINK_EXPIRED` ("This edit link has expired."); a form unpublished, closed, or without `editing` any more: `FORM_CLOSED`. Counted against the submit rate limit per client address (`RATE_LIMITED`, as `submitForm`).',
    args: {
      token: t.arg.string({
        required: true,
        description: "The `edit` parameter of the edit link.",
      }),
      data: t.arg({ type: "JSON", required: true }),
      language: t.arg.string({
        description:
          "The language (BCP 47) the respondent filled the form in (as `submitForm`); absent: the one they submitted in.",
      }),
    },
    resolve: (_root, args, ctx) => {
      if (args.language && args.language.length > LANGUAGE_TAG_MAX_LENGTH) {
        throw new GraphQLError(
          `language must be a BCP 47 language tag of at most ${LANGUAGE_TAG_MAX_LENGTH} characters`,
          { extensions: { code: "BAD_USER_INPUT" } },
        );
      }
      return withServiceErrors(async () => {
        // Counted as submits are, per client address (the form is known only from the token).
        const decision = await ctx.submitLimiter.consume(`${ctx.clientAddress}|edit`);
        if (!decision.allowed) throw submitLimitError(decision.retryAfterSeconds);
        return editSubmission(ctx.db, {
          token: args.token,
          data: args.data,
          language: args.language,
        });
      });
    },
  }),
}));
