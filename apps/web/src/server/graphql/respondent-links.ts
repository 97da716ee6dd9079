import {
  createRespondentLinks,
  listRespondentLinks,
  MAX_LINKS_PER_CALL,
  type RespondentLink,
  type RespondentLinkStatus,
  respondentLinkStatusBySlug,
  revokeRespondentLink,
} from "../services/respondent-links/respondent-links";
import { auditedAct } from "./audit-act";
import { builder } from "./builder";
import { withServiceErrors } from "./errors";

const RespondentLinkType = builder.objectRef<RespondentLink>("RespondentLink").implement({
  description:
    "A single-use link to a form (`/f/<slug>?invite=<token>`, issue 33 §3): it takes one submission. The server keeps only its token's hash.",
  fields: (t) => ({
    id: t.exposeID("id"),
    url: t.exposeString("url", {
      nullable: true,
      description:
        "`<public url>/f/<slug>?invite=<token>`: only in the answer of `createRespondentLinks` (the token is not kept), null elsewhere.",
    }),
    email: t.exposeString("email", {
      nullable: true,
      description: "The address the link was made for (lower case); null for an anonymous link.",
    }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    usedAt: t.expose("usedAt", {
      type: "DateTime",
      nullable: true,
      description: "When it took its submission; null while unused.",
    }),
    revokedAt: t.expose("revokedAt", {
      type: "DateTime",
      nullable: true,
      description: "When it was revoked (`revokeRespondentLink`); null otherwise.",
    }),
    submissionId: t.exposeID("submissionId", {
      nullable: true,
      description: "The submission it took.",
    }),
  }),
});

const RespondentLinkStatusType = builder.enumType("RespondentLinkStatus", {
  description:
    "Where a single-use link stands: VALID (takes a submission), USED, REVOKED, or UNKNOWN (no such link for the form).",
  values: {
    VALID: { value: "valid" as RespondentLinkStatus },
    USED: { value: "used" as RespondentLinkStatus },
    REVOKED: { value: "revoked" as RespondentLinkStatus },
    UNKNOWN: { value: "unknown" as RespondentLinkStatus },
  },
});

builder.queryFields((t) => ({
  respondentLinks: t.field({
    type: [RespondentLinkType],
    description:
      "A form's single-use links, oldest first (editor). Their `url` is null: it is shown once, by `createRespondentLinks`.",
    args: { formId: t.arg.id({ required: true }) },
    resolve: (_root, { formId }, ctx) =>
      withServiceErrors(() => listRespondentLinks(ctx.db, String(formId))),
  }),
  respondentLinkStatus: t.field({
    type: RespondentLinkStatusType,
    description:
      "Whether the single-use link `token` (`?invite=`) of the form `slug` takes a submission: the page says so before the respondent types anything.",
    args: {
      slug: t.arg.string({ required: true }),
      token: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      withServiceErrors(() => respondentLinkStatusBySlug(ctx.db, args)),
  }),
}));

builder.mutationFields((t) => ({
  createRespondentLinks: t.field({
    type: [RespondentLinkType],
    description: `Makes single-use links to the form (editor): \`count\` anonymous ones, or one per address of \`emails\` (an address listed twice gets one). Give one of the two, at most ${MAX_LINKS_PER_CALL} links per call; otherwise BAD_USER_INPUT naming what was wrong. Each \`url\` is answered only here.`,
    args: {
      formId: t.arg.id({ required: true }),
      count: t.arg.int(),
      emails: t.arg.stringList(),
    },
    resolve: (_root, args, ctx) =>
      withServiceErrors(() =>
        auditedAct(
          ctx,
          (tx) =>
            createRespondentLinks(tx, {
              formId: String(args.formId),
              count: args.count,
              emails: args.emails,
              publicUrl: ctx.publicUrl,
            }),
          // How many, never the links or the addresses.
          (links) => ({
            action: "respondent_links.created",
            target: { kind: "form", id: String(args.formId) },
            details: { count: links.length, personal: (args.emails?.length ?? 0) > 0 },
          }),
        ),
      ),
  }),
  revokeRespondentLink: t.field({
    type: RespondentLinkType,
    description:
      "Revokes a single-use link (editor): it takes no submission from now on; one it took stays. Unknown id: NOT_FOUND.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) =>
      withServiceErrors(() =>
        auditedAct(
          ctx,
          (tx) => revokeRespondentLink(tx, String(id)),
          (link) => ({
            action: "respondent_link.revoked",
            target: { kind: "respondent_link", id: link.id },
          }),
        ),
      ),
  }),
}));
