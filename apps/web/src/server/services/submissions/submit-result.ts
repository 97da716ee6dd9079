import type { ChosenEnding } from "@formwright/core";

/** A problem with one answer, shown at its field. */
export interface FieldError {
  name: string;
  message: string;
  /** What kind of problem, for clients: `EMAIL_NOT_VERIFIED` (issue 33 §2); absent for a rule's message. */
  code?: string;
}

/** What `submitForm` answers: an id when stored, or the field errors. */
export interface SubmitResult {
  submissionId: string | null;
  fieldErrors: FieldError[];
  /** The ending the answers chose (issue 32 §3), when the form has endings and one holds. */
  ending?: ChosenEnding | null;
  /**
   * Where the respondent may change these answers (issue 33 §4): the path
   * `/f/<slug>?edit=<token>` of a new edit link, on a form with `editing`
   * (never for answers held for spam review). The API puts the public origin before it.
   */
  editPath?: string;
  /**
   * Where the respondent pays (issue 36): Stripe Checkout for answers stored
   * with a pending payment. Absent when there is nothing to pay.
   */
  paymentUrl?: string;
}
