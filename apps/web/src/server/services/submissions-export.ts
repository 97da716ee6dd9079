import {
  answerWords,
  expressionText,
  FIELD_DOCUMENT_REGISTRY,
  type FormDocument,
} from "@formwright/core";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { CSV_BOM, CSV_EOL, csvRecord, csvTextCell } from "./csv";
import { type CellWords, exportLine, ROW_PART_SEPARATOR } from "./export-line";
import { loadFormHistory, type SubmissionVariableColumn } from "./form-history";
import {
  PAYMENT_CSV_SQL,
  type PaymentCsvColumn,
  paymentCsvCells,
  paymentCsvColumn,
  paymentCsvHeaders,
} from "./payment-csv";
import { uploadAnswerSql } from "./respondent-files/upload-answer-sql";
import type { SubmissionField } from "./submission-fields";
import { outcomeOf, versionDocuments } from "./submissions/submission-outcome";

/**
 * Rows read per query: large enough to amortise a round trip (5,000 measured
 * about 1.5 times the rows per second of 2,000), small enough that memory
 * stays flat (a batch is well under a megabyte of CSV).
 */
export const EXPORT_BATCH_SIZE = 5_000;

/** Most rows one batch may hold. */
export const EXPORT_BATCH_MAX = 10_000;

/** One piece of the CSV: the header, or the records of one batch. */
export interface CsvChunk {
  text: string;
  /** Submissions in this chunk (0 for the header). */
  rows: number;
}

/** An export ready to stream: its file name, and the CSV as chunks. */
export interface SubmissionsExport {
  /**
   * `<slug>-labels-<date>.csv` or `<slug>-values-<date>.csv` (the date of the
   * export, UTC, `YYYY-MM-DD`), so the two downloads of one day keep apart
   * (slugs are lower-case letters, digits and dashes).
   */
  fileName: string;
  /**
   * The CSV: a UTF-8 byte order mark and the header, then one chunk per batch,
   * oldest submission first. Each call starts a new read. Stopping early
   * (`break`, `return()`) ends it; nothing is left running.
   */
  chunks: () => AsyncGenerator<CsvChunk, void, undefined>;
}

/** Headers of the three columns every export starts with. */
export const FIXED_EXPORT_HEADERS = ["Submission ID", "Submitted at (UTC)", "Version"] as const;

export { answerCell } from "./export-line";

/** One submission as the database writes it for the export (see `exportRowSql`). */
interface ExportRow {
  row: string;
  /**
   * With computed columns (a form with variables or endings): the version, the
   * stored variables' JSON and ending, and the answers' JSON for a row stored
   * without them (before migration 0017), whose values are computed.
   */
  version?: number;
  variables?: string | null;
  ending?: string | null;
  data?: string | null;
  /** On a form with a payment block (issue 36): `status,amount,currency`, null when it owes nothing. */
  payment?: string | null;
}

/**
 * The computed columns of a form with variables or endings (issue 32): one
 * per variable across versions, then Ending; each row's cells computed from
 * its answers with the version it answered (as `Submission.variables`).
 */
interface ComputedColumns {
  variables: readonly SubmissionVariableColumn[];
  withEnding: boolean;
  documents: ReadonlyMap<number, FormDocument>;
}

function computedHeaders(computed: ComputedColumns | null): string[] {
  if (!computed) return [];
  return [...computed.variables.map((v) => v.label), ...(computed.withEnding ? ["Ending"] : [])];
}

/** A row's computed cells, each with its leading comma ("" for a draft, which has none yet). */
function computedCells(row: ExportRow, computed: ComputedColumns): string {
  const count = computed.variables.length + (computed.withEnding ? 1 : 0);
  if (row.version === undefined) return ",".repeat(count);
  const outcome = outcomeOf(
    { variables: row.variables ? JSON.parse(row.variables) : null, ending: row.ending ?? null },
    computed.documents.get(row.version),
    row.data ? JSON.parse(row.data) : null,
  );
  const cells = computed.variables.map((v) =>
    csvTextCell(expressionText(outcome.variables[v.name])),
  );
  if (computed.withEnding) cells.push(csvTextCell(outcome.ending ?? ""));
  return `,${cells.join(",")}`;
}

