import type { FormDocument } from "@formwright/core";
import type {
  EditSubmissionMutation,
  EditSubmissionMutationVariables,
  SubmitFormMutation,
  SubmitFormWithEditUrlMutation,
  SubmitFormWithEditUrlMutationVariables,
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

/**
 * The page's submit (use-submission.ts's SUBMIT_FORM, the same variables)
 * asking for the edit link too. Its own text here: importing the page's
 * would cost every form's first load (the submit's module could no longer be
 * inlined into the form's); send-via.test.tsx checks the two stay alike.
 */
const SUBMIT_WITH_EDIT_URL = /* GraphQL */ `
  mutation SubmitFormWithEditUrl($slug:String! $data:JSON! $idempotencyKey:String! $honeypot:String $fillToken:String $version:Int $resumeToken:String $language:String $captcha:String $partialToken:String $emailVerifications:[String!]){submitForm(slug:$slug data:$data idempotencyKey:$idempotencyKey honeypot:$honeypot fillToken:$fillToken version:$version resumeToken:$resumeToken language:$language captcha:$captcha partialToken:$partialToken emailVerifications:$emailVerifications){submissionId fieldErrors{name message}editUrl}}
`;

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
    result = { submitForm: edited.editSubmission };
  } else {
    const { queuedAt: _queuedAt, ...fields } = entry;
    const send = editing
      ? (captcha: string | null) =>
          browserClient().request<
            SubmitFormWithEditUrlMutation,
            SubmitFormWithEditUrlMutationVariables
          >(SUBMIT_WITH_EDIT_URL, {
            ...fields,
            slug,
            captcha,
          })
      : ask;
    result = protection
      ? await (await import("../protection/captcha-answers")).sendWithCaptcha(slug, send)
      : await send(null);
  }
  rememberEditUrl(result.submitForm);
  return result;
}
