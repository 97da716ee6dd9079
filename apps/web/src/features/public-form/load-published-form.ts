import { type FormDocument, parseStoredFormDocument } from "@formwright/core";
import { QueryClientError } from "@formwright/query-client";
import { cache } from "react";
import type {
  FormClosedReason,
  PublishedFormQuery,
  PublishedFormQueryVariables,
} from "../../graphql/operation-types";
import { internalClient } from "../api/internal-client";

const FORM_QUERY = /* GraphQL */ `
  query PublishedForm($slug: String!) {
    form(slug: $slug) {
      slug version document fillToken minFillMs canEmailDraftLink
      availability { isOpen reason }
    }
  }
`;

/** The published version a page renders. */
export interface LoadedForm {
  slug: string;
  version: number;
  document: FormDocument;
  /** Signed time the page was handed out, for the minimum fill time. */
  fillToken: string;
  /** A submit sooner than this (ms) after the page was served is held for review. */
  minFillMs: number;
  /** The server can mail a saved draft's resume link. */
  canEmailDraftLink: boolean;
  /**
   * Null while the form takes answers; otherwise why not (the page says it in
   * the respondent's language, see `closedNotice`).
   */
  closedReason: ClosedReason | null;
}

/** Why a form takes no answers. */
export type ClosedReason = "notYetOpen" | "closed" | "full";

/** The API's `FormClosedReason` as core names it; a form closed for no reason given is closed. */
export function closedReasonOf(availability: {
  isOpen: boolean;
  reason: FormClosedReason | null;
}): ClosedReason | null {
  if (availability.isOpen) return null;
  if (availability.reason === "NOT_YET_OPEN") return "notYetOpen";
  return availability.reason === "FULL" ? "full" : "closed";
}

/**
 * Reads the live version of a form through the API, the one way in for pages
 * as for everyone. Null when the slug is unknown or unpublished. Memoized per
 * request (React `cache`), so the page's title and body make one API call.
 */
export const loadPublishedForm = cache(readPublishedForm);

async function readPublishedForm(slug: string): Promise<LoadedForm | null> {
  try {
    const { data } = await internalClient().request<
      PublishedFormQuery,
      PublishedFormQueryVariables
    >(FORM_QUERY, { slug });
    if (!data?.form) return null;
    // The document crosses a process boundary: check it like any input.
    const parsed = parseStoredFormDocument(data.form.document);
    if (!parsed.success) throw new Error(`The API returned an invalid document for ${slug}`);
    return {
      slug: data.form.slug,
      version: data.form.version,
      document: parsed.document,
      fillToken: data.form.fillToken,
      minFillMs: data.form.minFillMs,
      canEmailDraftLink: data.form.canEmailDraftLink === true,
      closedReason: closedReasonOf(data.form.availability),
    };
  } catch (error) {
    if (error instanceof QueryClientError && error.status === 0) {
      throw new Error(`The API could not be reached: ${error.message}`);
    }
    throw error;
  }
}
