import { asc, eq, inArray } from "drizzle-orm";
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
  let pending: Map<string, Array<(revisions: SubmissionRevision[]) => void>> | null = null;
  let failed: Array<(error: unknown) => void> = [];
  const run = async (batch: Map<string, Array<(revisions: SubmissionRevision[]) => void>>) => {
    const rejects = failed;
    failed = [];
    try {
      const rows = await db
        .select({
          submissionId: submissionRevisions.submissionId,
          version: submissionRevisions.version,
          data: submissionRevisions.data,
          createdAt: submissionRevisions.createdAt,
          replacedAt: submissionRevisions.replacedAt,
        })
        .from(submissionRevisions)
        .where(inArray(submissionRevisions.submissionId, [...batch.keys()]))
        .orderBy(asc(submissionRevisions.createdAt), asc(submissionRevisions.replacedAt));
      for (const [id, resolves] of batch) {
        const own = rows
          .filter((row) => row.submissionId === id)
          .map(({ submissionId: _id, ...revision }) => revision);
        for (const resolve of resolves) resolve(own);
      }
    } catch (error) {
      for (const reject of rejects) reject(error);
    }
  };
  return (submissionId) =>
    new Promise((resolve, reject) => {
      if (!pending) {
        const batch = new Map<string, Array<(revisions: SubmissionRevision[]) => void>>();
        pending = batch;
        queueMicrotask(() => {
          pending = null;
          void run(batch);
        });
      }
      const resolves = pending.get(submissionId) ?? [];
      resolves.push(resolve);
      pending.set(submissionId, resolves);
      failed.push(reject);
    });
}
