"use client";

import { browserClient } from "../api/browser-client";

const DRAFT_QUERY = /* GraphQL */ `
  query PreviewDraft($id: ID!) { formById(id: $id) { revision draft } }
`;

/** Reads a form's saved draft and revision through the API (the preview's refresh). */
export async function fetchDraft(id: string): Promise<{ revision: number; draft: unknown }> {
  const data = await browserClient().request<{ formById: { revision: number; draft: unknown } }>(
    DRAFT_QUERY,
    { id },
  );
  return data.formById;
}