/** What a row's computed cells read: the stored values, else the answers to compute them from. */
const COMPUTED_COLUMNS = sql`, submissions.version as version, submissions.variables::text as variables,
  submissions.ending as ending,
  case when submissions.variables is null then submissions.data::text end as data`;

/** Position of a row in export order: its time (ISO 8601, milliseconds) and id. */
interface RowKey {
  at: string;
  id: string;
}

const ISO_FORMAT = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

// Formatted by the database: no Date is built per row, and the text is both
// the CSV cell and an exact keyset cursor (timestamps keep milliseconds only).
const ISO_UTC = sql.raw(`to_char(created_at at time zone 'UTC', ${ISO_FORMAT})`);

// The same text in a transaction whose time zone is UTC (READ_IN_INDEX_ORDER),
// without the per-row time zone conversion (a third of the database's time).
const ISO_IN_UTC_SESSION = sql.raw(`to_char(created_at, ${ISO_FORMAT})`);

// The index is (form_id, created_at desc nulls last, id desc nulls last). Read
// backwards it gives exactly this order, so each batch is a short index range
// scan. The plain "order by created_at, id" (nulls last) would not match it.
const IN_INDEX_ORDER = sql.raw(
  "submissions.created_at asc nulls first, submissions.id asc nulls first",
);

// Without statistics (PGlite never runs autovacuum; a table just filled has
// none yet) the planner guesses few rows and picks a bitmap scan that sorts
// every remaining row for each batch: quadratic overall. These settings, local
// to the batch's transaction, leave it the ordered index scan only. The time
// zone is for ISO_IN_UTC_SESSION.
const READ_IN_INDEX_ORDER = sql`select set_config('enable_sort', 'off', true),
  set_config('enable_bitmapscan', 'off', true), set_config('jit', 'off', true),
  set_config('TimeZone', 'UTC', true)`;

// ROW_PART_SEPARATOR as an SQL literal.
const SEPARATOR_SQL = sql.raw(`chr(${ROW_PART_SEPARATOR.charCodeAt(0)})`);

/** How choices are written: by their option's label (default) or their stored value. */
export type ExportAnswers = "labels" | "values";

/** What the CSV writes for each answer, as `?answers=` names it. */
export const EXPORT_ANSWERS: readonly ExportAnswers[] = ["labels", "values"];

/**
 * The option labels of a choice field by value, when any label differs from
 * its value (otherwise there is nothing to translate).
 */
function labelMap(field: SubmissionField): Record<string, string> | null {
  // A type's own options (a checkbox's true/false) are written as its answer text already.
  if (FIELD_DOCUMENT_REGISTRY[field.type].fixedOptions) return null;
  const map: Record<string, string> = {};
  let differs = false;
  for (const option of field.options) {
    map[option.value] = option.label;
    if (option.label !== option.value) differs = true;
  }
  return differs ? map : null;
}

/**
 * The JSON text of one answer: as stored, or for a choice field with `labels`
 * the same JSON with each value that is an option's value replaced by the
 * option's label (a created choice stays as typed). The JSON text keeps the
 * shape `exportLine` reads: a string, or a list written `["a", "b"]`.
 */
function answerSql(
  field: SubmissionField,
  answers: ExportAnswers,
  data: SQL = SUBMISSION_DATA,
): SQL {
  const name = field.name;
  if (answers === "labels" && isSaidInJs(field)) {
    return sql`coalesce((${data} -> ${name}::text)::text, '')`;
  }
  const upload = uploadAnswerSql(field, data);
  if (upload) return upload;
  const map = answers === "labels" ? labelMap(field) : null;
  if (!map) return sql`coalesce((${data} -> ${name}::text)::text, '')`;
  const labels = sql`${JSON.stringify(map)}::jsonb`;
  return sql`coalesce((case jsonb_typeof(${data} -> ${name}::text)
    when 'string' then coalesce(${labels} -> (${data} ->> ${name}::text), ${data} -> ${name}::text)
    when 'array' then (select coalesce(jsonb_agg(coalesce(${labels} -> e.v, to_jsonb(e.v)) order by e.n), '[]'::jsonb)
      from jsonb_array_elements_text(${data} -> ${name}::text) with ordinality as e(v, n))
    else ${data} -> ${name}::text end)::text, '')`;
}

const SUBMISSION_DATA = sql.raw("submissions.data");

