import { type FieldSummaryOf, fieldSummaries } from "../services/field-summaries/field-summaries";
import { builder } from "./builder";
import { withServiceErrors } from "./errors";
import { SubmissionStatsType } from "./submission-stats";

// The field summaries of kind `statistics` (core's `FieldTypeDocument.summary`).

const NumberFieldStatsType = builder
  .objectRef<FieldSummaryOf<"statistics">>("NumberFieldStats")
  .implement({
    description:
      "The numbers one field's answers gave: how many, lowest, highest, mean, median and sum (null without answers).",
    fields: (t) => ({
      name: t.exposeString("name"),
      label: t.exposeString("label"),
      type: t.exposeString("type"),
      answers: t.exposeInt("answers", { description: "Submissions that answered with a number." }),
      min: t.exposeFloat("min", { nullable: true }),
      max: t.exposeFloat("max", { nullable: true }),
      mean: t.exposeFloat("mean", { nullable: true, description: "Rounded to two decimals." }),
      median: t.exposeFloat("median", {
        nullable: true,
        description: "The middle answer; the mean of the two middle ones for an even count.",
      }),
      sum: t.exposeFloat("sum", { nullable: true }),
    }),
  });

builder.objectFields(SubmissionStatsType, (t) => ({
  numberFields: t.field({
    type: [NumberFieldStatsType],
    description: "Number fields: how many answered, lowest, highest, mean, median and sum.",
    resolve: (stats, _args, ctx) =>
      withServiceErrors(() => fieldSummaries(ctx.db, { formId: stats.formId, kind: "statistics" })),
  }),
}));
