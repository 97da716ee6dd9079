"use client";

import type {
  PartialResponsesQuery,
  PartialResponsesQueryVariables,
} from "../../graphql/operation-types";
import { browserClient } from "../api/browser-client";

/** The unfinished answers of a form, last saved first. */
export type PartialResponsesList = PartialResponsesQuery["partialResponses"];

/** One respondent's unfinished answers as the admin lists them ("Not finished"). */
export type PartialResponseRow = PartialResponsesList["nodes"][number];

/** Unfinished answers the list shows at most. */
export const PARTIAL_RESPONSES_SHOWN = 100;

const LIST = /* GraphQL */ `query PartialResponses($id: ID!, $first: Int!) {
  partialResponses(formId: $id, first: $first) {
    totalCount
    nodes { id version lastPage answeredCount updatedAt }
  }
}`;

/** A form's unfinished answers (anyone who can read submissions). */
export async function fetchPartialResponses(formId: string): Promise<PartialResponsesList> {
  const data = await browserClient().request<PartialResponsesQuery, PartialResponsesQueryVariables>(
    LIST,
    { id: formId, first: PARTIAL_RESPONSES_SHOWN },
  );
  return data.partialResponses;
}