/**
 * Whether the CSV with labels says this field's answer through core's
 * `answerWords` rather than in SQL: the types whose answer is a record of
 * uploads (a file's names and sizes, a signature), so every surface says them
 * alike. Their stored JSON is read back and said per cell.
 */
function isSaidInJs(field: SubmissionField): boolean {
  return uploadAnswerSql(field, SUBMISSION_DATA) !== null;
}

/** For each answer cell of a record (see `fieldCellsSql`), how JavaScript says it, if it does. */
function cellWords(
  fields: readonly SubmissionField[],
  answers: ExportAnswers,
): (CellWords | undefined)[] {
  return fields.flatMap((field): (CellWords | undefined)[] => {
    if (field.csvColumns) return field.csvColumns.map(() => undefined);
    if (answers !== "labels" || !isSaidInJs(field)) return [undefined];
    return [(answer) => answerWords(field, answer)];
  });
}

/**
 * One text per submission: the fixed cells `id,time,version`, then for each
 * field the separator and `(data -> name)::text`, the answer's JSON text (""
 * without one; choices by label, see {@link answerSql}). The database picks
 * the answers out of the document it has parsed already, the driver builds
 * one string per row instead of a parsed document, and `exportLine` turns it
 * into the record. Measured on 1,000,000 rows: about half the server's CPU
 * time of reading `data` whole.
 */
function exportRowSql(
  fields: readonly SubmissionField[],
  answers: ExportAnswers,
  { withStatus = false, withLanguage = false } = {},
): SQL {
  const status = withStatus ? sql.raw(` || ',${EXPORT_STATUS.submitted}'`) : sql``;
  // A stored language is one of the form's BCP 47 tags (letters, digits, hyphens): a plain cell.
  const language = withLanguage ? sql.raw(` || ',' || coalesce(submissions.language, '')`) : sql``;
  const parts: SQL[] = [
    sql`submissions.id::text || ',' || ${ISO_IN_UTC_SESSION} || ',' || submissions.version${language}${status}`,
  ];
  for (const field of fields) {
    for (const cell of fieldCellsSql(field, answers, SUBMISSION_DATA)) {
      parts.push(sql`${SEPARATOR_SQL} || ${cell}`);
    }
  }
  return sql.join(parts, sql` || `);
}

/**
 * The CSV cells of one field: one (its answer), or one per CSV column of a
 * type that writes several (a matrix's rows: `answer -> row`, labelled by
 * the column's options).
 */
function fieldCellsSql(field: SubmissionField, answers: ExportAnswers, data: SQL): SQL[] {
  if (!field.csvColumns) return [answerSql(field, answers, data)];
  const answer = sql`(${data} -> ${field.name}::text)`;
  return field.csvColumns.map((column) => {
    // A dotted key is a path into the answer: a group's `1.email`, its second item's email.
    const dot = column.key.lastIndexOf(".");
    const holder =
      dot < 0
        ? answer
        : sql`(${answer} #> ${`{${column.key.slice(0, dot).replaceAll(".", ",")}}`}::text[])`;
    return answerSql(
      {
        ...field,
        name: column.key.slice(dot + 1),
        options: [...(column.options ?? [])],
        csvColumns: undefined,
      },
      answers,
      holder,
    );
  });
}

/** The Status column's words, with `?drafts=include`. */
export const EXPORT_STATUS = { submitted: "submitted", draft: "in progress" } as const;

/** Whether the export adds the saved drafts (`?drafts=include`). */
export type ExportDrafts = "exclude" | "include";

/** What `?drafts=` takes. */
export const EXPORT_DRAFTS: readonly ExportDrafts[] = ["exclude", "include"];

/** The draft rows' text, as `exportRowSql` writes submissions: id, last saved, version, status, answers. */
function draftRowSql(
  fields: readonly SubmissionField[],
  answers: ExportAnswers,
  withLanguage: boolean,
): SQL {
  const language = withLanguage ? "," : "";
  const parts: SQL[] = [
    sql.raw(
      `drafts.id::text || ',' || to_char(drafts.updated_at at time zone 'UTC', ${ISO_FORMAT}) || ',' || drafts.version || '${language},${EXPORT_STATUS.draft}'`,
    ),
  ];
  for (const field of fields) {
    for (const cell of fieldCellsSql(field, answers, sql.raw("drafts.answers"))) {
      parts.push(sql`${SEPARATOR_SQL} || ${cell}`);
    }
  }
  return sql.join(parts, sql` || `);
}

