import { z } from "zod";

/** Longest retention a form may set, in days (ten years): longer is kept until deleted by hand. */
export const RETENTION_MAX_DAYS = 3650;

/**
 * How long a form keeps what respondents sent: submissions (held ones too),
 * their files, saved drafts and unfinished answers older than
 * `deleteAfterDays` are deleted by the server's daily retention job. Without
 * `retention` a form keeps them until someone deletes them.
 *
 * @example
 * retentionSchema.parse({ deleteAfterDays: 90 });
 */
export const retentionSchema = z.strictObject({
  deleteAfterDays: z.int().min(1).max(RETENTION_MAX_DAYS),
});

/** The `retention` of a document. */
export type Retention = z.infer<typeof retentionSchema>;
