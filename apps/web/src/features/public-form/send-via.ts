import type {
  EditSubmissionMutation,
  EditSubmissionMutationVariables,
  SubmitFormMutation,
} from "../../graphql/operation-types";
import { EDIT_INPUT } from "../../lib/native-post/native-post-names";
import type { OutboxEntry } from "./offline-outbox";

const EDIT_SUBMISSION = /* GraphQL */ `
  mutation EditSubmission($token: String!, $data: JSON!, $language: String) {
    editSubmission(token: $token, data: $data, language: $language) {
      submissionId
      fieldErrors { name message }
      editUrl
    }
  }
`;

/** The edit link's token of the page (the hidden input the edit page renders), or null. */
export function pageEditToken(): string | null {
  const input = document.querySelector<HTMLInputElement>(`input[name="${EDIT_INPUT}"]`);
  return input?.value || null;
}

/**
 * The send of a protected form or of one with `editing` (issue 33), in a
 * chunk only such forms load: on a page opened with an edit link, the
 * answers replace the submission's (`editSubmission`, no CAPTCHA: the link is
 * the proof); otherwise the usual submit (`ask`), with the CAPTCHA's answer
 * on a protected form (see sendWithCaptcha).
 *
 * @example
 * const result = await sendVia("contact", ask, entry, document.protection);
 */
export async function sendVia(
  slug: string,
  ask: (captcha: string | null) => Promise<SubmitFormMutation>,
  entry: Pick<OutboxEntry, "data" | "language">,
  protection: unknown,
): Promise<SubmitFormMutation> {
  const token = pageEditToken();
  if (token) {
    const { browserClient } = await import("../api/browser-client");
    const result = await browserClient().request<
      EditSubmissionMutation,
      EditSubmissionMutationVariables
    >(EDIT_SUBMISSION, { token, data: entry.data, language: entry.language ?? null });
    return { submitForm: result.editSubmission };
  }
  if (!protection) return ask(null);
  const { sendWithCaptcha } = await import("../protection/captcha-answers");
  return sendWithCaptcha(slug, ask);
}
