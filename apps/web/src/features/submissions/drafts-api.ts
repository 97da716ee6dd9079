"use client";

import { browserClient } from "../api/browser-client";

/** One saved, unfinished draft as the admin lists it ("In progress"). */
export interface DraftRow {
  id: string;
  version: number;
  step: number;
  answeredCount: number;
  updatedAt: string;
  expiresAt: string;
}

/** The drafts of a form, last saved first. */
export interface DraftsList {
  totalCount: number;
  nodes: DraftRow[];
}

/** Drafts the list shows at most. */
export const DRAFTS_SHOWN = 100;

const LIST = `query Drafts($id: ID!, $first: Int!) {
  drafts(formId: $id, first: $first) {
    totalCount
    nodes { id version step answeredCount updatedAt expiresAt }
  }
}`;
const DELETE = "mutation DeleteDraft($id: ID!) { deleteDraft(id: $id) }";

/** A form's saved drafts (anyone who can read submissions). */
export async function fetchDrafts(formId: string): Promise<DraftsList> {
  const data = await browserClient().request<{ drafts: DraftsList }>(LIST, {
    id: formId,
    first: DRAFTS_SHOWN,
  });
  return data.drafts;
}

/** Deletes a saved draft: its resume link stops working (editors and owners). */
export async function deleteDraft(id: string): Promise<void> {
  await browserClient().request<{ deleteDraft: boolean }>(DELETE, { id });
}
