import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { rowsOf } from "../field-summaries/answer-names";
import type { EmailForm } from "./email-forms";
import { jsonList } from "./json-list";

/**
 * What a record of a respondent is: a submission, one held for spam review, a
 * saved draft, unfinished answers (`partialResponses`).
 */
export type RespondentRecordKind = "submission" | "spam" | "draft" | "partial";

/** A file a respondent sent with a record. */
export interface RespondentFile {
  id: string;
  name: string;
  size: number;
  type: string;
}

/** One record holding a person's address in an email field. */
export interface RespondentRecord {
  kind: RespondentRecordKind;
  id: string;
  formId: string;
  formSlug: string;
  formTitle: string;
  version: number;
  answers: Record<string, unknown>;
  files: RespondentFile[];
  createdAt: Date;
  updatedAt: Date;
}

/** What deleting one form's records of one kind removed. */
export interface DeletedRecords {
  ids: string[];
  /** Storage keys of the files deleted with them (their rows are gone; the caller removes the bytes). */
  storageKeys: string[];
  /** Outbox rows (webhook deliveries, mails) that carried copies of the answers. */
  outboxCopies: number;
}

/** A path of one field at the top of the answers: `$."email"` (see `emailPathsOf`). */
const TOP_LEVEL_PATH = /^\$\.("(?:[^"\\]|\\.)*")$/;

/**
 * Whether any email field of `form` in the answers `data` holds `address`
 * (lower case), the strings found trimmed and lower-cased. A field at the
 * top of the answers is read with `->>` (as cheap as reading one key); one
 * inside a group with `jsonb_path_query` and its path, a constant of the
 * statement. Per row, work in the number of email fields; the form's rows
 * are read through its `form_id` index.
 */
function holdsAddress(data: SQL, form: EmailForm, address: string): SQL {
  const tests = form.paths.map((path) => {
    const top = TOP_LEVEL_PATH.exec(path);
    if (top?.[1]) {
      const key = JSON.parse(top[1]) as string;
      return sql`lower(btrim(${data} ->> ${key}::text)) = ${address}::text`;
    }
    return sql`exists (select 1 from jsonb_path_query(${data}, ${path}::jsonpath) as v(value)
      where jsonb_typeof(v.value) = 'string' and lower(btrim(v.value #>> '{}')) = ${address}::text)`;
  });
  return sql`(${sql.join(tests, sql` or `)})`;
}

/** The files bound to a submission (or held one) `id`, as JSON. */
const filesOf = (id: SQL) => sql`coalesce((select json_agg(json_build_object(
    'id', rf.id, 'name', rf.name, 'size', rf.byte_size, 'type', rf.content_type) order by rf.created_at)
  from respondent_files rf where rf.submission_id = ${id}), '[]'::json)`;

/** The unsent files a draft's answers name (a draft holds its uploads by id until it is sent). */
const draftFilesOf = (
  formId: string,
  answers: SQL,
) => sql`coalesce((select json_agg(json_build_object(
    'id', rf.id, 'name', rf.name, 'size', rf.byte_size, 'type', rf.content_type) order by rf.created_at)
  from respondent_files rf where rf.form_id = ${formId}::uuid and rf.submission_id is null
    and position(rf.id::text in ${answers}::text) > 0), '[]'::json)`;

interface FoundRow {
  id: string;
  version: number;
  answers: unknown;
  files: unknown;
  created_at: Date | string;
  updated_at: Date | string;
}

