import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { ServiceError } from "../errors";
import { outboxCtes } from "../outbox/enqueue";
import { UUID } from "./uuid-shape";

/** The message for an unknown submission id. */
export const SUBMISSION_NOT_FOUND = "Submission not found";

/**
 * Deletes one submission by id and answers its form's id; an unknown id gives
 * `Submission not found`.
 *
 * @example
 * await deleteSubmission(db, "01936b2e-7c1a-7d40-9a51-2f5e0c9b3f10");
 */
export async function deleteSubmission(db: Database, id: string): Promise<{ formId: string }> {
  if (!UUID.test(id)) throw new ServiceError("NOT_FOUND", SUBMISSION_NOT_FOUND);
  // The deletion and its webhook deliveries are one statement (see outbox/enqueue.ts).
  const deleted = (await db.execute(sql`with
    deleted as (delete from submissions where id = ${id}::uuid
      returning id, form_id, version, data, created_at),
    ${sql.raw(outboxCtes("deleted", "submission.deleted"))}
    select id, form_id from deleted`)) as unknown as {
    rows: Array<{ id: string; form_id: string }>;
  };
  const [row] = deleted.rows;
  if (!row) throw new ServiceError("NOT_FOUND", SUBMISSION_NOT_FOUND);
  return { formId: row.form_id };
}
