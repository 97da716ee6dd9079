import type { UploadFieldStats } from "../services/respondent-files/upload-field-stats";
import { builder } from "./builder";

/** One file or signature field's summary in `submissionStats { uploadFields }`. */
export const UploadFieldStatsType = builder
  .objectRef<UploadFieldStats>("UploadFieldStats")
  .implement({
    description:
      "How many submissions answered one file or signature field, and how many files they sent.",
    fields: (t) => ({
      name: t.exposeString("name"),
      label: t.exposeString("label"),
      type: t.exposeString("type"),
      answered: t.exposeInt("answered", {
        description: "Submissions with at least one file, or a signature drawn or typed.",
      }),
      files: t.exposeInt("files", {
        description: "Files sent: every file of a file field; the drawings of a signature field.",
      }),
    }),
  });