function toRecord(kind: RespondentRecordKind, form: EmailForm, row: FoundRow): RespondentRecord {
  const answers = typeof row.answers === "string" ? JSON.parse(row.answers) : row.answers;
  return {
    kind,
    id: row.id,
    formId: form.id,
    formSlug: form.slug,
    formTitle: form.title,
    version: Number(row.version),
    answers: answers as Record<string, unknown>,
    files: jsonList<RespondentFile>(row.files),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

/** Outbox rows of the form that carry a copy of one of the deleted submissions (not under delivery now). */
const outboxCopiesSql = (formId: string) => sql`copies as (
  delete from outbox o where o.form_id = ${formId}::uuid
    and (o.payload #>> '{submission,id}') in (select id::text from gone)
    and (o.locked_until is null or o.locked_until < now())
  returning o.id)`;

interface DeletedRow {
  ids: unknown;
  keys: unknown;
  copies: number | string | null;
}

function toDeleted(result: unknown): DeletedRecords {
  const row = rowsOf<DeletedRow>(result)[0];
  return {
    ids: jsonList<string>(row?.ids),
    storageKeys: jsonList<string>(row?.keys),
    outboxCopies: Number(row?.copies ?? 0),
  };
}

/** One place a person's answers are kept: how to find them and how to delete them, per form. */
export interface RespondentSource {
  kind: RespondentRecordKind;
  find(db: Database, form: EmailForm, address: string): Promise<RespondentRecord[]>;
  delete(db: Database, form: EmailForm, address: string): Promise<DeletedRecords>;
}

/**
 * Whether a submission holds `address` now or held it before an edit (its
 * revisions, issue 33 §4): a person who changed their address by an edit link
 * still finds (and deletes) the answers that named the old one. The
 * revisions go with their submission (a foreign key that cascades).
 */
function submissionHoldsAddress(form: EmailForm, address: string): SQL {
  return sql`(${holdsAddress(sql`s.data`, form, address)} or exists (select 1 from submission_revisions r
    where r.submission_id = s.id and ${holdsAddress(sql`r.data`, form, address)}))`;
}

/** Submissions and submissions held for spam review: the same columns, files bound by id. */
function submissionSource(kind: "submission" | "spam", table: "submissions" | "spam_submissions") {
  const t = sql.raw(table);
  // Only stored submissions are edited: a held one has no revisions.
  const matches = (form: EmailForm, address: string) =>
    kind === "submission"
      ? submissionHoldsAddress(form, address)
      : holdsAddress(sql`s.data`, form, address);
  return {
    kind,
    async find(db, form, address) {
      const rows = rowsOf<FoundRow>(
        await db.execute(sql`select s.id, s.version, s.data as answers, ${filesOf(sql`s.id`)} as files,
            s.created_at, s.created_at as updated_at
          from ${t} s
          where s.form_id = ${form.id}::uuid and ${matches(form, address)}
          order by s.created_at, s.id`),
      );
      return rows.map((row) => toRecord(kind, form, row));
    },
    async delete(db, form, address) {
      // One statement: the rows, their files' rows and the outbox's copies go together.
      return toDeleted(
        await db.execute(sql`with
          gone as (delete from ${t} s
            where s.form_id = ${form.id}::uuid and ${matches(form, address)}
            returning s.id),
          files as (delete from respondent_files rf using gone g where rf.submission_id = g.id
            returning rf.storage_key),
          ${outboxCopiesSql(form.id)}
          select (select json_agg(id) from gone) as ids, (select json_agg(storage_key) from files) as keys,
            (select count(*) from copies) as copies`),
      );
    },
  } satisfies RespondentSource;
}

/**
 * Answers kept before a submit: saved drafts (`drafts.answers`) and unfinished
 * answers (`partial_responses.data`), with the unsent files they name and the
 * outbox's copies (a `submission.partial` delivery names the row's id).
 */
function unsentSource(
  kind: "draft" | "partial",
  table: "drafts" | "partial_responses",
  column: "answers" | "data",
): RespondentSource {
  const t = sql.raw(table);
  const answers = sql.raw(`u.${column}`);
  return {
    kind,
    async find(db, form, address) {
      const rows = rowsOf<FoundRow>(
        await db.execute(sql`select u.id, u.version, ${answers} as answers,
            ${draftFilesOf(form.id, answers)} as files, u.created_at, u.updated_at
          from ${t} u
          where u.form_id = ${form.id}::uuid and ${holdsAddress(answers, form, address)}
          order by u.created_at, u.id`),
      );
      return rows.map((row) => toRecord(kind, form, row));
    },
    async delete(db, form, address) {
      return toDeleted(
        await db.execute(sql`with
          gone as (delete from ${t} u
            where u.form_id = ${form.id}::uuid and ${holdsAddress(answers, form, address)}
            returning u.id, ${answers} as answers),
          files as (delete from respondent_files rf using gone g
            where rf.form_id = ${form.id}::uuid and rf.submission_id is null
              and position(rf.id::text in g.answers::text) > 0
            returning rf.storage_key),
          ${outboxCopiesSql(form.id)}
          select (select json_agg(id) from gone) as ids, (select json_agg(storage_key) from files) as keys,
            (select count(*) from copies) as copies`),
      );
    },
  };
}

/**
 * Every place a person's answers are kept, searched and deleted in this
 * order: `respondentData`, `deleteRespondentData` and the command line cover each.
 */
export const RESPONDENT_SOURCES: readonly RespondentSource[] = [
  submissionSource("submission", "submissions"),
  submissionSource("spam", "spam_submissions"),
  unsentSource("draft", "drafts", "answers"),
  unsentSource("partial", "partial_responses", "data"),
];
