import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { drafts } from "../../db/schema";

/**
 * A common table expression for the submit statement
 * (services/submissions/submit-statement.ts): deletes the draft whose
 * resume-token hash is `$DRAFT_HASH` once the submission is stored (CTE
 * `stored`), so the draft goes in the same statement, or not at all. The caller
 * puts its own position in for `$DRAFT_HASH`.
 */
export const DRAFT_DONE_CTE = `resumed as (
    delete from drafts where $DRAFT_HASH::text is not null and token_hash = $DRAFT_HASH::text
      and form_id = (select form_id from stored)
  )`;

/** Deletes a form's draft by the hash of its resume token (a submission held as spam finished it). */
export async function deleteDraftByHash(
  db: Database,
  input: { formId: string; tokenHash: string },
): Promise<void> {
  await db
    .delete(drafts)
    .where(and(eq(drafts.formId, input.formId), eq(drafts.tokenHash, input.tokenHash)));
}
