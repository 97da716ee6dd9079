import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { DEFAULT_WORKSPACE_ID } from "../../db/schema";

/**
 * What a migration's data step does for rows copied from a database (or a
 * backup) made before it: the target was migrated while empty, so its steps
 * that fill new tables from old rows found nothing. `sourceTables` are the
 * tables the source had.
 *
 * - 0027 (workspaces): every user a member of "Default" in their role (the
 *   migration made "Default" itself, which the older rows' forms, keys and
 *   images land in by their column's default).
 */
export async function completeOlderRows(
  db: Database,
  sourceTables: ReadonlySet<string>,
): Promise<void> {
  if (!sourceTables.has("workspaces")) {
    await db.execute(sql`insert into workspace_members (workspace_id, user_id, role)
      select ${DEFAULT_WORKSPACE_ID}::uuid, id, role from users on conflict do nothing`);
  }
}
