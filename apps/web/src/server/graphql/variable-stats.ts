import {
  type NumericVariableStats,
  numericVariableStats,
  type VariableBucket,
} from "../services/variable-stats";
import { builder } from "./builder";
import { withServiceErrors } from "./errors";
import { SubmissionStatsType } from "./submission-stats";

const VariableBucketType = builder.objectRef<VariableBucket>("VariableBucket").implement({
  description:
    "How many submissions computed a value of one numeric variable in one range (`from` to `to`; a whole number when they are equal).",
  fields: (t) => ({
    label: t.exposeString("label", { description: "`7`, or a range `0–9.5`." }),
    from: t.exposeFloat("from"),
    to: t.exposeFloat("to", { description: "The last range includes its end; the others do not." }),
    count: t.exposeInt("count"),
  }),
});

const NumericVariableStatsType = builder
  .objectRef<NumericVariableStats>("NumericVariableStats")
  .implement({
    description:
      "The distribution of one numeric variable (the document's `variables`) over a form's submissions.",
    fields: (t) => ({
      name: t.exposeString("name"),
      label: t.exposeString("label"),
      answers: t.exposeInt("answers", {
        description: "Submissions whose value of the variable is a number.",
      }),
      min: t.exposeFloat("min"),
      max: t.exposeFloat("max"),
      mean: t.exposeFloat("mean", { description: "Rounded to two decimals." }),
      buckets: t.expose("buckets", {
        type: [VariableBucketType],
        description:
          "One per whole number from min to max when the values are whole and span at most 20, else ten equal ranges; zero counts included.",
      }),
    }),
  });

builder.objectFields(SubmissionStatsType, (t) => ({
  numericVariables: t.field({
    type: [NumericVariableStatsType],
    description:
      "Each variable with a number among its submissions' values, in column order: its values' distribution.",
    resolve: (stats, _args, ctx) =>
      withServiceErrors(() => numericVariableStats(ctx.db, { formId: stats.formId })),
  }),
}));
