import {
  chooseEnding,
  documentVariables,
  type ExpressionValue,
  type FormDocument,
} from "@formwright/core";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { loadVersion } from "../published-forms";

/** Variables computed for one submission, by name. */
export type SubmissionVariables = Record<string, ExpressionValue>;

/** What a submission's answers give with the version they answered (issue 32). */
export interface SubmissionOutcome {
  /** The form's variables, by name; `{}` when the version has none. */
  variables: SubmissionVariables;
  /** The id of the ending the answers chose; null when none held or the version has none. */
  ending: string | null;
}

/**
 * The published documents of a form's versions among `versions`, each read
 * and parsed once per process (`loadVersion`'s cache, field types loaded).
 */
export async function versionDocuments(
  db: Database,
  form: { id: string; slug: string },
  versions: readonly number[],
): Promise<Map<number, FormDocument>> {
  const documents = new Map<number, FormDocument>();
  for (const version of new Set(versions)) {
    // A version that no longer reads (or is gone) computes nothing; its answers still list.
    const published = await loadVersion(db, { formId: form.id, slug: form.slug, version }).catch(
      () => null,
    );
    if (published) documents.set(version, published.document);
  }
  return documents;
}

/**
 * A stored submission's variables and ending: those stored with it (since
 * migration 0017, at submit time), else (a row stored before, or moved from
 * the spam review list) computed from its answers with `document`.
 */
export function outcomeOf(
  stored: { variables: unknown; ending: string | null },
  document: FormDocument | undefined,
  data: unknown,
): SubmissionOutcome {
  if (isVariableMap(stored.variables)) {
    return { variables: stored.variables, ending: stored.ending };
  }
  return submissionOutcome(document, data);
}

function isVariableMap(value: unknown): value is SubmissionVariables {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Rows one statement of {@link storeMissingOutcomes} reads and writes. */
const BACKFILL_BATCH = 500;

/**
 * Stores the variables and ending of a form's submissions that were stored
 * without them (before migration 0017, by the previous release during an
 * upgrade, or moved from the spam review list), so that a filter or chart
 * reading the columns sees every submission. Each row once: afterwards none
 * is left, and a form whose rows all have them costs one indexed read.
 * Answers how many rows it stored.
 */
export async function storeMissingOutcomes(
  db: Database,
  form: { id: string; slug: string },
): Promise<number> {
  let stored = 0;
  for (;;) {
    const rows = (
      (await db.execute(sql`select id, version, data from submissions
        where form_id = ${form.id}::uuid and variables is null
        limit ${BACKFILL_BATCH}`)) as unknown as {
        rows: Array<{ id: string; version: number; data: unknown }>;
      }
    ).rows;
    if (rows.length === 0) return stored;
    const documents = await versionDocuments(
      db,
      form,
      rows.map((row) => Number(row.version)),
    );
    const values = rows.map((row) => {
      const outcome = submissionOutcome(documents.get(Number(row.version)), row.data);
      return { id: row.id, variables: outcome.variables, ending: outcome.ending };
    });
    await db.execute(sql`update submissions s
      set variables = v.variables, ending = v.ending
      from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(id uuid, variables jsonb, ending text)
      where s.id = v.id and s.variables is null`);
    stored += rows.length;
  }
}

/**
 * A submission's variables and ending: computed from its stored answers with
 * the version it answered (the same code the respondent's browser and
 * `submitForm` ran), so a later version's new formula never changes an older
 * answer's values.
 */
export function submissionOutcome(
  document: FormDocument | undefined,
  data: unknown,
): SubmissionOutcome {
  if (!document || (!document.variables?.length && !document.endings?.length)) {
    return { variables: {}, ending: null };
  }
  const answers =
    typeof data === "object" && data !== null && !Array.isArray(data)
      ? (data as Record<string, unknown>)
      : {};
  return {
    variables: documentVariables(document, answers),
    ending: chooseEnding(document, answers)?.id ?? null,
  };
}
