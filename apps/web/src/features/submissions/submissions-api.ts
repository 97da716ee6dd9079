"use client";

import { browserClient } from "../api/browser-client";

/** A field of the form across its versions: one column of the table (`submissionFields`). */
export interface SubmissionField {
  name: string;
  label: string;
  type: string;
  isCurrent: boolean;
  /** A choice field's options across versions (a checkbox's are "true"/"false"); values are shown by these labels. */
  options: Array<{ value: string; label: string }>;
}

/** One stored submission as the browser shows it. */
export interface SubmissionRow {
  id: string;
  createdAt: string;
  version: number;
  data: Record<string, unknown>;
}

/** A page of submissions, newest first. */
export interface SubmissionsPage {
  totalCount: number;
  nodes: SubmissionRow[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
}

/** How often one option of a choice field was chosen. */
export interface OptionCount {
  value: string;
  label: string;
  count: number;
}

/** The aggregates behind the charts (`submissionStats`). */
export interface SubmissionStats {
  total: number;
  perDay: Array<{ date: string; count: number }>;
  choiceFields: Array<{ name: string; label: string; type: string; options: OptionCount[] }>;
  /** File and signature fields: submissions that answered, files sent. */
  uploadFields?: Array<{
    name: string;
    label: string;
    type: string;
    answered: number;
    files: number;
  }>;
}

/** Submissions shown per page. */
export const SUBMISSIONS_PAGE_SIZE = 25;

/** Days the per-day chart covers. */
export const CHART_DAYS = 30;

const PAGE = `query SubmissionsPage($slug: String!, $first: Int!, $after: String, $search: String) {
  submissions(formSlug: $slug, first: $first, after: $after, search: $search) {
    totalCount
    nodes { id createdAt version data }
    pageInfo { endCursor hasNextPage }
  }
}`;
const FIELDS = `query SubmissionFields($id: ID!) {
  submissionFields(formId: $id) { name label type isCurrent options { value label } }
}`;
const STATS = `query SubmissionStats($id: ID!, $days: Int!) {
  submissionStats(formId: $id, days: $days) {
    total
    perDay { date count }
    choiceFields { name label type options { value label count } }
    uploadFields { name label type answered files }
  }
}`;
const DELETE = "mutation DeleteSubmission($id: ID!) { deleteSubmission(id: $id) }";

/** One page of a form's submissions; `search` keeps those with an answer containing it. */
export async function fetchSubmissionsPage(input: {
  slug: string;
  after: string | null;
  search: string;
}): Promise<SubmissionsPage> {
  const data = await browserClient().request<{ submissions: SubmissionsPage }>(PAGE, {
    slug: input.slug,
    first: SUBMISSIONS_PAGE_SIZE,
    after: input.after,
    search: input.search || null,
  });
  return data.submissions;
}

/** The table's columns: the form's fields across its draft and published versions. */
export async function fetchSubmissionFields(formId: string): Promise<SubmissionField[]> {
  const data = await browserClient().request<{ submissionFields: SubmissionField[] }>(FIELDS, {
    id: formId,
  });
  return data.submissionFields;
}

/** Submissions per day and per option of each choice field. */
export async function fetchSubmissionStats(formId: string): Promise<SubmissionStats> {
  const data = await browserClient().request<{ submissionStats: SubmissionStats }>(STATS, {
    id: formId,
    days: CHART_DAYS,
  });
  return data.submissionStats;
}

/** Deletes one submission (editors and owners). */
export async function deleteSubmission(id: string): Promise<void> {
  await browserClient().request<{ deleteSubmission: boolean }>(DELETE, { id });
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

/** React Query keys; all start with `["submissions", formId]`, so one invalidation refreshes the page. */
export const submissionKeys = {
  all: (formId: string) => ["submissions", formId] as const,
  page: (formId: string, search: string, after: string | null) =>
    ["submissions", formId, "page", search, after] as const,
  fields: (formId: string) => ["submissions", formId, "fields"] as const,
  stats: (formId: string) => ["submissions", formId, "stats"] as const,
};
