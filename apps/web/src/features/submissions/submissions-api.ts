"use client";

import type {
  DeleteSubmissionMutation,
  DeleteSubmissionMutationVariables,
  PaymentFilter,
  PaymentTotalsQuery,
  PaymentTotalsQueryVariables,
  RefundPaymentMutation,
  RefundPaymentMutationVariables,
  SubmissionEndingsQuery,
  SubmissionEndingsQueryVariables,
  SubmissionFieldsQuery,
  SubmissionFieldsQueryVariables,
  SubmissionStatsQuery,
  SubmissionStatsQueryVariables,
  SubmissionsPageQuery,
  SubmissionsPageQueryVariables,
  SubmissionVariablesQuery,
  SubmissionVariablesQueryVariables,
} from "../../graphql/operation-types";
import { browserClient } from "../api/browser-client";

/** A field of the form across its versions: one column of the table (`submissionFields`). */
export type SubmissionField = SubmissionFieldsQuery["submissionFields"][number];

/** A variable the form computes (issue 32): one column of the table (`submissionVariables`). */
export type SubmissionVariable = SubmissionVariablesQuery["submissionVariables"][number];

/** An ending the form chooses (issue 32): one choice of the table's filter (`submissionEndings`). */
export type SubmissionEnding = SubmissionEndingsQuery["submissionEndings"][number];

/** One stored submission as the browser shows it; `data` is its answers by field name. */
export type SubmissionRow = Omit<
  SubmissionsPageQuery["submissions"]["nodes"][number],
  "data" | "variables" | "verifiedEmail" | "revisions" | "payment"
> & {
  data: Record<string, unknown>;
  /** The form's computed values for these answers, by variable name. */
  variables: Record<string, unknown>;
  /** The address confirmed with a mailed code (issue 33 §2), when the form verifies one. */
  verifiedEmail?: string | null;
  /** The answers the respondent replaced through their edit link (issue 33 §4), oldest first. */
  revisions?: Array<{ data: Record<string, unknown>; createdAt: string }>;
  /** What it owes and paid through Stripe (issue 36), on a form with a payment block; null when nothing. */
  payment?: SubmissionPayment | null;
};

/** A submission's payment (issue 36): status, amount in minor units, currency, Stripe's ids, when. */
export type SubmissionPayment = NonNullable<
  SubmissionsPageQuery["submissions"]["nodes"][number]["payment"]
>;

/** The payment filter of the table (issue 36): `UNPAID` (pending or expired), `PAID`, `REFUNDED`. */
export type { PaymentFilter };

/** A form's payments in one currency (`paymentTotals`, issue 36): count and sum per status. */
export type PaymentTotal = PaymentTotalsQuery["paymentTotals"][number];

/** A page of submissions, newest first. */
export type SubmissionsPage = Omit<SubmissionsPageQuery["submissions"], "nodes"> & {
  nodes: SubmissionRow[];
};

/**
 * The aggregates behind the charts (`submissionStats`), each field's summary
 * in the list of its kind, and the type of each field (`fields`): a field's
 * chart is its type's (see `FIELD_RESULTS`).
 */
export type SubmissionStats = SubmissionStatsQuery["submissionStats"] & {
  fields: SubmissionStatsQuery["submissionFields"];
};

/** How often each option of one choice field was chosen (`choiceFields`). */
export type ChoiceFieldStats = SubmissionStats["choiceFields"][number];

/** How often one option of a choice field was chosen. */
export type OptionCount = ChoiceFieldStats["options"][number];

/** One field's answers per whole number, mean and score (`distributions`). */
export type DistributionStats = SubmissionStats["distributions"][number];

/** One field's counts per row and column (`crossTabs`). */
export type CrossTabStats = SubmissionStats["crossTabs"][number];

/** One field's mean position per option, best first (`meanRanks`). */
export type MeanRankStats = SubmissionStats["meanRanks"][number];

/** One date or time field's summary (`dateTimeFields`). */
export type DateTimeFieldStats = SubmissionStats["dateTimeFields"][number];

/** The distribution of one numeric variable's values (issue 32, `numericVariables`). */
export type NumericVariableStats = SubmissionStats["numericVariables"][number];

