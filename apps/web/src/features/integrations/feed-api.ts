"use client";

import type {
  CreateSubmissionFeedMutation,
  CreateSubmissionFeedMutationVariables,
  FeedFieldsFragment,
  RevokeSubmissionFeedMutation,
  RevokeSubmissionFeedMutationVariables,
  SubmissionFeedsQuery,
  SubmissionFeedsQueryVariables,
} from "../../graphql/operation-types";
import { browserClient } from "../api/browser-client";

const FEED = /* GraphQL */ `
  fragment FeedFields on SubmissionFeed { id url createdAt createdByEmail revokedAt }
`;

/** A form's spreadsheet feed as the integrations page shows it (`url` only when just created). */
export type FeedSummary = FeedFieldsFragment;

/** React Query key of a form's feeds. */
export const feedKey = (formId: string) => ["submissionFeeds", formId] as const;

/** A form's feeds, revoked ones too, oldest first. */
export async function fetchFeeds(formId: string): Promise<FeedSummary[]> {
  const data = await browserClient().request<SubmissionFeedsQuery, SubmissionFeedsQueryVariables>(
    /* GraphQL */ `
      query SubmissionFeeds($formId: ID!) { submissionFeeds(formId: $formId) { ...FeedFields } }
      ${FEED}
    `,
    { formId },
  );
  return data.submissionFeeds;
}

/** Creates a feed; the answer's `url` is the only time the link is shown. */
export async function createFeed(formId: string): Promise<FeedSummary> {
  const data = await browserClient().request<
    CreateSubmissionFeedMutation,
    CreateSubmissionFeedMutationVariables
  >(
    /* GraphQL */ `
      mutation CreateSubmissionFeed($formId: ID!) { createSubmissionFeed(formId: $formId) { ...FeedFields } }
      ${FEED}
    `,
    { formId },
  );
  return data.createSubmissionFeed;
}

/** Revokes a feed: its link answers 404 from now on. */
export async function revokeFeed(id: string): Promise<void> {
  await browserClient().request<
    RevokeSubmissionFeedMutation,
    RevokeSubmissionFeedMutationVariables
  >(
    /* GraphQL */ `mutation RevokeSubmissionFeed($id: ID!) { revokeSubmissionFeed(id: $id) { id } }`,
    { id },
  );
}
