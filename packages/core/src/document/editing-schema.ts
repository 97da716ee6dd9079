import { z } from "zod";

/** Longest time a form may let respondents edit their answers after sending, in days (a year). */
export const EDITING_MAX_DAYS = 365;

/**
 * Edit after sending (issue 33 §4): a stored submission answers an edit link
 * (`SubmitResult.editUrl`, `/f/<slug>?edit=<token>`, also in the receipt mail)
 * through which the respondent may change their answers for
 * `allowedForDays` days from the submit. Each edit keeps the answers it
 * replaces as a revision.
 *
 * @example
 * editingSchema.parse({ allowedForDays: 7 });
 */
export const editingSchema = z.strictObject({
  allowedForDays: z.int().min(1).max(EDITING_MAX_DAYS),
});

/** The `editing` of a document. */
export type Editing = z.infer<typeof editingSchema>;
