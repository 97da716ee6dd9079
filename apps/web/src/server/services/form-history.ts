import { desc, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { forms, formVersions } from "../db/schema";
import { FORM_NOT_FOUND, ServiceError } from "./errors";
import { collectSubmissionFields, type SubmissionField } from "./submission-fields";

/** A variable of a form across its versions: one column of the submissions table (issue 32). */
export interface SubmissionVariableColumn {
  name: string;
  /** Its label in the newest document that has it, else its name. */
  label: string;
}

/** An ending of a form across its versions: one choice of the submissions table's filter (issue 32). */
export interface SubmissionEndingColumn {
  id: string;
  /** Its title in the newest document that has it. */
  title: string;
}

/** A form with the fields its submissions can have, across every version. */
export interface FormHistory {
  id: string;
  slug: string;
  /** Column order of the browser and the CSV export. */
  fields: SubmissionField[];
  /** The variables any version computes, the draft's first, in their order. */
  variables: SubmissionVariableColumn[];
  /** Whether the draft or any version chooses endings (issue 32). */
  hasEndings: boolean;
  /** The endings any version chooses, the draft's first, in their order. */
  endings: SubmissionEndingColumn[];
  /** The stored documents: the draft first, then the published versions, newest first. */
  documents: unknown[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Throws `Form not found` for anything that is not a form id, before it reaches SQL. */
export function assertFormId(id: string): void {
  if (!UUID.test(id)) throw new ServiceError("NOT_FOUND", FORM_NOT_FOUND);
}

/**
 * Reads a form's draft and published versions and merges their fields (see
 * {@link collectSubmissionFields}). Unknown ids give `Form not found`.
 *
 * @example
 * const { slug, fields } = await loadFormHistory(db, formId);
 */
export async function loadFormHistory(db: Database, formId: string): Promise<FormHistory> {
  assertFormId(formId);
  const [form] = await db
    .select({ id: forms.id, slug: forms.slug, draft: forms.draft })
    .from(forms)
    .where(eq(forms.id, formId));
  if (!form) throw new ServiceError("NOT_FOUND", FORM_NOT_FOUND);
  const versions = await db
    .select({ document: formVersions.document })
    .from(formVersions)
    .where(eq(formVersions.formId, formId))
    .orderBy(desc(formVersions.version));
  const documents = [form.draft, ...versions.map((v) => v.document)];
  return {
    id: form.id,
    slug: form.slug,
    fields: collectSubmissionFields(documents),
    variables: collectVariableColumns(documents),
    hasEndings: documents.some(
      (d) => isRecord(d) && Array.isArray(d.endings) && d.endings.length > 0,
    ),
    endings: collectEndings(documents),
    documents,
  };
}

/**
 * The endings of stored documents (the draft first, then versions newest
 * first), each id once, with the title the newest document that has it gives.
 *
 * @example
 * collectEndings([{ endings: [{ id: "high", title: "Well done" }] }]);
 * // [{ id: "high", title: "Well done" }]
 */
export function collectEndings(documents: readonly unknown[]): SubmissionEndingColumn[] {
  const endings = new Map<string, SubmissionEndingColumn>();
  for (const document of documents) {
    const list = isRecord(document) ? document.endings : undefined;
    if (!Array.isArray(list)) continue;
    for (const ending of list) {
      if (!isRecord(ending) || typeof ending.id !== "string" || endings.has(ending.id)) continue;
      const title =
        typeof ending.title === "string" && ending.title.trim() ? ending.title : ending.id;
      endings.set(ending.id, { id: ending.id, title });
    }
  }
  return [...endings.values()];
}

/**
 * The variables of stored documents (the draft first, then versions newest
 * first), each once, labelled as the newest document that has it labels it.
 *
 * @example
 * collectVariableColumns([{ variables: [{ name: "total", expression: "1", label: "Total" }] }]);
 * // [{ name: "total", label: "Total" }]
 */
export function collectVariableColumns(documents: readonly unknown[]): SubmissionVariableColumn[] {
  const columns = new Map<string, SubmissionVariableColumn>();
  for (const document of documents) {
    const variables = isRecord(document) ? document.variables : undefined;
    if (!Array.isArray(variables)) continue;
    for (const variable of variables) {
      if (!isRecord(variable) || typeof variable.name !== "string") continue;
      if (columns.has(variable.name)) continue;
      const label =
        typeof variable.label === "string" && variable.label.trim()
          ? variable.label
          : variable.name;
      columns.set(variable.name, { name: variable.name, label });
    }
  }
  return [...columns.values()];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
