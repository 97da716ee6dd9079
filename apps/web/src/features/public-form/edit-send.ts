import type {
  EditSubmissionMutation,
  EditSubmissionMutationVariables,
  SubmitFormMutation,
  SubmitFormMutationVariables,
} from "../../graphql/operation-types";
import { EDIT_INPUT } from "../../lib/native-post/native-post-names";

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
 * The send of a form with `editing` (issue 33 §4), in a chunk only such forms
 * load: opened with an edit link, the answers replace the submission's
 * (`editSubmission`, no CAPTCHA: the link is the proof); otherwise the usual
 * submit (`ask`), through the CAPTCHA's send on a protected form.
 *
 * @example
 * const result = await sendEditOrSubmit({ slug, ask, variables, isProtected: false });
 */
export async function sendEditOrSubmit(input: {
  slug: string;
  ask: (captcha: string | null) => Promise<SubmitFormMutation>;
  variables: SubmitFormMutationVariables;
  isProtected: boolean;
}): Promise<SubmitFormMutation> {
  const token = pageEditToken();
  if (token) {
    const { browserClient } = await import("../api/browser-client");
    const result = await browserClient().request<
      EditSubmissionMutation,
      EditSubmissionMutationVariables
    >(EDIT_SUBMISSION, {
      token,
      data: input.variables.data,
      language: input.variables.language ?? null,
    });
    return { submitForm: result.editSubmission };
  }
  if (!input.isProtected) return input.ask(null);
  const { sendWithCaptcha } = await import("../protection/captcha-answers");
  return sendWithCaptcha(input.slug, input.ask);
}
