import type { CrossTabSummary } from "@formwright/core";
import { type FieldSummaryOf, fieldSummaries } from "../services/field-summaries/field-summaries";
import { builder } from "./builder";
import { withServiceErrors } from "./errors";
import { SubmissionStatsType } from "./submission-stats";

// The field summaries of kind `cross-tab` (core's `FieldTypeDocument.summary`),
// under the names the API has always given them (schema.graphql is a contract).

type CrossTabRow = CrossTabSummary["rows"][number];

const CrossTabCountType = builder
  .objectRef<CrossTabRow["columns"][number]>("MatrixColumnCount")
  .implement({
    fields: (t) => ({
      value: t.exposeString("value"),
      label: t.exposeString("label"),
      count: t.exposeInt("count"),
    }),
  });

const CrossTabRowType = builder.objectRef<CrossTabRow>("MatrixRowStats").implement({
  description: "One row of a matrix: how often each column was chosen in it.",
  fields: (t) => ({
    value: t.exposeString("value"),
    label: t.exposeString("label"),
    columns: t.expose("columns", { type: [CrossTabCountType] }),
  }),
});

const CrossTabStatsType = builder
  .objectRef<FieldSummaryOf<"cross-tab">>("MatrixFieldStats")
  .implement({
    description: "The answers of one matrix field, counted per row and column.",
    fields: (t) => ({
      name: t.exposeString("name"),
      label: t.exposeString("label"),
      multiple: t.exposeBoolean("multiple"),
      rows: t.expose("rows", {
        type: [CrossTabRowType],
        description:
          "Every row any version offered, each with every column (zero counts included).",
      }),
    }),
  });

builder.objectFields(SubmissionStatsType, (t) => ({
  matrixFields: t.field({
    type: [CrossTabStatsType],
    description: "Each matrix field's answers counted per row and column (a stacked bar per row).",
    resolve: (stats, _args, ctx) =>
      withServiceErrors(() => fieldSummaries(ctx.db, { formId: stats.formId, kind: "cross-tab" })),
  }),
}));
