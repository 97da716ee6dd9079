import type { FormDocument } from "@formwright/core";
import type {
  EditSubmissionMutation,
  EditSubmissionMutationVariables,
  SubmitFormMutation,
} from "../../graphql/operation-types";
import { EDIT_INPUT } from "../../lib/native-post/native-post-names";
import { rememberEditUrl } from "./edit-urls";
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

type Answer = SubmitFormMutation & { submitForm: { editUrl?: string | null } };

/**
 * The send of a protected form or of one with `editing` (issue 33), in a
 * chunk only such forms load: on a page opened with an edit link, the
 * answers replace the submission's (`editSubmission`, no CAPTCHA: the link is
 * the proof); otherwise the usual submit (`ask`), asking for the edit link
 * on a form with `editing` and carrying the CAPTCHA's answer on a protected
 * one (see sendWithCaptcha). The edit link is remembered for the receipt
 * (edit-urls.ts).
 *
 * @example
 * const result = await sendVia({ ask, entry, document });
 */
export async function sendVia({
  ask,
  entry,
  document: { slug, protection, editing },
}: {
  ask: (captcha: string | null) => Promise<SubmitFormMutation>;
  entry: OutboxEntry;
  /** The form's document: its slug (the page's), CAPTCHA and editing. */
  document: Pick<FormDocument, "slug" | "protection" | "editing">;
}): Promise<SubmitFormMutation> {
  const token = pageEditToken();
  const { browserClient } = await import("../api/browser-client");
  let result: Answer;
  if (token) {
    const edited = await browserClient().request<
      EditSubmissionMutation,
      EditSubmissionMutationVariables
    >(EDIT_SUBMISSION, { token, data: entry.data, language: entry.language ?? null });
    result = { submitForm: { ...edited.editSubmission, paymentUrl: null } };
  } else {
    const { queuedAt: _queuedAt, ...fields } = entry;
    // The submit's own text, asking for the edit link too (submit-request.ts, lazy as this chunk).
    const { sendSubmit } = editing ? await import("./submit-request") : { sendSubmit: null };
    const send = sendSubmit
      ? (captcha: string | null) => sendSubmit({ ...fields, slug, captcha }, true)
      : ask;
    result = protection
      ? await (await import("../protection/captcha-answers")).sendWithCaptcha(slug, send)
      : await send(null);
  }
  rememberEditUrl(result.submitForm);
  return result;
}
