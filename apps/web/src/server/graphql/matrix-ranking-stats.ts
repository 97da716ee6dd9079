import {
  type MatrixColumnCount,
  type MatrixFieldStats,
  type MatrixRowStats,
  matrixFieldStats,
  type RankingFieldStats,
  type RankingOptionStats,
  rankingFieldStats,
} from "../services/matrix-ranking-stats";
import { builder } from "./builder";
import { withServiceErrors } from "./errors";
import { SubmissionStatsType } from "./submission-stats";

const MatrixColumnCountType = builder.objectRef<MatrixColumnCount>("MatrixColumnCount").implement({
  fields: (t) => ({
    value: t.exposeString("value"),
    label: t.exposeString("label"),
    count: t.exposeInt("count"),
  }),
});

const MatrixRowStatsType = builder.objectRef<MatrixRowStats>("MatrixRowStats").implement({
  description: "One row of a matrix: how often each column was chosen in it.",
  fields: (t) => ({
    value: t.exposeString("value"),
    label: t.exposeString("label"),
    columns: t.expose("columns", { type: [MatrixColumnCountType] }),
  }),
});

const MatrixFieldStatsType = builder.objectRef<MatrixFieldStats>("MatrixFieldStats").implement({
  description: "The answers of one matrix field, counted per row and column.",
  fields: (t) => ({
    name: t.exposeString("name"),
    label: t.exposeString("label"),
    multiple: t.exposeBoolean("multiple"),
    rows: t.expose("rows", {
      type: [MatrixRowStatsType],
      description: "Every row any version offered, each with every column (zero counts included).",
    }),
  }),
});

const RankingOptionStatsType = builder
  .objectRef<RankingOptionStats>("RankingOptionStats")
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

const RankingFieldStatsType = builder.objectRef<RankingFieldStats>("RankingFieldStats").implement({
  description: "The mean rank of each option of one ranking field.",
  fields: (t) => ({
    name: t.exposeString("name"),
    label: t.exposeString("label"),
    responses: t.exposeInt("responses", { description: "Submissions that ranked the field." }),
    options: t.expose("options", {
      type: [RankingOptionStatsType],
      description: "Every option any version offered, best (lowest) mean rank first.",
    }),
  }),
});

builder.objectFields(SubmissionStatsType, (t) => ({
  matrixFields: t.field({
    type: [MatrixFieldStatsType],
    description: "Each matrix field's answers counted per row and column (a stacked bar per row).",
    resolve: (stats, _args, ctx) => withServiceErrors(() => matrixFieldStats(ctx.db, stats.formId)),
  }),
  rankingFields: t.field({
    type: [RankingFieldStatsType],
    description: "Each ranking field's mean rank per option.",
    resolve: (stats, _args, ctx) =>
      withServiceErrors(() => rankingFieldStats(ctx.db, stats.formId)),
  }),
}));