/** How many submissions answered one upload field, and with how many files (`uploadFields`). */
export type UploadFieldStats = SubmissionStats["uploadFields"][number];

/** Submissions shown per page. */
export const SUBMISSIONS_PAGE_SIZE = 25;

/** Days the per-day chart covers. */
export const CHART_DAYS = 30;

const PAGE = /* GraphQL */ `
  query SubmissionsPage($slug: String!, $first: Int!, $after: String, $search: String, $ending: String, $payment: PaymentFilter) {
    submissions(formSlug: $slug, first: $first, after: $after, search: $search, ending: $ending, payment: $payment) {
      totalCount
      nodes {
        id createdAt version language data variables ending verifiedEmail revisions { data createdAt }
        payment { status amount currency paymentIntentId paidAt refundedAt }
      }
      pageInfo { endCursor hasNextPage }
    }
  }
`;
const FIELDS = /* GraphQL */ `
  query SubmissionFields($id: ID!) {
    submissionFields(formId: $id) {
      name label type isCurrent options { value label } rows { value label } columns { value label }
      itemLabel
      blocks { name label type isCurrent options { value label } rows { value label } columns { value label } }
    }
  }
`;
// The API names some summary lists after the types that first had them; the
// app reads each list under the name of its kind of summary.
const STATS = /* GraphQL */ `
  query SubmissionStats($id: ID!, $days: Int!) {
    submissionFields(formId: $id) { name type }
    submissionStats(formId: $id, days: $days) {
      total
      perDay { date count }
      choiceFields { name label type options { value label count } }
      distributions: scaleFields { name label type min max answers mean nps counts { value count } }
      crossTabs: matrixFields { name label multiple rows { value label columns { value label count } } }
      meanRanks: rankingFields { name label responses options { value label meanRank count } }
      uploadFields { name label type answered files }
      dateTimeFields { name label type answers earliest latest per buckets { key count } }
      numericVariables { name label answers min max mean buckets { label from to count } }
    }
  }
`;
const VARIABLES = /* GraphQL */ `
  query SubmissionVariables($id: ID!) { submissionVariables(formId: $id) { name label } }
`;
const ENDINGS = /* GraphQL */ `
  query SubmissionEndings($id: ID!) { submissionEndings(formId: $id) { id title } }
`;
const DELETE = /* GraphQL */ `mutation DeleteSubmission($id: ID!) { deleteSubmission(id: $id) }`;
const PAYMENT_TOTALS = /* GraphQL */ `
  query PaymentTotals($id: ID!) {
    paymentTotals(formId: $id) {
      currency paidCount paidAmount pendingCount pendingAmount expiredCount expiredAmount refundedCount refundedAmount
    }
  }
`;
const REFUND = /* GraphQL */ `
  mutation RefundPayment($id: ID!) { refundPayment(submissionId: $id) { status amount currency paymentIntentId paidAt refundedAt } }
`;

/**
 * One page of a form's submissions; `search` keeps those with an answer
 * containing it, `ending` (an ending's id, "" for any) those that ended on it,
 * `payment` ("" for any) those whose payment stands so (issue 36).
 */
export async function fetchSubmissionsPage(input: {
  slug: string;
  after: string | null;
  search: string;
  ending?: string;
  payment?: PaymentFilter | "";
}): Promise<SubmissionsPage> {
  const data = await browserClient().request<SubmissionsPageQuery, SubmissionsPageQueryVariables>(
    PAGE,
    {
      slug: input.slug,
      first: SUBMISSIONS_PAGE_SIZE,
      after: input.after,
      search: input.search || null,
      ending: input.ending || null,
      payment: input.payment || null,
    },
  );
  // Each submission's answers are a JSON object.
  return data.submissions as SubmissionsPage;
}

/** The table's columns: the form's fields across its draft and published versions. */
export async function fetchSubmissionFields(formId: string): Promise<SubmissionField[]> {
  const data = await browserClient().request<SubmissionFieldsQuery, SubmissionFieldsQueryVariables>(
    FIELDS,
    { id: formId },
  );
  return data.submissionFields;
}

