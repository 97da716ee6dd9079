import { type FormDocument, translateDocument } from "@formwright/core";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { forms, submissions } from "../../db/schema";
import { ServiceError } from "../errors";
import { SUBMISSION_NOT_FOUND } from "./delete-submission";
import type { SubmissionRecord } from "./list-submissions";
import { outcomeOf, versionDocuments } from "./submission-outcome";
import { UUID } from "./uuid-shape";

/**
 * The stored row of submission `id` with its form's slug; an unknown or
 * malformed id gives `Submission not found`. What `getSubmission` and the
 * submission's PDF both read.
 */
export async function storedSubmissionRow(db: Database, id: string) {
  if (!UUID.test(id)) throw new ServiceError("NOT_FOUND", SUBMISSION_NOT_FOUND);
  const [row] = await db
    .select({
      id: submissions.id,
      formId: submissions.formId,
      slug: forms.slug,
      createdAt: submissions.createdAt,
      version: submissions.version,
      language: submissions.language,
      data: submissions.data,
      storedVariables: submissions.variables,
      storedEnding: submissions.ending,
      verifiedEmail: submissions.verifiedEmail,
    })
    .from(submissions)
    .innerJoin(forms, eq(forms.id, submissions.formId))
    .where(eq(submissions.id, id));
  if (!row) throw new ServiceError("NOT_FOUND", SUBMISSION_NOT_FOUND);
  return row;
}

/**
 * The form version a stored submission answered, in the language it was
 * filled in (translated when it has one); undefined when that version no
 * longer reads. What the payment page and the Checkout session show.
 */
export async function answeredDocument(
  db: Database,
  row: { formId: string; slug: string; version: number; language: string | null },
): Promise<FormDocument | undefined> {
  const documents = await versionDocuments(db, { id: row.formId, slug: row.slug }, [row.version]);
  const document = documents.get(row.version);
  return document && row.language ? translateDocument(document, row.language) : document;
}

/**
 * One stored submission by id, as `listSubmissions` lists it (its variables
 * and ending computed when stored without them), with its form's id; an
 * unknown id gives `Submission not found`.
 *
 * @example
 * const submission = await getSubmission(db, "01936b2e-7c1a-7d40-9a51-2f5e0c9b3f10");
 */
export async function getSubmission(
  db: Database,
  id: string,
): Promise<SubmissionRecord & { formId: string }> {
  const row = await storedSubmissionRow(db, id);
  const { storedVariables, storedEnding, slug, ...record } = row;
  // Only a row stored without its variables (before migration 0017) computes them.
  const documents =
    storedVariables === null
      ? await versionDocuments(db, { id: row.formId, slug }, [row.version])
      : new Map();
  return {
    ...record,
    ...outcomeOf(
      { variables: storedVariables, ending: storedEnding },
      documents.get(row.version),
      row.data,
    ),
  };
}
