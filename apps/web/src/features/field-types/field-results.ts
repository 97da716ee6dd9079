import type { ComponentType } from "react";
import type { SubmissionField, SubmissionStats } from "../submissions/submissions-api";

/**
 * The lists of the submissions page's stats that hold one summary per field,
 * each list one kind of summary: counts per option, per whole number, per
 * month or hour, per row and column, mean positions, uploads.
 */
export type SummaryLists = Pick<
  SubmissionStats,
  "choiceFields" | "distributions" | "dateTimeFields" | "crossTabs" | "meanRanks" | "uploadFields"
>;

/** The name of one list of {@link SummaryLists}. */
export type SummaryList = keyof SummaryLists;

/** What a type's chart is given: one field's summary from its list, and the form's total. */
export interface FieldChartProps<L extends SummaryList> {
  field: SummaryLists[L][number];
  /** Every submission of the form, answered or not. */
  total: number;
}

/** A type's chart: the list its fields' summaries are in, and how one is drawn. */
export type FieldChart = {
  [L in SummaryList]: { list: L; Chart: ComponentType<FieldChartProps<L>> };
}[SummaryList];

/** What a type's answer view is given: the field (type, labels) and the stored answer. */
export interface FieldAnswerProps {
  field: SubmissionField;
  /** The stored answer; never empty (the details say "No answer" themselves). */
  value: unknown;
}

/**
 * How the submissions page shows one field type's answers beside its
 * words: its chart, and in the submission details a view of one answer
 * where words are not enough (a file's download link). Each type's entry
 * lives in its folder (`field-types/<type>/results.tsx`) or, for a chart
 * several types share, in the submissions feature, and is listed in
 * `FIELD_RESULTS` (admin-list.ts); the page asks it, never the type's name.
 *
 * @example
 * const fileResults: FieldResults = {
 *   chart: { list: "uploadFields", Chart: FilesChart },
 *   Answer: FileAnswer,
 * };
 */
export interface FieldResults {
  /** The chart of a field of the type; without it the type is not charted. */
  chart?: FieldChart;
  /** One answer in the submission details; without it the answer's words. */
  Answer?: ComponentType<FieldAnswerProps>;
}
