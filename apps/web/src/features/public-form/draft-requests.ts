import type { QueryClientError } from "@formwright/query-client";
import type {
  EmailDraftLinkMutation,
  EmailDraftLinkMutationVariables,
  SaveDraftMutation,
  SaveDraftMutationVariables,
} from "../../graphql/operation-types";
import { browserClient } from "../api/browser-client";
import type { StoredDraftLink } from "./draft-link-storage";

// "Save and continue later"'s requests: a chunk the page loads when a respondent
// saves or mails a link (use-save-draft.ts), not with every form.

const SAVE_DRAFT = /* GraphQL */ `
  mutation SaveDraft($slug: String!, $version: Int!, $answers: JSON!, $resumeToken: String, $step: Int) {
    saveDraft(slug: $slug, version: $version, answers: $answers, resumeToken: $resumeToken, step: $step) {
      resumeToken
      resumeUrl
      expiresAt
    }
  }
`;

const EMAIL_DRAFT_LINK = /* GraphQL */ `
  mutation EmailDraftLink($slug: String!, $resumeToken: String!, $email: String!) {
    emailDraftLink(slug: $slug, resumeToken: $resumeToken, email: $email)
  }
`;

/** Saves the answers as a draft; answers its link. */
export async function saveDraft(variables: SaveDraftMutationVariables): Promise<StoredDraftLink> {
  const result = await browserClient().request<SaveDraftMutation, SaveDraftMutationVariables>(
    SAVE_DRAFT,
    variables,
  );
  return result.saveDraft;
}

/** Mails the draft's link to the respondent. */
export async function emailDraftLink(variables: EmailDraftLinkMutationVariables): Promise<void> {
  await browserClient().request<EmailDraftLinkMutation, EmailDraftLinkMutationVariables>(
    EMAIL_DRAFT_LINK,
    variables,
  );
}

/** The server's words for a refused request, else `fallback` (a network failure). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.name === "QueryClientError") {
    const failure = error as QueryClientError;
    if (failure.status !== 0 && failure.message) return failure.message;
  }
  return fallback;
}