/** The keyset position of a row from its text (`id,time,version…`). */
function keyOf(row: string): RowKey {
  const afterId = row.indexOf(",");
  const afterTime = row.indexOf(",", afterId + 1);
  return { id: row.slice(0, afterId), at: row.slice(afterId + 1, afterTime) };
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * The header record: the fixed columns (then Language for a form answered in
 * several languages, Status with drafts), then each field's label.
 */
export function exportHeader(
  fields: readonly SubmissionField[],
  {
    withStatus = false,
    withLanguage = false,
    computed = [] as readonly string[],
  }: { withStatus?: boolean; withLanguage?: boolean; computed?: readonly string[] } = {},
): string {
  const fixed = [
    ...FIXED_EXPORT_HEADERS,
    ...(withLanguage ? ["Language"] : []),
    ...(withStatus ? ["Status"] : []),
  ];
  const headers = fields.flatMap((f) => f.csvColumns?.map((c) => c.header) ?? [f.label]);
  return csvRecord([...fixed, ...headers, ...computed].map(csvTextCell));
}

// Joined rather than appended: each record and the batch come out as flat
// strings, not ropes of every cell that live until the batch is written.
function encodeRows(
  rows: readonly ExportRow[],
  words: readonly (CellWords | undefined)[],
  computed: ComputedColumns | null = null,
  payment: PaymentCsvColumn | null = null,
): string {
  const lines = new Array<string>(rows.length + 1);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as ExportRow;
    const line = computed
      ? exportLine(row.row, words) + computedCells(row, computed)
      : exportLine(row.row, words);
    lines[i] = payment ? line + paymentCsvCells(row.payment) : line;
  }
  lines[rows.length] = "";
  return lines.join(CSV_EOL);
}

/**
 * Prepares the CSV export of a form's submissions: every submission stored
 * when the export starts, oldest first, in keyset-paginated batches by
 * (created_at, id), so memory stays flat whatever the row count. Columns:
 * submission id, submitted at (ISO 8601 UTC), version, then one per field
 * across versions (see `collectSubmissionFields`), the computed columns, and
 * on a form with a payment block its payment's status, amount and currency
 * (see `paymentCsvCells`). Choices are written by
 * their option's label unless `answers` is `"values"`. Same SQL on PGlite and
 * PostgreSQL. Unknown form: `Form not found`.
 *
 * @example
 * const csv = await prepareSubmissionsExport(db, { formId });
 * for await (const chunk of csv.chunks()) response.write(chunk.text);
 */
