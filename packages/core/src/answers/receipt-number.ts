/**
 * The receipt number shown to a respondent for a submission id. Ids are
 * UUIDv7: their first characters are a timestamp shared by every submission
 * of the same minute, their last twelve are random. The receipt is those
 * twelve, upper case, in groups of four (`3F9A-0C21-77BE`): short enough to
 * read out, and the end of the id an admin sees in the submission's details.
 * The receipt page and the respondent's mailed copy both show it.
 *
 * @example
 * receiptNumber("01932c6e-8f4a-7b21-9c3d-3f9a0c2177be"); // "3F9A-0C21-77BE"
 */
export function receiptNumber(submissionId: string): string {
  const tail = submissionId.replaceAll("-", "").slice(-12).toUpperCase();
  return tail.match(/.{1,4}/g)?.join("-") ?? tail;
}
