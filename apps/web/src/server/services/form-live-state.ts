import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { forms, formVersions } from "../db/schema";
import { collectPublishedKeys, type PublishedKeys } from "./published-keys";

/**
 * SQL for "the draft differs from the live version": true or false for a
 * published form, null while none is live. `jsonb` equality ignores key order
 * and spacing, so only a real change counts.
 */
export const hasUnpublishedChangesSql = sql<
  boolean | null
>`(select ${formVersions}.${sql.identifier(formVersions.document.name)} is distinct from ${forms}.${sql.identifier(forms.draft.name)} from ${formVersions} where ${formVersions}.${sql.identifier(formVersions.formId.name)} = ${forms}.${sql.identifier(forms.id.name)} and ${formVersions}.${sql.identifier(formVersions.version.name)} = ${forms}.${sql.identifier(forms.publishedVersion.name)})`;

/**
 * Whether a form's draft differs from its live version (false while none is live).
 *
 * @example
 * await hasUnpublishedChanges(db, formId); // true after a save, false after Publish
 */
export async function hasUnpublishedChanges(db: Database, formId: string): Promise<boolean> {
  const [row] = await db
    .select({ changed: hasUnpublishedChangesSql })
    .from(forms)
    .where(eq(forms.id, formId));
  return row?.changed === true;
}

/**
 * The document of a form's live version, or null while none is live.
 *
 * @example
 * const live = await loadLiveDocument(db, { id, publishedVersion: 2 });
 */
export async function loadLiveDocument(
  db: Database,
  form: { id: string; publishedVersion: number | null },
): Promise<unknown> {
  if (form.publishedVersion == null) return null;
  const [row] = await db
    .select({ document: formVersions.document })
    .from(formVersions)
    .where(
      sql`${formVersions.formId} = ${form.id} and ${formVersions.version} = ${form.publishedVersion}`,
    );
  return row?.document ?? null;
}

/**
 * The field names and option values any published version of a form used:
 * the editor never renames those (stored answers carry them).
 *
 * @example
 * (await loadPublishedKeys(db, formId)).fieldNames; // ["email", "topics"]
 */
export async function loadPublishedKeys(db: Database, formId: string): Promise<PublishedKeys> {
  const versions = await db
    .select({ document: formVersions.document })
    .from(formVersions)
    .where(eq(formVersions.formId, formId))
    .orderBy(asc(formVersions.version));
  return collectPublishedKeys(versions.map((v) => v.document));
}