/** The table's computed columns: the variables the form computes across its versions. */
export async function fetchSubmissionVariables(formId: string): Promise<SubmissionVariable[]> {
  const data = await browserClient().request<
    SubmissionVariablesQuery,
    SubmissionVariablesQueryVariables
  >(VARIABLES, { id: formId });
  return data.submissionVariables;
}

/** The table's ending filter: the endings the form chooses across its versions. */
export async function fetchSubmissionEndings(formId: string): Promise<SubmissionEnding[]> {
  const data = await browserClient().request<
    SubmissionEndingsQuery,
    SubmissionEndingsQueryVariables
  >(ENDINGS, { id: formId });
  return data.submissionEndings;
}

/** Submissions per day, the summary of each field that has a chart, and each field's type. */
export async function fetchSubmissionStats(formId: string): Promise<SubmissionStats> {
  const data = await browserClient().request<SubmissionStatsQuery, SubmissionStatsQueryVariables>(
    STATS,
    { id: formId, days: CHART_DAYS },
  );
  return { ...data.submissionStats, fields: data.submissionFields };
}

/** Deletes one submission (editors and owners). */
export async function deleteSubmission(id: string): Promise<void> {
  await browserClient().request<DeleteSubmissionMutation, DeleteSubmissionMutationVariables>(
    DELETE,
    { id },
  );
}

/** The sums of a form's payments per currency (issue 36); empty when none owes anything. */
export async function fetchPaymentTotals(formId: string): Promise<PaymentTotal[]> {
  const data = await browserClient().request<PaymentTotalsQuery, PaymentTotalsQueryVariables>(
    PAYMENT_TOTALS,
    { id: formId },
  );
  return data.paymentTotals;
}

/** Refunds a paid submission's payment in full through Stripe (owners); answers the payment refunded. */
export async function refundPayment(submissionId: string): Promise<SubmissionPayment> {
  const data = await browserClient().request<RefundPaymentMutation, RefundPaymentMutationVariables>(
    REFUND,
    { id: submissionId },
  );
  return data.refundPayment;
}

/** How the CSV writes choices: by their labels (what people read) or their stored values. */
export type CsvAnswers = "labels" | "values";

/**
 * Where the CSV export of a form is downloaded from (`?answers=values` for
 * stored values, `?drafts=include` to add the drafts in progress).
 */
export function csvExportUrl(
  formId: string,
  answers: CsvAnswers = "labels",
  isWithDrafts = false,
): string {
  const path = `/api/forms/${encodeURIComponent(formId)}/submissions.csv`;
  const query = new URLSearchParams();
  if (answers !== "labels") query.set("answers", answers);
  if (isWithDrafts) query.set("drafts", "include");
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Where one submission is downloaded as a PDF (issue 35 §1).
 *
 * @example
 * submissionPdfUrl("0193…"); // "/api/submissions/0193….pdf"
 */
export function submissionPdfUrl(submissionId: string): string {
  return `/api/submissions/${encodeURIComponent(submissionId)}.pdf`;
}

/**
 * Where every submission of a form is downloaded as PDFs, in one zip.
 *
 * @example
 * submissionPdfsZipUrl("0b6f…"); // "/api/forms/0b6f…/submissions.pdf.zip"
 */
export function submissionPdfsZipUrl(formId: string): string {
  return `/api/forms/${encodeURIComponent(formId)}/submissions.pdf.zip`;
}

/** React Query keys; all start with `["submissions", formId]`, so one invalidation refreshes the page. */
export const submissionKeys = {
  all: (formId: string) => ["submissions", formId] as const,
  page: (formId: string, search: string, after: string | null, ending = "", payment = "") =>
    ["submissions", formId, "page", search, after, ending, payment] as const,
  fields: (formId: string) => ["submissions", formId, "fields"] as const,
  variables: (formId: string) => ["submissions", formId, "variables"] as const,
  endings: (formId: string) => ["submissions", formId, "endings"] as const,
  stats: (formId: string) => ["submissions", formId, "stats"] as const,
  paymentTotals: (formId: string) => ["submissions", formId, "paymentTotals"] as const,
};
