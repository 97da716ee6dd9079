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
    documents,
  };
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
