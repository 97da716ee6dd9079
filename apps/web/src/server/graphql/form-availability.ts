import { type LiveAvailability, liveAvailability } from "../services/form-availability";
import { loadVersion } from "../services/published-forms";
import { builder } from "./builder";
import { FormType, PublishedFormType } from "./forms";

type ClosedReason = "notYetOpen" | "closed" | "full";

const FormClosedReasonType = builder.enumType("FormClosedReason", {
  description:
    "Why a form takes no answers: NOT_YET_OPEN (before `opensAt`), CLOSED (from `closesAt`), FULL (`maxSubmissions` reached).",
  values: {
    NOT_YET_OPEN: { value: "notYetOpen" as ClosedReason },
    CLOSED: { value: "closed" as ClosedReason },
    FULL: { value: "full" as ClosedReason },
  },
});

const FormAvailabilityType = builder.objectRef<LiveAvailability>("FormAvailability").implement({
  description:
    "Whether the live version takes answers now, from its document's `availability` (opensAt, closesAt, maxSubmissions).",
  fields: (t) => ({
    isOpen: t.exposeBoolean("isOpen"),
    reason: t.field({
      type: FormClosedReasonType,
      nullable: true,
      resolve: (a) => (a.isOpen ? null : a.reason),
    }),
    message: t.string({
      nullable: true,
      description: "What respondents see instead of the form: its `closedMessage`, or the default.",
      resolve: (a) => (a.isOpen ? null : a.message),
    }),
    opensAt: t.string({ nullable: true, resolve: (a) => a.opensAt ?? null }),
    closesAt: t.string({ nullable: true, resolve: (a) => a.closesAt ?? null }),
    maxSubmissions: t.int({ nullable: true, resolve: (a) => a.maxSubmissions ?? null }),
  }),
});

builder.objectFields(PublishedFormType, (t) => ({
  availability: t.field({
    type: FormAvailabilityType,
    description: "Whether the form takes answers now; when not, the page shows `message` instead.",
    resolve: (f, _args, ctx) => liveAvailability(ctx.db, f),
  }),
}));

builder.objectFields(FormType, (t) => ({
  availability: t.field({
    type: FormAvailabilityType,
    nullable: true,
    description: "Whether the live version takes answers now (null while none is live).",
    resolve: async (f, _args, ctx) => {
      if (f.publishedVersion == null) return null;
      const live = await loadVersion(ctx.db, {
        formId: f.id,
        slug: f.slug,
        version: f.publishedVersion,
      });
      return live ? liveAvailability(ctx.db, live) : null;
    },
  }),
}));
