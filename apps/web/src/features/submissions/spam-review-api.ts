"use client";

import type {
  MarkNotSpamMutation,
  MarkNotSpamMutationVariables,
  SpamSubmissionsQuery,
  SpamSubmissionsQueryVariables,
} from "../../graphql/operation-types";
import { browserClient } from "../api/browser-client";

/** A submission held for review as possible spam; `data` is its answers by field name (JSON). */
export type SpamRow = Omit<SpamSubmissionsQuery["spamSubmissions"][number], "data"> & {
  data: Record<string, unknown>;
};

const LIST = /* GraphQL */ `
  query SpamSubmissions($slug: String!) {
    spamSubmissions(formSlug: $slug, first: 100) { id createdAt version reason data }
  }
`;

const MARK = /* GraphQL */ `
  mutation MarkNotSpam($id: ID!) { markNotSpam(id: $id) }
`;

/** The newest submissions of a form held for review (viewers and up). */
export async function fetchSpamSubmissions(slug: string): Promise<SpamRow[]> {
  const data = await browserClient().request<SpamSubmissionsQuery, SpamSubmissionsQueryVariables>(
    LIST,
    { slug },
  );
  // The API stores each submission's answers as a JSON object.
  return data.spamSubmissions as SpamRow[];
}

/** Moves a held submission into the submissions (editors and owners); answers its id. */
export async function markNotSpam(id: string): Promise<string> {
  const data = await browserClient().request<MarkNotSpamMutation, MarkNotSpamMutationVariables>(
    MARK,
    { id },
  );
  return data.markNotSpam;
}

/** Why a submission was held, in words. */
export function spamReasonText(reason: string): string {
  switch (reason) {
    case "honeypot":
      return "Filled in the hidden field that only bots see";
    case "filled-too-fast":
      return "Sent sooner after the page opened than a person usually can";
    case "forged-fill-token":
      return "Sent with a page token this server did not issue";
    // A protected form sent without scripts (issue 33): kept for review, never refused.
    case "captcha-missing":
      return "Sent without scripts, so without the form's CAPTCHA";
    case "captcha-invalid":
    case "captcha-expired":
    case "captcha-reused":
      return "Sent without scripts, with a CAPTCHA that was not valid (forged, expired or used)";
    case "captcha-not-configured":
      return "Sent without scripts; the form's CAPTCHA has no keys on this server";
    default:
      return reason;
  }
}
