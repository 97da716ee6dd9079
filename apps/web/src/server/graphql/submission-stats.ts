import {
  type ChoiceFieldStats,
  type DayCount,
  type OptionCount,
  STATS_DEFAULT_DAYS,
  type SubmissionStats,
  submissionStats,
} from "../services/submission-stats";
import { builder } from "./builder";
import { DateTimeFieldStatsType } from "./date-time-field-stats";
import { withServiceErrors } from "./errors";
import { UploadFieldStatsType } from "./upload-field-stats";

const DayCountType = builder.objectRef<DayCount>("DayCount").implement({
  fields: (t) => ({
    date: t.exposeString("date", { description: "The UTC day, `YYYY-MM-DD`." }),
    count: t.exposeInt("count"),
  }),
});

const OptionCountType = builder.objectRef<OptionCount>("OptionCount").implement({
  fields: (t) => ({
    value: t.exposeString("value"),
    label: t.exposeString("label"),
    count: t.exposeInt("count"),
  }),
});

const ChoiceFieldStatsType = builder.objectRef<ChoiceFieldStats>("ChoiceFieldStats").implement({
  description: "How often each option of one choice field was chosen.",
  fields: (t) => ({
    name: t.exposeString("name"),
    label: t.exposeString("label"),
    type: t.exposeString("type"),
    options: t.expose("options", {
      type: [OptionCountType],
      description:
        "Every option any version offered (zero counts included), then values respondents created.",
    }),
  }),
});

export const SubmissionStatsType = builder.objectRef<SubmissionStats>("SubmissionStats").implement({
  fields: (t) => ({
    total: t.exposeInt("total"),
    perDay: t.expose("perDay", {
      type: [DayCountType],
      description: "One entry per UTC day, oldest first, ending today; days with none are 0.",
    }),
    choiceFields: t.expose("choiceFields", { type: [ChoiceFieldStatsType] }),
    uploadFields: t.expose("uploadFields", { type: [UploadFieldStatsType] }),
    dateTimeFields: t.expose("dateTimeFields", {
      type: [DateTimeFieldStatsType],
      description: "Date and time fields: earliest, latest, answers per month or per hour.",
    }),
  }),
});

builder.queryFields((t) => ({
  submissionStats: t.field({
    type: SubmissionStatsType,
    description:
      "Aggregates of a form's submissions for the charts (viewer): per day over the last `days` days, and per option of each choice field.",
    args: {
      formId: t.arg.id({ required: true }),
      days: t.arg.int({ defaultValue: STATS_DEFAULT_DAYS }),
    },
    resolve: (_root, args, ctx) =>
      withServiceErrors(() =>
        submissionStats(ctx.db, { formId: String(args.formId), days: args.days }),
      ),
  }),
}));
