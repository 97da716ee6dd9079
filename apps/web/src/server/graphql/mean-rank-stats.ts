import type { MeanRankSummary } from "@formwright/core";
import { type FieldSummaryOf, fieldSummaries } from "../services/field-summaries/field-summaries";
import { builder } from "./builder";
import { withServiceErrors } from "./errors";
import { SubmissionStatsType } from "./submission-stats";

// The field summaries of kind `mean-rank` (core's `FieldTypeDocument.summary`),
// under the names the API has always given them (schema.graphql is a contract).

const MeanRankOptionType = builder
  .objectRef<MeanRankSummary["options"][number]>("RankingOptionStats")
  .implement({
    fields: (t) => ({
      value: t.exposeString("value"),
      label: t.exposeString("label"),
      meanRank: t.exposeFloat("meanRank", {
        nullable: true,
        description:
          "The mean position (1 = first), rounded to 2 decimals; null when never ranked.",
      }),
      count: t.exposeInt("count", { description: "How many answers ranked it." }),
    }),
  });

const MeanRankStatsType = builder
  .objectRef<FieldSummaryOf<"mean-rank">>("RankingFieldStats")
  .implement({
    description: "The mean rank of each option of one ranking field.",
    fields: (t) => ({
      name: t.exposeString("name"),
      label: t.exposeString("label"),
      responses: t.exposeInt("responses", { description: "Submissions that ranked the field." }),
      options: t.expose("options", {
        type: [MeanRankOptionType],
        description: "Every option any version offered, best (lowest) mean rank first.",
      }),
    }),
  });

builder.objectFields(SubmissionStatsType, (t) => ({
  rankingFields: t.field({
    type: [MeanRankStatsType],
    description: "Each ranking field's mean rank per option.",
    resolve: (stats, _args, ctx) =>
      withServiceErrors(() => fieldSummaries(ctx.db, { formId: stats.formId, kind: "mean-rank" })),
  }),
}));
