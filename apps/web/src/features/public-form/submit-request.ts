"use client";

import type {
  SubmitFormMutation,
  SubmitFormMutationVariables,
} from "../../graphql/operation-types";
import { INVITE_INPUT } from "../../lib/native-post/native-post-names";
import { browserClient } from "../api/browser-client";

// Loaded with the GraphQL client (when the respondent starts filling in, at the
// latest on send), not in the page's first load: there every byte counts (BENCHMARKS 1d).
const SUBMIT_FORM = /* GraphQL */ `
  mutation SubmitForm($slug:String! $data:JSON! $idempotencyKey:String! $honeypot:String $fillToken:String $version:Int $resumeToken:String $language:String $captcha:String $partialToken:String $emailVerifications:[String!] $invite:String){submitForm(slug:$slug data:$data idempotencyKey:$idempotencyKey honeypot:$honeypot fillToken:$fillToken version:$version resumeToken:$resumeToken language:$language captcha:$captcha partialToken:$partialToken emailVerifications:$emailVerifications invite:$invite){submissionId paymentUrl fieldErrors{name message}}}
`;

/**
 * The single-use link's token the server put in the form (issue 33 §3), read
 * where the submit is built: the page of a link carries it, others have none.
 */
function inviteOfPage(): string | null {
  const input = document.querySelector<HTMLInputElement>(`input[name="${INVITE_INPUT}"]`);
  return input?.value || null;
}

/** The same submit asking for the edit link too (a form with `editing`, issue 33 §4). */
const SUBMIT_WITH_EDIT_URL = SUBMIT_FORM.replace(
  "mutation SubmitForm(",
  "mutation SubmitFormWithEditUrl(",
).replace("fieldErrors{name message}}}", "fieldErrors{name message}editUrl}}");

/** What the submit answers; `editUrl` when asked for. */
export type SubmitAnswer = SubmitFormMutation & { submitForm: { editUrl?: string | null } };

/**
 * Sends `submitForm` with these variables (and the page's single-use link, if
 * any); with `withEditUrl`, asking for the edit link too.
 */
export function sendSubmit(
  variables: Omit<SubmitFormMutationVariables, "invite">,
  withEditUrl = false,
): Promise<SubmitAnswer> {
  return browserClient().request<SubmitAnswer, SubmitFormMutationVariables>(
    withEditUrl ? SUBMIT_WITH_EDIT_URL : SUBMIT_FORM,
    { ...variables, invite: inviteOfPage() },
  );
}
