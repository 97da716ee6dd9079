"use client";

import { QueryClientError } from "@formwright/query-client";
import { browserClient } from "../api/browser-client";
import type { DraftDocument, LoadedEditorForm } from "./draft-types";
import { EDITOR_FORM_FIELDS, parseEditorForm } from "./editor-form-schema";

const FORM_QUERY = /* GraphQL */ `
  query EditorForm($id: ID!) { formById(id: $id) { ${EDITOR_FORM_FIELDS} } }
`;

const UPDATE_FORM = /* GraphQL */ `
  mutation SaveDraft($id: ID!, $document: JSON!, $expectedRevision: Int) {
    updateForm(id: $id, document: $document, expectedRevision: $expectedRevision) { revision }
  }
`;

const PUBLISH_FORM = /* GraphQL */ `
  mutation PublishForm($id: ID!) { publishForm(id: $id) { publishedVersion } }
`;

/** Reads the form's latest saved draft (to reload after a conflict). */
export async function fetchEditorForm(id: string): Promise<LoadedEditorForm> {
  const data = await browserClient().request<{ formById: unknown }>(FORM_QUERY, { id });
  return parseEditorForm(data.formById);
}

/**
 * Saves a draft on top of `expectedRevision`; the server refuses with
 * CONFLICT when someone saved since.
 */
export async function saveDraft(input: {
  id: string;
  document: DraftDocument;
  expectedRevision: number;
}): Promise<{ revision: number }> {
  const data = await browserClient().request<{ updateForm: { revision: number } }>(
    UPDATE_FORM,
    input,
  );
  return data.updateForm;
}

/** Publishes the saved draft as a new immutable version. */
export async function publishDraft(id: string): Promise<{ publishedVersion: number }> {
  const data = await browserClient().request<{ publishForm: { publishedVersion: number } }>(
    PUBLISH_FORM,
    { id },
  );
  return data.publishForm;
}

/** The GraphQL error code (`CONFLICT`, `BAD_USER_INPUT`, ...) of a failed request. */
export function errorCodeOf(error: unknown): string | undefined {
  if (!(error instanceof QueryClientError)) return undefined;
  const code = error.response.errors?.[0]?.extensions?.code;
  return typeof code === "string" ? code : undefined;
}
