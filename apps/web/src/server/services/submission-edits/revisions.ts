import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { submissionRevisions } from "../../db/schema";

/** Answers a submission had before an edit replaced them. */
export interface SubmissionRevision {
  /** The published version they answered. */
  version: number;
  data: unknown;
  /** When they were sent: the submit, or the edit before. */
  createdAt: Date;
  /** When an edit replaced them. */
  replacedAt: Date;
}

/**
 * The earlier answers of a submission, oldest first (the first is what was
 * submitted); the current answers are the submission's own `data`.
 *
 * @example
 * const revisions = await submissionRevisionsOf(db, submissionId);
 */
export async function submissionRevisionsOf(
  db: Database,
  submissionId: string,
): Promise<SubmissionRevision[]> {
  return db
    .select({
      version: submissionRevisions.version,
      data: submissionRevisions.data,
      createdAt: submissionRevisions.createdAt,
      replacedAt: submissionRevisions.replacedAt,
    })
    .from(submissionRevisions)
    .where(eq(submissionRevisions.submissionId, submissionId))
    .orderBy(asc(submissionRevisions.createdAt), asc(submissionRevisions.replacedAt));
}
