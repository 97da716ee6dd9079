import type { ExecuteGraphQL } from "./graphql-executor";

/**
 * What `summarize_form` asks of the API: the same aggregates the submissions
 * page charts (`submissionStats`, each field summed up by its own type's
 * summary in core), so an assistant's numbers are the page's numbers.
 */
export const SUMMARY_QUERY = `query McpSummary($id: ID!, $days: Int) {
  formById(id: $id) { id slug title }
  submissionStats(formId: $id, days: $days) {
    total
    perDay { date count }
    choiceFields { name label type options { value label count } }
    distributions: scaleFields { name label type min max answers mean nps counts { value count } }
    numberFields { name label type answers min max mean median sum }
    crossTabs: matrixFields { name label multiple rows { value label columns { value label count } } }
    meanRanks: rankingFields { name label responses options { value label meanRank count } }
    dateTimeFields { name label type answers earliest latest per buckets { key count } }
    uploadFields { name label type answered files }
    numericVariables { name label answers min max mean buckets { label from to count } }
  }
}`;

interface OptionCount {
  value: string;
  label: string;
  count: number;
}

interface Stats {
  total: number;
  perDay: Array<{ date: string; count: number }>;
  choiceFields: Array<{ name: string; label: string; type: string; options: OptionCount[] }>;
  distributions: Array<{
    name: string;
    label: string;
    type: string;
    min: number;
    max: number;
    answers: number;
    mean: number | null;
    nps: number | null;
    counts: Array<{ value: number; count: number }>;
  }>;
  numberFields: Array<{
    name: string;
    label: string;
    type: string;
    answers: number;
    [key: string]: unknown;
  }>;
  crossTabs: Array<{
    name: string;
    label: string;
    multiple: boolean;
    rows: Array<{ value: string; label: string; columns: OptionCount[] }>;
  }>;
  meanRanks: Array<{ name: string; label: string; responses: number; options: unknown[] }>;
  dateTimeFields: Array<{ name: string; label: string; type: string; [key: string]: unknown }>;
  uploadFields: Array<{ name: string; label: string; type: string; [key: string]: unknown }>;
  numericVariables: Array<{ name: string; label: string; [key: string]: unknown }>;
}

/** A share of the submissions in percent, one decimal. */
function percent(count: number, total: number): number {
  return total === 0 ? 0 : Math.round((count / total) * 1000) / 10;
}

/** The median of whole-number counts (`[{ value, count }]`), or null without any. */
function medianOf(counts: ReadonlyArray<{ value: number; count: number }>): number | null {
  const n = counts.reduce((sum, c) => sum + c.count, 0);
  if (n === 0) return null;
  const at = (k: number) => {
    let seen = 0;
    for (const c of counts) {
      seen += c.count;
      if (seen > k) return c.value;
    }
    return counts.at(-1)?.value ?? 0;
  };
  return n % 2 === 1 ? at((n - 1) / 2) : (at(n / 2 - 1) + at(n / 2)) / 2;
}

/**
 * A form's submissions summed up for an assistant: how many, per day, and
 * per field what its type's chart shows: each option's count and share of
 * the submissions (choices, and each row of a grid), numeric stats (answers,
 * lowest, highest, mean, median; NPS of a scale that asks for one) of rating,
 * scale and number fields, mean ranks, dates and times, files, and the
 * numeric variables. Fields come in the API's
 * lists (by kind of summary), never by a field type's name.
 *
 * @example
 * const summary = await summarizeForm(execute, { formId, days: 30 });
 * summary.fields[0].options[0]; // { value: "red", label: "Red", count: 3, percent: 60 }
 */
export async function summarizeForm(
  execute: ExecuteGraphQL,
  input: { formId: string; days?: number },
) {
  const data = (await execute(SUMMARY_QUERY, { id: input.formId, days: input.days ?? 30 })) as {
    formById: { id: string; slug: string; title: string };
    submissionStats: Stats;
  };
  const stats = data.submissionStats;
  const { total } = stats;
  const share = (option: OptionCount) => ({ ...option, percent: percent(option.count, total) });
  return {
    form: data.formById,
    submissions: total,
    perDay: stats.perDay.filter((day) => day.count > 0),
    fields: [
      ...stats.choiceFields.map((field) => ({
        name: field.name,
        label: field.label,
        type: field.type,
        summary: "choices",
        options: field.options.map(share),
      })),
      ...stats.distributions.map(({ counts, ...field }) => {
        const answered = counts.filter((c) => c.count > 0).map((c) => c.value);
        return {
          ...field,
          summary: "numbers",
          lowest: answered.length > 0 ? Math.min(...answered) : null,
          highest: answered.length > 0 ? Math.max(...answered) : null,
          median: medianOf(counts),
          counts: counts.map((c) => ({ ...c, percent: percent(c.count, field.answers) })),
        };
      }),
      ...stats.numberFields.map((field) => ({ ...field, summary: "numbers" })),
      ...stats.crossTabs.map((field) => ({
        ...field,
        summary: "grid",
        rows: field.rows.map((row) => ({ ...row, columns: row.columns.map(share) })),
      })),
      ...stats.meanRanks.map((field) => ({ ...field, summary: "ranking" })),
      ...stats.dateTimeFields.map((field) => ({ ...field, summary: "dates or times" })),
      ...stats.uploadFields.map((field) => ({ ...field, summary: "files" })),
    ],
    variables: stats.numericVariables,
    note: "percent is the share of all submissions (choices, grid rows) or of the field's answers (counts of numbers); a field that takes several choices can add up to more than 100.",
  };
}
