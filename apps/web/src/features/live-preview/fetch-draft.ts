"use client";

import type { PreviewDraftQuery, PreviewDraftQueryVariables } from "../../graphql/operation-types";
import { browserClient } from "../api/browser-client";

const DRAFT_QUERY = /* GraphQL */ `
  query PreviewDraft($id: ID!) { formById(id: $id) { revision draft } }
`;

/** Reads a form's saved draft and revision through the API (the preview's refresh). */
export async function fetchDraft(id: string): Promise<PreviewDraftQuery["formById"]> {
  const data = await browserClient().request<PreviewDraftQuery, PreviewDraftQueryVariables>(
    DRAFT_QUERY,
    { id },
  );
  return data.formById;
}
