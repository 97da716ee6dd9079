/** A problem with one answer, shown at its field. */
export interface FieldError {
  name: string;
  message: string;
}

/** What `submitForm` answers: an id when stored, or the field errors. */
export interface SubmitResult {
  submissionId: string | null;
  fieldErrors: FieldError[];
}
