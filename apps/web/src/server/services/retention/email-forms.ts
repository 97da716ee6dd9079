import type { FormDocument } from "@formwright/core";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { rowsOf } from "../field-summaries/answer-names";
import { emailPathsOf } from "./email-paths";

/** A form that has (or had, in a published version) a field giving an email address. */
export interface EmailForm {
  id: string;
  slug: string;
  title: string;
  /** The SQL/JSON paths of those fields, over every version (see {@link emailPathsOf}). */
  paths: string[];
}

/**
 * Every form whose published versions (or draft) have an email field, with
 * the paths of those fields over all its versions: a submission answers one
 * version, and a path of another version can only find the same address.
 * Reads every version's blocks once; forms without an email field are
 * never searched.
 *
 * @example
 * await emailForms(db); // [{ id, slug: "contact", title: "Contact", paths: ['$."email"'] }]
 */
export async function emailForms(
  db: Database,
  /** Only the forms of these workspaces (issue 34 §1); null: every form. */
  workspaceIds: readonly string[] | null = null,
): Promise<EmailForm[]> {
  if (workspaceIds && workspaceIds.length === 0) return [];
  const inWorkspaces = workspaceIds
    ? sql`where f.workspace_id in (${sql.join(
        workspaceIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  const rows = rowsOf<{ id: string; slug: string; title: string; blocks: unknown }>(
    await db.execute(sql`
      select f.id, f.slug, f.draft ->> 'title' as title, f.draft -> 'blocks' as blocks from forms f
      ${inWorkspaces}
      union all
      select f.id, f.slug, f.draft ->> 'title', v.document -> 'blocks'
      from form_versions v join forms f on f.id = v.form_id ${inWorkspaces}`),
  );
  const byId = new Map<string, EmailForm>();
  for (const row of rows) {
    const blocks = typeof row.blocks === "string" ? JSON.parse(row.blocks) : row.blocks;
    if (!Array.isArray(blocks)) continue;
    const paths = emailPathsOf({ blocks } as Pick<FormDocument, "blocks">);
    if (paths.length === 0) continue;
    const form = byId.get(row.id) ?? { id: row.id, slug: row.slug, title: row.title, paths: [] };
    for (const path of paths) if (!form.paths.includes(path)) form.paths.push(path);
    byId.set(row.id, form);
  }
  return [...byId.values()];
}
