import { listSpamSubmissions, markNotSpam, type SpamRecord } from "../services/spam";
import { auditedAct } from "./audit-act";
import { builder } from "./builder";
import { withServiceErrors } from "./errors";

const SpamSubmissionType = builder.objectRef<SpamRecord>("SpamSubmission").implement({
  description:
    "A submission held for review as possible spam: stored, but not counted, listed or exported with the others until an editor marks it not spam.",
  fields: (t) => ({
    id: t.exposeID("id"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    version: t.exposeInt("version"),
    data: t.field({ type: "JSON", resolve: (s) => s.data }),
    reason: t.exposeString("reason", {
      description:
        "`honeypot`, `filled-too-fast`, `forged-fill-token`, or (a protected form posted without scripts, issue 33) `captcha-missing`, `captcha-invalid`, `captcha-expired`, `captcha-reused` or `captcha-not-configured`.",
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

builder.mutationFields((t) => ({
  markNotSpam: t.field({
    type: "ID",
    description:
      "Moves a submission held for review into the submissions, with its answers, version, time and idempotency key (editor). Answers the submission's id; a second call for the same id: `Spam submission not found`.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) =>
      withServiceErrors(() =>
        auditedAct(
          ctx,
          (tx) => markNotSpam(tx, String(id)),
          (submissionId) => ({
            action: "submission.marked_not_spam",
            target: { kind: "submission", id: submissionId },
            details: { heldAs: String(id) },
          }),
        ),
      ),
  }),
}));
