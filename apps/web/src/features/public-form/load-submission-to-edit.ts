import type { FormDocument } from "@formwright/core";
import type {
  SubmissionToEditQuery,
  SubmissionToEditQueryVariables,
} from "../../graphql/operation-types";
import { internalClient } from "../api/internal-client";
import { carryOverAnswers } from "./load-resumed-draft";

const TO_EDIT_QUERY = /* GraphQL */ `
  query SubmissionToEdit($slug: String!, $token: String!) {
    submissionToEdit(slug: $slug, token: $token) { answers expiresAt }
  }
`;

/**
 * What an edit link (`?edit=<token>`, issue 33 §4) opens: the submission's
 * answers that fit the version shown, or why there are none (`expired`,
 * `invalid`), known before the respondent types anything.
 */
export type SubmissionToEdit =
  | { status: "ok"; answers: Record<string, unknown> }
  | { status: "expired" | "invalid" };

/**
 * Reads the submission behind an edit link through the API, as the page
 * reads the form itself.
 *
 * @example
 * const opened = await loadSubmissionToEdit({ slug: "contact", token, document });
 */
export async function loadSubmissionToEdit(input: {
  slug: string;
  token: string;
  document: FormDocument;
}): Promise<SubmissionToEdit> {
  const { data, errors } = await internalClient().request<
    SubmissionToEditQuery,
    SubmissionToEditQueryVariables
  >(TO_EDIT_QUERY, { slug: input.slug, token: input.token });
  const found = data?.submissionToEdit;
  if (found) return { status: "ok", answers: carryOverAnswers(input.document, found.answers) };
  return { status: errors?.[0]?.extensions?.code === "EDIT_LINK_EXPIRED" ? "expired" : "invalid" };
}
