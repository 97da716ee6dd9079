"use client";

import type {
  DeleteDraftMutation,
  DeleteDraftMutationVariables,
  DraftsQuery,
  DraftsQueryVariables,
} from "../../graphql/operation-types";
import { browserClient } from "../api/browser-client";

/** The drafts of a form, last saved first. */
export type DraftsList = DraftsQuery["drafts"];

/** One saved, unfinished draft as the admin lists it ("In progress"). */
export type DraftRow = DraftsList["nodes"][number];

/** Drafts the list shows at most. */
export const DRAFTS_SHOWN = 100;

const LIST = /* GraphQL */ `query Drafts($id: ID!, $first: Int!) {
  drafts(formId: $id, first: $first) {
    totalCount
    nodes { id version step answeredCount updatedAt expiresAt }
  }
}`;
const DELETE = /* GraphQL */ `mutation DeleteDraft($id: ID!) { deleteDraft(id: $id) }`;

/** A form's saved drafts (anyone who can read submissions). */
export async function fetchDrafts(formId: string): Promise<DraftsList> {
  const data = await browserClient().request<DraftsQuery, DraftsQueryVariables>(LIST, {
    id: formId,
    first: DRAFTS_SHOWN,
  });
  return data.drafts;
}

/** Deletes a saved draft: its resume link stops working (editors and owners). */
export async function deleteDraft(id: string): Promise<void> {
  await browserClient().request<DeleteDraftMutation, DeleteDraftMutationVariables>(DELETE, { id });
}
