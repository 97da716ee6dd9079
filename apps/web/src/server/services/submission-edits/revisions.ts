import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/database";
import { submissionRevisions } from "../../db/schema";
import { batchLoader } from "../batch-loader";

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

/**
 * Reads the revisions of many submissions in one query: every id asked for
 * in the same tick (a page of `Submission.revisions`) goes into one `in`
 * list. One loader per request.
 *
 * @example
 * const load = revisionsLoader(db);
 * const [a, b] = await Promise.all([load(idA), load(idB)]); // one query
 */
export function revisionsLoader(
  db: Database,
): (submissionId: string) => Promise<SubmissionRevision[]> {
  return batchLoader(async (ids: string[]) => {
    const rows = await db
      .select({
        submissionId: submissionRevisions.submissionId,
        version: submissionRevisions.version,
        data: submissionRevisions.data,
        createdAt: submissionRevisions.createdAt,
        replacedAt: submissionRevisions.replacedAt,
      })
      .from(submissionRevisions)
      .where(inArray(submissionRevisions.submissionId, ids))
      .orderBy(asc(submissionRevisions.createdAt), asc(submissionRevisions.replacedAt));
    const byId = new Map<string, SubmissionRevision[]>();
    for (const { submissionId, ...revision } of rows) {
      byId.set(submissionId, [...(byId.get(submissionId) ?? []), revision]);
    }
    return byId;
  }, []);
}
