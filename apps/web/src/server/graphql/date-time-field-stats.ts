import type { DateTimeBucket, DateTimeFieldStats } from "../services/date-time-field-stats";
import { builder } from "./builder";

const DateTimeBucketType = builder.objectRef<DateTimeBucket>("DateTimeBucket").implement({
  fields: (t) => ({
    key: t.exposeString("key", {
      description: "The month (`YYYY-MM`), the year (`YYYY`) or the hour (`HH`).",
    }),
    count: t.exposeInt("count"),
  }),
});

/** The GraphQL type of one date or time field's summary (`SubmissionStats.dateTimeFields`). */
export const DateTimeFieldStatsType = builder
  .objectRef<DateTimeFieldStats>("DateTimeFieldStats")
  .implement({
    description:
      "How many answered one date or time field, the earliest and latest answer, and the answers per month (dates; per year beyond 24 months) or per hour (times).",
    fields: (t) => ({
      name: t.exposeString("name"),
      label: t.exposeString("label"),
      type: t.exposeString("type"),
      answers: t.exposeInt("answers", { description: "Submissions that answered the field." }),
      earliest: t.exposeString("earliest", {
        nullable: true,
        description: "The earliest answer (`YYYY-MM-DD` or `HH:MM`); null without answers.",
      }),
      latest: t.exposeString("latest", { nullable: true, description: "The latest answer." }),
      per: t.exposeString("per", { description: "`month`, `year` or `hour`." }),
      buckets: t.expose("buckets", {
        type: [DateTimeBucketType],
        description:
          "Dates: each month (or year) from the earliest to the latest answer; times: each of the 24 hours. Zero counts included.",
      }),
    }),
  });
