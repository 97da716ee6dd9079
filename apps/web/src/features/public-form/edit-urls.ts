/**
 * The edit link (issue 33 §4) each send of this page answered, by submission
 * id: written by the send chunk (send-via.ts), read by the receipt. Kept
 * here, out of the submit's own code and state, so forms without `editing`
 * carry none of it.
 */
const editUrls = new Map<string, string>();

/** Remembers the edit link a send answered for a submission. */
export function rememberEditUrl(result: { submissionId: string | null; editUrl?: string | null }) {
  if (result.submissionId && result.editUrl) editUrls.set(result.submissionId, result.editUrl);
}

/**
 * The edit link a send of this page answered for a submission, or null.
 *
 * @example
 * editUrlOf(submissionId); // "https://forms.example.com/f/contact?edit=…"
 */
export function editUrlOf(submissionId: string): string | null {
  return editUrls.get(submissionId) ?? null;
}
