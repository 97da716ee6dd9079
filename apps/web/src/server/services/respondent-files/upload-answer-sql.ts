import type { FieldType } from "@formwright/core";
import { type SQL, sql } from "drizzle-orm";
import { uploadsOf } from "./respondent-file-field";

/**
 * The JSON text of an answer that carries uploads (its type has core's
 * `uploads`) in the CSV with stored values (the CSV with labels says them
 * through core's `answerWords`), read from the answer's stored shape: a list
 * of files is their names joined with ", " (`"cv.pdf, photo.png"`); a record
 * with a drawn `file` and a typed `name` (a signature) is the name and
 * "(signed)" when drawn (`"Ada (signed)"`, `"signed"` for a drawing alone).
 * Null for a type whose answers carry no uploads (the caller's own SQL).
 * Written as a JSON string, the shape `exportLine` reads.
 *
 * @example
 * uploadAnswerSql({ name: "cv", type: field.type }, sql.raw("submissions.data")); // SQL, or null
 */
export function uploadAnswerSql(field: { name: string; type: FieldType }, data: SQL): SQL | null {
  if (!uploadsOf(field.type)) return null;
  const answer = sql`(${data} -> ${field.name}::text)`;
  return sql`coalesce((case jsonb_typeof(${answer})
    when 'array' then (select to_jsonb(string_agg(x.e ->> 'name', ', ' order by x.n))
      from jsonb_array_elements(${answer}) with ordinality as x(e, n))
    when 'object' then to_jsonb(
      case when jsonb_typeof(${answer} -> 'file') = 'object'
        then case when coalesce(${answer} ->> 'name', '') <> '' then (${answer} ->> 'name') || ' (signed)' else 'signed' end
        else coalesce(${answer} ->> 'name', '') end) end)::text, '')`;
}
