import type { Readable } from "node:stream";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import type { FileStorage } from "../../storage/file-storage";

/** A sent respondent file, opened for download. */
export interface OpenedRespondentFile {
  name: string;
  type: string;
  size: number;
  stream: Readable;
}

const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Opens a file a respondent sent with a stored submission, through the
 * storage; null for an unknown id, an upload never sent, or missing bytes.
 *
 * @example
 * const file = await openRespondentFile(db, storage, id);
 */
export async function openRespondentFile(
  db: Database,
  storage: FileStorage,
  id: string,
): Promise<OpenedRespondentFile | null> {
  if (!UPLOAD_ID.test(id)) return null;
  const result = (await db.execute(sql`
    select rf.storage_key, rf.name, rf.content_type from respondent_files rf
    join submissions s on s.id = rf.submission_id
    where rf.id = ${id}::uuid`)) as unknown as {
    rows: Array<{ storage_key: string; name: string; content_type: string }>;
  };
  const row = result.rows[0];
  if (!row) return null;
  const opened = await storage.open(row.storage_key);
  if (!opened) return null;
  return { name: row.name, type: row.content_type, size: opened.size, stream: opened.stream };
}
