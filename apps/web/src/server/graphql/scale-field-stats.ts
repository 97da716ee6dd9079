import type { ScaleCount } from "@formwright/core";
import type { ScaleFieldStats } from "../services/scale-field-stats";
import { builder } from "./builder";

const ScaleCountType = builder.objectRef<ScaleCount>("ScaleCount").implement({
  fields: (t) => ({
    value: t.exposeInt("value"),
    count: t.exposeInt("count"),
  }),
});

/** The GraphQL type of one rating or scale field's distribution (`SubmissionStats.scaleFields`). */
export const ScaleFieldStatsType = builder.objectRef<ScaleFieldStats>("ScaleFieldStats").implement({
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
      type: [ScaleCountType],
      description: "One entry per whole number from min to max, zero counts included.",
    }),
  }),
});
