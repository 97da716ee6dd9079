import { listSpamSubmissions, type SpamRecord } from "../services/spam";
import { builder } from "./builder";
import { withServiceErrors } from "./errors";

const SpamSubmissionType = builder.objectRef<SpamRecord>("SpamSubmission").implement({
  description:
    "A submission caught as spam: stored, but never counted, listed or exported with the others.",
  fields: (t) => ({
    id: t.exposeID("id"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    version: t.exposeInt("version"),
    data: t.field({ type: "JSON", resolve: (s) => s.data }),
    reason: t.exposeString("reason", {
      description: "`honeypot`, `filled-too-fast` or `forged-fill-token`.",
    }),
  }),
});

builder.queryFields((t) => ({
  spamSubmissions: t.field({
    type: [SpamSubmissionType],
    description: "Submissions of a form caught as spam, newest first (viewer).",
    args: { formSlug: t.arg.string({ required: true }), first: t.arg.int({ defaultValue: 50 }) },
    resolve: (_root, args, ctx) => withServiceErrors(() => listSpamSubmissions(ctx.db, args)),
  }),
}));