export async function prepareSubmissionsExport(
  db: Database,
  input: {
    formId: string;
    batchSize?: number;
    answers?: ExportAnswers;
    drafts?: ExportDrafts;
    /** When the export is made: the date in its file name (default now). */
    now?: Date;
  },
): Promise<SubmissionsExport> {
  const batchSize = input.batchSize ?? EXPORT_BATCH_SIZE;
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > EXPORT_BATCH_MAX) {
    throw new RangeError(`batchSize must be 1 to ${EXPORT_BATCH_MAX}`);
  }
  const form = await loadFormHistory(db, input.formId);
  const withDrafts = input.drafts === "include";
  // The Language column appears once any submission says which language it was filled in.
  const [languages] = rowsOf<{ has: boolean }>(
    await db.execute(sql`select exists (select 1 from submissions
      where form_id = ${form.id} and language is not null) as has`),
  );
  const withLanguage = languages?.has === true;
  // Variables and endings (issue 32) are computed per row, only for a form that has them.
  const withEnding = form.hasEndings;
  const computed: ComputedColumns | null =
    form.variables.length > 0 || withEnding
      ? {
          variables: form.variables,
          withEnding,
          documents: await versionDocuments(
            db,
            form,
            rowsOf<{ version: number }>(
              await db.execute(sql`select version from form_versions where form_id = ${form.id}`),
            ).map((r) => Number(r.version)),
          ),
        }
      : null;
  // A form that takes payments (issue 36): its payment's status, amount and currency last.
  const payment = paymentCsvColumn(form.documents);
  const header = exportHeader(form.fields, {
    withStatus: withDrafts,
    withLanguage,
    computed: [...computedHeaders(computed), ...(payment ? paymentCsvHeaders(payment) : [])],
  });
  const rowText = exportRowSql(form.fields, input.answers ?? "labels", {
    withStatus: withDrafts,
    withLanguage,
  });
  const draftText = draftRowSql(form.fields, input.answers ?? "labels", withLanguage);
  const words = cellWords(form.fields, input.answers ?? "labels");

  // Drafts after the submissions, by when each was started (it does not move as it is saved again).
  async function* draftChunks(): AsyncGenerator<CsvChunk, void, undefined> {
    let after: RowKey | null = null;
    for (;;) {
      const cursor: SQL = after
        ? sql`and (drafts.created_at, drafts.id) > (${after.at}::timestamptz, ${after.id}::uuid)`
        : sql``;
      const rows: Array<ExportRow & RowKey> = rowsOf<ExportRow & RowKey>(
        await db.execute(sql`
          select ${draftText} as row, to_char(drafts.created_at at time zone 'UTC', ${sql.raw(ISO_FORMAT)}) as at, drafts.id::text as id
          from drafts
          where drafts.form_id = ${form.id} and drafts.expires_at > now() ${cursor}
          order by drafts.created_at, drafts.id
          limit ${batchSize}`),
      );
      if (rows.length > 0) {
        yield { text: encodeRows(rows, words, computed, payment), rows: rows.length };
      }
      const last: RowKey | undefined = rows.at(-1);
      if (!last || rows.length < batchSize) return;
      after = { at: last.at, id: last.id };
    }
  }

  const fetchBatch = async (after: RowKey | null, until: RowKey): Promise<ExportRow[]> => {
    const afterCursor = after
      ? sql`and (created_at, id) > (${after.at}::timestamptz, ${after.id}::uuid)`
      : sql``;
    const result = await db.transaction(async (tx) => {
      await tx.execute(READ_IN_INDEX_ORDER);
      return tx.execute(sql`
        select ${rowText} as row${computed ? COMPUTED_COLUMNS : sql``}${payment ? PAYMENT_CSV_SQL : sql``}
        from submissions
        where form_id = ${form.id}
          ${afterCursor}
          and (created_at, id) <= (${until.at}::timestamptz, ${until.id}::uuid)
        order by ${IN_INDEX_ORDER}
        limit ${batchSize}`);
    });
    return rowsOf<ExportRow>(result);
  };

  async function* chunks(): AsyncGenerator<CsvChunk, void, undefined> {
    yield { text: CSV_BOM + header, rows: 0 };
    // The newest row now is where this export ends: rows that arrive while it
    // runs are left for the next one, so an export always finishes.
    const [until] = rowsOf<RowKey>(
      await db.execute(sql`
        select ${ISO_UTC} as at, id::text as id from submissions
        where form_id = ${form.id}
        order by submissions.created_at desc nulls last, submissions.id desc nulls last
        limit 1`),
    );
    if (!until) {
      if (withDrafts) yield* draftChunks();
      return;
    }
    let pending: Promise<ExportRow[]> | null = fetchBatch(null, until);
    while (pending) {
      const rows: ExportRow[] = await pending;
      const last = rows.at(-1);
      // Read the next batch while this one is encoded and sent.
      pending = last && rows.length === batchSize ? fetchBatch(keyOf(last.row), until) : null;
      pending?.catch(() => {}); // awaited next turn; this only stops an unhandled rejection if we stop early
      if (rows.length > 0) {
        yield { text: encodeRows(rows, words, computed, payment), rows: rows.length };
      }
    }
    if (withDrafts) yield* draftChunks();
  }

  return {
    fileName: exportFileName({
      slug: form.slug,
      answers: input.answers ?? "labels",
      now: input.now,
    }),
    chunks,
  };
}

/**
 * The file name of an export: `<slug>-<labels|values>-<YYYY-MM-DD>.csv`, the
 * date in UTC.
 *
 * @example exportFileName({ slug: "survey", answers: "values", now: new Date("2026-03-02T08:30:00Z") }) // "survey-values-2026-03-02.csv"
 */
export function exportFileName(input: {
  slug: string;
  answers: ExportAnswers;
  now?: Date;
}): string {
  const date = (input.now ?? new Date()).toISOString().slice(0, 10);
  return `${input.slug}-${input.answers}-${date}.csv`;
}
