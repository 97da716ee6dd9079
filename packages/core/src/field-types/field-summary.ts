import type { AnswerField } from "./field-type-definition";

/** One whole number of a range and how many answers chose it. */
export interface NumberCount {
  value: number;
  count: number;
}

/** How many answers chose each whole number of a field's range, and their mean. */
export interface DistributionSummary {
  /** Smallest number shown: the field's, or a smaller one an older version took. */
  min: number;
  /** Largest number shown: the field's, or a larger one an older version took. */
  max: number;
  /** How many submissions answered the field. */
  answers: number;
  /** The mean answer, two decimals; `null` without answers. */
  mean: number | null;
  /** Net Promoter Score (-100 to 100) of a field that asks for one; else `null`. */
  nps: number | null;
  /** One entry per whole number from `min` to `max` (zero counts included). */
  counts: NumberCount[];
}

/** How often one column was chosen in one row. */
export interface CrossTabCount {
  value: string;
  label: string;
  count: number;
}

/** One row: its counts per column (a stacked bar). */
export interface CrossTabRow {
  value: string;
  label: string;
  columns: CrossTabCount[];
}

/** How often each column was chosen in each row, every row and column any version offered. */
export interface CrossTabSummary {
  /** Whether a row takes several columns (the newest version's setting). */
  multiple: boolean;
  rows: CrossTabRow[];
}

/** One option and its mean position (1 is first) over the answers that placed it. */
export interface MeanRankOption {
  value: string;
  label: string;
  /** Two decimals; `null` when no answer placed it. */
  meanRank: number | null;
  count: number;
}

/** The mean position of each option, best (lowest) first, options never placed last. */
export interface MeanRankSummary {
  /** Submissions that placed the options. */
  responses: number;
  options: MeanRankOption[];
}

/** The mean position (1 is first) of one option, and how many answers placed it. */
export interface PositionTally {
  mean: number;
  count: number;
}

/** What the server computes of one field's number answers (answers 0, the rest null, without any). */
export interface NumberStatsTally {
  answers: number;
  min: number | null;
  max: number | null;
  mean: number | null;
  median: number | null;
  sum: number | null;
}

/** Numeric statistics of one field's answers: how many, lowest, highest, mean, median, total. */
export interface StatisticsSummary {
  /** How many submissions answered the field with a number. */
  answers: number;
  min: number | null;
  max: number | null;
  /** The mean answer, two decimals; `null` without answers. */
  mean: number | null;
  /** The middle answer (the mean of the two middle ones for an even count); `null` without answers. */
  median: number | null;
  sum: number | null;
}

/**
 * The kinds of summary, each with what the server counts of the answers in
 * the database (the tally) and what the type makes of it (the summary):
 * `distribution` counts answers per whole number; `cross-tab` counts, per
 * key of an object answer (a row), each value (a column); `mean-rank` gives
 * each value of a list answer its mean position, and how many lists there were;
 * `statistics` computes the count, lowest, highest, mean, median and sum of
 * number answers.
 */
export interface SummaryKinds {
  distribution: { tally: ReadonlyMap<number, number>; summary: DistributionSummary };
  "cross-tab": {
    tally: ReadonlyMap<string, ReadonlyMap<string, number>>;
    summary: CrossTabSummary;
  };
  "mean-rank": {
    tally: { positions: ReadonlyMap<string, PositionTally>; responses: number };
    summary: MeanRankSummary;
  };
  statistics: { tally: NumberStatsTally; summary: StatisticsSummary };
}

/** A kind of summary (see {@link SummaryKinds}). */
export type SummaryKind = keyof SummaryKinds;

/** What a type's summary is given of one field. */
export interface SummaryInput<TBlock, K extends SummaryKind> {
  /** The newest version's block of the field that the schema takes, if any. */
  block: TBlock | undefined;
  /** The field's labels across every version, as answer words read them. */
  field: AnswerField;
  /** What the server counted of the field's answers (empty without answers). */
  tally: SummaryKinds[K]["tally"];
}

/** A summary of one kind: the kind, and how the type sums a field's tally up. */
export interface FieldSummaryOfKind<TBlock, K extends SummaryKind> {
  kind: K;
  summarise(input: SummaryInput<TBlock, K>): SummaryKinds[K]["summary"];
}

/**
 * How a field type sums its answers up for the charts of the submissions
 * page (see `FieldTypeDocument.summary`): which tally the server counts in
 * the database, and the chart data the type makes of it, labelled as its
 * answer words label its answers.
 *
 * @example
 * const summary: FieldSummary<RatingBlock> = ratingSummary;
 * summary.kind; // "distribution"
 */
export type FieldSummary<TBlock> = {
  [K in SummaryKind]: FieldSummaryOfKind<TBlock, K>;
}[SummaryKind];
