import {
  type FormDocument,
  formatDocumentIssues,
  parseFormDocument,
  paymentBlockOf,
} from "@formwright/core";
import { and, asc, count, eq, getTableColumns, ilike, inArray, or, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { forms, formVersions, submissions } from "../db/schema";
import type { FileStorage } from "../storage/file-storage";
import { ServiceError } from "./errors";
import { hasUnpublishedChangesSql } from "./form-live-state";
import { mapLimited } from "./outbox/map-limited";

/** A form as the admin sees it: the draft and which version is live. */
export interface FormRecord {
  id: string;
  slug: string;
  draft: FormDocument;
  revision: number;
  publishedVersion: number | null;
  /** Origins allowed to frame the public page. */
  embedOrigins: string[];
  createdAt: Date;
  updatedAt: Date;
  /** The workspace the form belongs to (issue 34 §1). */
  workspaceId: string;
  /** Filled in by reads that count submissions. */
  submissionCount?: number;
  /** Filled in by reads that compare the draft with the live version (null: none live). */
  hasUnpublishedChanges?: boolean | null;
}

/** Parses a document or throws a BAD_USER_INPUT error listing every problem by JSON path. */
export function requireValidDocument(input: unknown): FormDocument {
  const parsed = parseFormDocument(input);
  if (parsed.success) return parsed.document;
  throw new ServiceError(
    "BAD_USER_INPUT",
    `Invalid form document:\n${formatDocumentIssues(parsed.issues)}`,
    { issues: parsed.issues },
  );
}

function toRecord(
  row: typeof forms.$inferSelect & {
    submissionCount?: number;
    hasUnpublishedChanges?: boolean | null;
  },
): FormRecord {
  // Drafts are validated before every write, so the stored JSON is a document.
  return { ...row, draft: row.draft as FormDocument };
}

// Drizzle writes a column in a single-table select without its table: inside the
// subquery a bare "id" would be the submission's. Each column is named with its table.
const withSubmissionCount = {
  ...getTableColumns(forms),
  submissionCount: sql<number>`(select count(*)::int from ${submissions} where ${submissions}.${sql.identifier(submissions.formId.name)} = ${forms}.${sql.identifier(forms.id.name)})`,
  hasUnpublishedChanges: hasUnpublishedChangesSql,
};

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === "23505" || e?.cause?.code === "23505";
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else names no form (and must not reach the database as one). */
function assertFormId(id: string): void {
  if (!UUID.test(id)) throw new ServiceError("NOT_FOUND", "Form not found");
}

function slugTaken(slug: string): ServiceError {
  return new ServiceError("CONFLICT", `A form with the slug "${slug}" already exists`);
}

/** Lists forms, oldest first; `search` matches title or slug, case-insensitively. */
export async function listForms(
  db: Database,
  options: {
    search?: string | null;
    /** Only the forms of these workspaces; null or absent: every form. */
    workspaceIds?: readonly string[] | null;
  } = {},
): Promise<FormRecord[]> {
  const term = options.search?.trim();
  const pattern = term ? `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const { workspaceIds } = options;
  if (workspaceIds && workspaceIds.length === 0) return [];
  const rows = await db
    .select(withSubmissionCount)
    .from(forms)
    .where(
      and(
        pattern
          ? or(ilike(sql`${forms.draft}->>'title'`, pattern), ilike(forms.slug, pattern))
          : undefined,
        workspaceIds ? inArray(forms.workspaceId, [...workspaceIds]) : undefined,
      ),
    )
    .orderBy(asc(forms.createdAt), asc(forms.id));
  return rows.map(toRecord);
}

/** One form by id, or a NOT_FOUND error. */
export async function getForm(db: Database, id: string): Promise<FormRecord> {
  assertFormId(id);
  const [row] = await db.select(withSubmissionCount).from(forms).where(eq(forms.id, id));
  if (!row) throw new ServiceError("NOT_FOUND", "Form not found");
  return toRecord(row);
}

/** One form by slug, or null. */
export async function findFormBySlug(db: Database, slug: string): Promise<FormRecord | null> {
  const [row] = await db.select().from(forms).where(eq(forms.slug, slug));
  return row ? toRecord(row) : null;
}

/** Creates a form from a document (validated); it starts as an unpublished draft. */
export async function createForm(
  db: Database,
  input: unknown,
  options: {
    /** The workspace it belongs to; absent: the database's default ("Default", migration 0027). */
    workspaceId?: string;
  } = {},
): Promise<FormRecord> {
  const document = requireValidDocument(input);
  try {
    const [row] = await db
      .insert(forms)
      .values({ slug: document.slug, draft: document, workspaceId: options.workspaceId })
      .returning();
    if (!row) throw new Error("insert returned no row");
    return toRecord(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(document.slug);
    throw error;
  }
}

/**
 * Saves a new draft. With `expectedRevision`, the save is refused when someone
 * else saved since that revision was loaded, so nothing is silently overwritten.
 */
export async function updateForm(
  db: Database,
  input: { id: string; document: unknown; expectedRevision?: number | null },
): Promise<FormRecord> {
  assertFormId(input.id);
  const document = requireValidDocument(input.document);
  const revisionMatches =
    input.expectedRevision == null ? undefined : eq(forms.revision, input.expectedRevision);
  try {
    const [row] = await db
      .update(forms)
      .set({
        slug: document.slug,
        draft: document,
        revision: sql`${forms.revision} + 1`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(forms.id, input.id), revisionMatches))
      .returning();
    if (row) return toRecord(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(document.slug);
    throw error;
  }
  const current = await getForm(db, input.id);
  throw new ServiceError(
    "CONFLICT",
    `This form was changed since you loaded it (you have revision ${input.expectedRevision}, it is now at ${current.revision}). Reload it before saving.`,
    { revision: current.revision },
  );
}

/** Publishes the current draft as a new immutable version and makes it live. */
export async function publishForm(
  db: Database,
  id: string,
  /** `takesPayments: false` (a server without FORMWRIGHT_STRIPE_*) refuses a form with a payment block. */
  options: { takesPayments?: boolean } = {},
): Promise<FormRecord> {
  assertFormId(id);
  return db.transaction(async (tx) => {
    // Lock the form row so two concurrent publishes get distinct version numbers.
    const [form] = await tx.select().from(forms).where(eq(forms.id, id)).for("update");
    if (!form) throw new ServiceError("NOT_FOUND", "Form not found");
    const document = requireValidDocument(form.draft);
    if (options.takesPayments === false && paymentBlockOf(document)) {
      throw new ServiceError("BAD_USER_INPUT", PAYMENTS_NEED_STRIPE);
    }
    const [last] = await tx
      .select({ version: sql<number>`coalesce(max(${formVersions.version}), 0)` })
      .from(formVersions)
      .where(eq(formVersions.formId, id));
    const version = Number(last?.version ?? 0) + 1;
    await tx.insert(formVersions).values({ formId: id, version, document });
    const [row] = await tx
      .update(forms)
      .set({ publishedVersion: version, updatedAt: sql`now()` })
      .where(eq(forms.id, id))
      .returning();
    if (!row) throw new Error("update returned no row");
    return toRecord(row);
  });
}

/** Why a form with a payment block is not published on a server without Stripe (issue 36). */
export const PAYMENTS_NEED_STRIPE =
  "This form has a payment block, but this server takes no payments: set FORMWRIGHT_STRIPE_SECRET_KEY and FORMWRIGHT_STRIPE_WEBHOOK_SECRET (docs/payments.md), then publish again.";

/** Takes a form offline; its versions and submissions stay. */
export async function unpublishForm(db: Database, id: string): Promise<FormRecord> {
  assertFormId(id);
  const [row] = await db
    .update(forms)
    .set({ publishedVersion: null, updatedAt: sql`now()` })
    .where(eq(forms.id, id))
    .returning();
  if (!row) throw new ServiceError("NOT_FOUND", "Form not found");
  return toRecord(row);
}

/** Number of stored submissions of one form. */
export async function countSubmissions(db: Database, formId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(submissions)
    .where(eq(submissions.formId, formId));
  return Number(row?.n ?? 0);
}

/** Files removed from the storage at once when a form is deleted. */
const FILE_DELETES_AT_ONCE = 8;

/**
 * Deletes a form with its versions, its submissions (held ones too) and the
 * files respondents uploaded to it, sent or not: the rows in one statement,
 * then the files in the storage. A file the storage fails to remove is left
 * to the sweeper, which removes stored files no row names after a day
 * (`sweepRespondentFiles`); the form is gone either way.
 *
 * @example
 * await deleteForm(db, storage, formId);
 */
export async function deleteForm(
  db: Database,
  storage: FileStorage,
  id: string,
  options: {
    /** Records the deletion in the transaction that deletes the rows (the audit log). */
    audit?: (tx: Database, form: { id: string; slug: string }) => Promise<void>;
  } = {},
): Promise<void> {
  assertFormId(id);
  const { audit } = options;
  const deleteRows = async (tx: Database) => {
    // The select reads the statement's snapshot, from before the form's rows cascade away.
    const result = (await tx.execute(sql`
      with files as (select storage_key from respondent_files where form_id = ${id}::uuid),
      gone as (delete from forms where id = ${id}::uuid returning id, slug)
      select gone.id, gone.slug, files.storage_key from gone left join files on true`)) as unknown as {
      rows: Array<{ id: string; slug: string; storage_key: string | null }>;
    };
    const [first] = result.rows;
    if (!first) throw new ServiceError("NOT_FOUND", "Form not found");
    await audit?.(tx, { id: first.id, slug: first.slug });
    return result.rows;
  };
  const rows = audit
    ? await db.transaction((tx) => deleteRows(tx as unknown as Database))
    : await deleteRows(db);
  const keys = rows.flatMap((row) => (row.storage_key ? [row.storage_key] : []));
  await mapLimited(keys, FILE_DELETES_AT_ONCE, (key) => storage.delete(key).catch(() => {}));
}

/**
 * Copies a form's draft into a new unpublished form with a free slug
 * (`contact-copy`, `contact-copy-2`, ...) and "(copy)" after the title.
 */
export async function duplicateForm(db: Database, id: string): Promise<FormRecord> {
  const source = await getForm(db, id);
  const base = `${source.slug.slice(0, 58)}-copy`;
  for (let n = 1; n <= 50; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (await findFormBySlug(db, slug)) continue;
    try {
      // In a transaction of its own (a savepoint in the caller's): a slug
      // taken meanwhile fails only this attempt, not the caller's transaction.
      const copy = { ...source.draft, slug, title: `${source.draft.title} (copy)` };
      return await db.transaction((tx) =>
        createForm(tx as unknown as Database, copy, { workspaceId: source.workspaceId }),
      );
    } catch (error) {
      if (!(error instanceof ServiceError && error.code === "CONFLICT")) throw error;
    }
  }
  throw new ServiceError("CONFLICT", "Could not find a free slug for the copy");
}
