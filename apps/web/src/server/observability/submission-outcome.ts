import type { SubmissionOutcome } from "./metrics";

/** The label pair a submission is counted under. */
export interface CountedSubmission {
  outcome: SubmissionOutcome;
  /** `stored`; `invalid` (field errors); or the refusal's error code in lower case (`rate_limited`, `form_closed`, `version_expired`, `conflict`, …). */
  reason: string;
}

/** What a submit answered: the service's result, or the code of the error it was refused with. */
export function countedSubmission(
  answer: { submissionId?: string | null } | { errorCode: string },
): CountedSubmission {
  if ("errorCode" in answer) return { outcome: "refused", reason: answer.errorCode.toLowerCase() };
  // Without an id and without an error, the answers were refused with field
  // errors (whether or not the caller asked to see them).
  return answer.submissionId
    ? { outcome: "accepted", reason: "stored" }
    : { outcome: "refused", reason: "invalid" };
}
