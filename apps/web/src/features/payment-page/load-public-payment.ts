import { QueryClientError } from "@formwright/query-client";
import { cache } from "react";
import type {
  PaymentOfSubmissionQuery,
  PaymentOfSubmissionQueryVariables,
} from "../../graphql/operation-types";
import { internalClient } from "../api/internal-client";

const PAYMENT_QUERY = /* GraphQL */ `
  query PaymentOfSubmission($submissionId: ID!) {
    paymentOfSubmission(submissionId: $submissionId) {
      submissionId status amount currency formSlug formTitle confirmation language
    }
  }
`;

/** A submission's payment as its payment page shows it (the API's `PublicPayment`). */
export type PublicPayment = NonNullable<PaymentOfSubmissionQuery["paymentOfSubmission"]>;

/**
 * Reads a submission's payment through the API for its payment page (issue
 * 36); null when the id is unknown or it owes no payment. Memoized per
 * request (React `cache`): the page's title, `<html lang>` and body ask once.
 */
export const loadPublicPayment = cache(async (submissionId: string) => {
  try {
    const { data } = await internalClient().request<
      PaymentOfSubmissionQuery,
      PaymentOfSubmissionQueryVariables
    >(PAYMENT_QUERY, { submissionId });
    return data?.paymentOfSubmission ?? null;
  } catch (error) {
    if (error instanceof QueryClientError && error.status === 0) {
      throw new Error(`The API could not be reached: ${error.message}`);
    }
    throw error;
  }
});

/** The path of the payment page, from `/f/<slug>/payment?submission=…`: its submission id. */
export const PAYMENT_PAGE_PATH = /^\/f\/([^/?#]+)\/payment\/?(?:\?|$)/;
