import { retentionDaysOf } from "../services/retention/form-retention";
import { builder } from "./builder";
import { FormType } from "./forms";

builder.objectFields(FormType, (t) => ({
  retentionDays: t.int({
    nullable: true,
    description:
      "Days after which answers are deleted: `retention.deleteAfterDays` of the newest published version; null when answers are kept until deleted.",
    resolve: (f, _args, ctx) => retentionDaysOf(ctx.db, f.id),
  }),
}));
