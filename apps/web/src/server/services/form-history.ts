import { desc, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { forms, formVersions } from "../db/schema";
import { FORM_NOT_FOUND, ServiceError } from "./errors";
import { collectSubmissionFields, type SubmissionField } from "./submission-fields";

/** A form with the fields its submissions can have, across every version. */
export interface FormHistory {
  id: string;
  slug: string;
  /** Column order of the browser and the CSV export. */
  fields: SubmissionField[];
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
  return { id: form.id, slug: form.slug, fields: collectSubmissionFields(documents), documents };
}
