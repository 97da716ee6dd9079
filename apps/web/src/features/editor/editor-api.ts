"use client";

import { QueryClientError } from "@formwright/query-client";
import type {
  EditorFormQuery,
  EditorFormQueryVariables,
  PublishDraftMutation,
  PublishDraftMutationVariables,
  SaveFormDraftMutation,
  SaveFormDraftMutationVariables,
} from "../../graphql/operation-types";
import { browserClient } from "../api/browser-client";
import type { DraftDocument, LoadedEditorForm } from "./draft-types";
import { EDITOR_FORM_QUERY, parseEditorForm } from "./editor-form-schema";

const UPDATE_FORM = /* GraphQL */ `
  mutation SaveFormDraft($id: ID!, $document: JSON!, $expectedRevision: Int) {
    updateForm(id: $id, document: $document, expectedRevision: $expectedRevision) { revision }
  }
`;

const PUBLISH_FORM = /* GraphQL */ `
  mutation PublishDraft($id: ID!) { publishForm(id: $id) { publishedVersion } }
`;

/** Reads the form's latest saved draft (to reload after a conflict). */
export async function fetchEditorForm(id: string): Promise<LoadedEditorForm> {
  const data = await browserClient().request<EditorFormQuery, EditorFormQueryVariables>(
    EDITOR_FORM_QUERY,
    { id },
  );
  return parseEditorForm(data.formById);
}

/**
 * Saves a draft on top of `expectedRevision`; the server refuses with
 * CONFLICT when someone saved since. With `keepalive` the request outlives
 * the page (a save started as the tab closes still arrives); browsers take
 * at most 64 KiB of such bodies at once.
 */
export async function saveDraft(
  input: { id: string; document: DraftDocument; expectedRevision: number },
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<SaveFormDraftMutation["updateForm"]> {
  const data = await browserClient().request<SaveFormDraftMutation, SaveFormDraftMutationVariables>(
    UPDATE_FORM,
    input,
    keepalive ? { fetchOptions: { keepalive: true } } : undefined,
  );
  return data.updateForm;
}

/** Publishes the saved draft as a new immutable version. */
export async function publishDraft(id: string): Promise<{ publishedVersion: number }> {
  const data = await browserClient().request<PublishDraftMutation, PublishDraftMutationVariables>(
    PUBLISH_FORM,
    { id },
  );
  // A form just published has a published version; the schema's field is
  // nullable because a form never published has none.
  const { publishedVersion } = data.publishForm;
  if (publishedVersion === null) throw new Error("The API answered without a published version");
  return { publishedVersion };
}

/** The GraphQL error code (`CONFLICT`, `BAD_USER_INPUT`, ...) of a failed request. */
export function errorCodeOf(error: unknown): string | undefined {
  if (!(error instanceof QueryClientError)) return undefined;
  const code = error.response.errors?.[0]?.extensions?.code;
  return typeof code === "string" ? code : undefined;
}
