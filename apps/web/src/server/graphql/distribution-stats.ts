import type { NumberCount } from "@formwright/core";
import { type FieldSummaryOf, fieldSummaries } from "../services/field-summaries/field-summaries";
import { builder } from "./builder";
import { withServiceErrors } from "./errors";
import { SubmissionStatsType } from "./submission-stats";

// The field summaries of kind `distribution` (core's `FieldTypeDocument.summary`),
// under the names the API has always given them (schema.graphql is a contract).

const NumberCountType = builder.objectRef<NumberCount>("ScaleCount").implement({
  fields: (t) => ({
    value: t.exposeInt("value"),
    count: t.exposeInt("count"),
  }),
});

const DistributionStatsType = builder
  .objectRef<FieldSummaryOf<"distribution">>("ScaleFieldStats")
  .implement({
    description:
      "How many answers chose each whole number of one rating or scale field, their mean and, for an NPS scale, the Net Promoter Score.",
    fields: (t) => ({
      name: t.exposeString("name"),
      label: t.exposeString("label"),
      type: t.exposeString("type"),
      min: t.exposeInt("min"),
      max: t.exposeInt("max"),
      answers: t.exposeInt("answers", { description: "Submissions that answered the field." }),
      mean: t.exposeFloat("mean", {
        nullable: true,
        description: "Mean answer, rounded to two decimals; null without answers.",
      }),
      nps: t.exposeInt("nps", {
        nullable: true,
        description:
          "Net Promoter Score (-100 to 100: % of 9-10 minus % of 0-6, halves rounded away from zero) of a scale with preset nps; null otherwise or without answers.",
      }),
      counts: t.expose("counts", {
        type: [NumberCountType],
        description: "One entry per whole number from min to max, zero counts included.",
      }),
    }),
  });

builder.objectFields(SubmissionStatsType, (t) => ({
  scaleFields: t.field({
    type: [DistributionStatsType],
    description: "Rating and scale fields: answers per whole number, mean and NPS.",
    resolve: (stats, _args, ctx) =>
      withServiceErrors(() =>
        fieldSummaries(ctx.db, { formId: stats.formId, kind: "distribution" }),
      ),
  }),
}));
