import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { partialResponses } from "../../db/schema";

/**
 * A common table expression for the submit statement
 * (services/submissions/submit-statement.ts): deletes the unfinished answers
 * of the respondent whose token hash is `$PARTIAL_HASH` once their submission
 * is stored (CTE `stored`), so they go in the same statement, or not at all.
 * The caller puts its own position in for `$PARTIAL_HASH`.
 */
export const PARTIAL_DONE_CTE = `partial_done as (
    delete from partial_responses where $PARTIAL_HASH::text is not null and token_hash = $PARTIAL_HASH::text
      and form_id = (select form_id from stored)
  )`;

/**
 * Deletes one respondent's unfinished answers to a form by the hash of their
 * token (a submission held for spam review finished them).
 */
export async function deletePartialResponseByHash(
  db: Pick<Database, "delete">,
  input: { formId: string; tokenHash: string },
): Promise<void> {
  await db
    .delete(partialResponses)
    .where(
      and(
        eq(partialResponses.formId, input.formId),
        eq(partialResponses.tokenHash, input.tokenHash),
      ),
    );
}
