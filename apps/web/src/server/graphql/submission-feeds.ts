import {
  createSubmissionFeed,
  listSubmissionFeeds,
  MAX_FEEDS_PER_FORM,
  revokeSubmissionFeed,
  type SubmissionFeed,
} from "../services/submission-feeds/submission-feeds";
import type { AuditAct } from "./audit-act";
import { auditedAct } from "./audit-act";
import { builder } from "./builder";
import { withServiceErrors } from "./errors";

const SubmissionFeedType = builder.objectRef<SubmissionFeed>("SubmissionFeed").implement({
  description:
    "A live spreadsheet feed of a form (issue 35 §3): a secret link, `/api/feeds/<token>.csv`, that serves the form's CSV (the columns and rows of the CSV download) without signing in, for Google Sheets' IMPORTDATA, Excel's Power Query and LibreOffice's linked sheets. The server keeps only its token's hash.",
  fields: (t) => ({
    id: t.exposeID("id"),
    formId: t.exposeID("formId"),
    url: t.exposeString("url", {
      nullable: true,
      description:
        "`<public url>/api/feeds/<token>.csv`, absolute: only in the answer of `createSubmissionFeed` (the token is not kept), null elsewhere.",
    }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    createdByEmail: t.exposeString("createdByEmail", {
      nullable: true,
      description:
        "Who created it; null when an API key or the admin token did, or the user was deleted.",
    }),
    revokedAt: t.expose("revokedAt", {
      type: "DateTime",
      nullable: true,
      description:
        "When it was revoked (`revokeSubmissionFeed`): its link answers 404 from then on. Null while it works.",
    }),
  }),
});

/**
 * The act as the audit log records it: the feed and its form (its workspace
 * comes from the operation's target, see audit-act.ts).
 */
function feedAct(
  action: "submission_feed.created" | "submission_feed.revoked",
  feed: SubmissionFeed,
): AuditAct {
  return {
    action,
    target: { kind: "submission_feed", id: feed.id },
    details: { formId: feed.formId },
  };
}

builder.queryFields((t) => ({
  submissionFeeds: t.field({
    type: [SubmissionFeedType],
    description:
      "A form's spreadsheet feeds, revoked ones too, oldest first (editor, in the form's workspace). Their `url` is null: it is shown once, by `createSubmissionFeed`.",
    args: { formId: t.arg.id({ required: true }) },
    resolve: (_root, { formId }, ctx) =>
      withServiceErrors(() => listSubmissionFeeds(ctx.db, String(formId))),
  }),
}));

builder.mutationFields((t) => ({
  createSubmissionFeed: t.field({
    type: SubmissionFeedType,
    description: `Creates a spreadsheet feed of the form (editor, in the form's workspace, as for webhooks): its \`url\` is answered only here. At most ${MAX_FEEDS_PER_FORM} live feeds per form (BAD_USER_INPUT beyond). Audited as \`submission_feed.created\`.`,
    args: { formId: t.arg.id({ required: true }) },
    resolve: async (_root, { formId }, ctx) => {
      const actor = await ctx.actor();
      return withServiceErrors(() =>
        auditedAct(
          ctx,
          (tx) =>
            createSubmissionFeed(tx, {
              formId: String(formId),
              createdBy: actor?.kind === "user" ? actor.userId : null,
              publicUrl: ctx.publicUrl,
            }),
          (feed) => feedAct("submission_feed.created", feed),
        ),
      );
    },
  }),
  revokeSubmissionFeed: t.field({
    type: SubmissionFeedType,
    description:
      "Revokes a spreadsheet feed (editor, in its form's workspace): its link answers 404 (as an unknown one) from the next request on. Revoking it again changes nothing. Unknown id: NOT_FOUND. Audited as `submission_feed.revoked`.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      const { feed } = await withServiceErrors(() =>
        auditedAct(
          ctx,
          (tx) => revokeSubmissionFeed(tx, String(id)),
          // Revoking again changes nothing, and records nothing.
          ({ feed, changed }) => (changed ? feedAct("submission_feed.revoked", feed) : null),
        ),
      );
      return feed;
    },
  }),
}));
