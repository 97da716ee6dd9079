import type { FieldType } from "@formwright/core";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { uploadsOf } from "./respondent-file-field";

/** How many submissions answered one field that takes uploads, and with how many files. */
export interface UploadFieldStats {
  name: string;
  label: string;
  type: FieldType;
  /** Submissions with an answer: a list of at least one file, or a record (a signature drawn or typed). */
  answered: number;
  /** Files sent: every file of a list; a record's drawn `file`. */
  files: number;
}

/**
 * The upload fields' summaries of a form's submissions, counted in the
 * database (see {@link UploadFieldStats}).
 *
 * @example
 * await uploadFieldStats(db, { formId, fields }); // [{ name: "cv", answered: 3, files: 4, … }]
 */
export async function uploadFieldStats(
  db: Database,
  input: {
    formId: string;
    fields: ReadonlyArray<{ name: string; label: string; type: FieldType }>;
  },
): Promise<UploadFieldStats[]> {
  const fields = input.fields.filter((f) => uploadsOf(f.type) !== undefined);
  if (fields.length === 0) return [];
  const result = (await db.execute(sql`
    select f.name,
      count(*) filter (where jsonb_typeof(s.data -> f.name) = 'array' and jsonb_array_length(s.data -> f.name) > 0
        or jsonb_typeof(s.data -> f.name) = 'object')::int as answered,
      coalesce(sum(case
        when jsonb_typeof(s.data -> f.name) = 'array' then jsonb_array_length(s.data -> f.name)
        when jsonb_typeof(s.data -> f.name -> 'file') = 'object' then 1
        else 0 end), 0)::int as files
    from unnest(array[${sql.join(
      fields.map((f) => sql`${f.name}`),
      sql`, `,
    )}]::text[]) as f(name)
    join submissions s on s.form_id = ${input.formId}
    group by f.name`)) as unknown as {
    rows: Array<{ name: string; answered: number; files: number }>;
  };
  const byName = new Map(result.rows.map((row) => [row.name, row]));
  return fields.map((field) => ({
    name: field.name,
    label: field.label,
    type: field.type,
    answered: Number(byName.get(field.name)?.answered ?? 0),
    files: Number(byName.get(field.name)?.files ?? 0),
  }));
}
