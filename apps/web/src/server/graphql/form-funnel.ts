import { slugSchema } from "@formwright/core";
import { RateLimitedError } from "../services/errors";
import {
  type FormFunnel,
  FUNNEL_DEFAULT_DAYS,
  FUNNEL_MAX_PAGE,
  type FunnelDay,
  type FunnelEvent,
  type FunnelPage,
  formFunnel,
  recordFunnelEvent,
} from "../services/form-funnel";
import { builder } from "./builder";
import { withServiceErrors } from "./errors";
import { submitLimitError } from "./submit-limit";

const FunnelEventType = builder.enumType("FunnelEvent", {
  description:
    "A step of a respondent: VIEW (the form was shown), START (the first answer), PAGE (a later page reached or passed, with its number: reaching page 4 passes pages 2 and 3).",
  values: {
    VIEW: { value: "view" as FunnelEvent },
    START: { value: "start" as FunnelEvent },
    PAGE: { value: "page" as FunnelEvent },
  },
});

const FunnelPageType = builder.objectRef<FunnelPage>("FunnelPage").implement({
  fields: (t) => ({
    page: t.exposeInt("page", { description: "The page's number in the form, from 2." }),
    reached: t.exposeInt("reached", {
      description:
        "Respondents who reached this page or got past it (a page skip logic passed over counts as passed): never more than the page before.",
    }),
  }),
});

const FunnelDayType = builder.objectRef<FunnelDay>("FunnelDay").implement({
  fields: (t) => ({
    date: t.exposeString("date", { description: "The UTC day, `YYYY-MM-DD`." }),
    views: t.exposeInt("views"),
    starts: t.exposeInt("starts"),
    pages: t.expose("pages", { type: [FunnelPageType] }),
    completions: t.exposeInt("completions"),
  }),
});

const FormFunnelType = builder.objectRef<FormFunnel>("FormFunnel").implement({
  description:
    "How far respondents got: views, starts (a first answer), each later page reached and completions (submissions stored), counted per UTC day without cookies or personal data.",
  fields: (t) => ({
    days: t.expose("days", {
      type: [FunnelDayType],
      description: "One entry per UTC day, oldest first, ending today; days with nothing are 0.",
    }),
    views: t.exposeInt("views"),
    starts: t.exposeInt("starts"),
    pages: t.expose("pages", { type: [FunnelPageType], description: "Totals per page, from 2." }),
    completions: t.exposeInt("completions"),
    completionRate: t.exposeFloat("completionRate", {
      nullable: true,
      description:
        "Completions per view (3 decimals); null before any view. Submissions sent without scripts or through the API have no view, so it can exceed 1.",
    }),
    medianSecondsToComplete: t.exposeFloat("medianSecondsToComplete", {
      nullable: true,
      description:
        "Median seconds from the page being served to the submit, over the submissions sent from the form's page; null without any.",
    }),
  }),
});

builder.queryFields((t) => ({
  formFunnel: t.field({
    type: FormFunnelType,
    description: "A form's completion funnel over the last `days` UTC days (viewer).",
    args: {
      formId: t.arg.id({ required: true }),
      days: t.arg.int({ defaultValue: FUNNEL_DEFAULT_DAYS }),
    },
    resolve: (_root, args, ctx) =>
      withServiceErrors(() => formFunnel(ctx.db, { formId: String(args.formId), days: args.days })),
  }),
}));

builder.mutationFields((t) => ({
  recordFormEvent: t.boolean({
    description: `Counts one step of a respondent on a published form (anyone; rate limited per address and form like submitForm). PAGE takes \`page\` (2 to ${FUNNEL_MAX_PAGE}). False when the slug is not a live form.`,
    args: {
      slug: t.arg.string({ required: true }),
      event: t.arg({ type: FunnelEventType, required: true }),
      page: t.arg.int(),
    },
    resolve: async (_root, args, ctx) => {
      // Text that is no slug names no form, and stays out of the limiter's key column.
      if (!slugSchema.safeParse(args.slug).success) return false;
      try {
        return await withServiceErrors(() =>
          recordFunnelEvent(ctx.db, {
            slug: args.slug,
            event: args.event,
            page: args.page,
            limit: { limiter: ctx.submitLimiter, key: `${ctx.clientAddress}|${args.slug}|funnel` },
          }),
        );
      } catch (error) {
        if (error instanceof RateLimitedError) throw submitLimitError(error.retryAfterSeconds);
        throw error;
      }
    },
  }),
}));
