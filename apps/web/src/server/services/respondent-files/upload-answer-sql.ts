import type { FieldType } from "@formwright/core";
import { type SQL, sql } from "drizzle-orm";

/**
 * The JSON text of a `file` or `signature` answer in the CSV with stored
 * values (the CSV with labels says them through core's `answerWords`): a file
 * field's names joined with ", " (`"cv.pdf, photo.png"`),
 * a signature's typed name and "(signed)" when drawn (`"Ada (signed)"`,
 * `"signed"` for a drawing alone); null for other types (the caller's own SQL).
 * Written as a JSON string, the shape `exportLine` reads.
 */
export function uploadAnswerSql(field: { name: string; type: FieldType }, data: SQL): SQL | null {
  const answer = sql`(${data} -> ${field.name}::text)`;
  if (field.type === "file") {
    return sql`coalesce((select to_jsonb(string_agg(x.e ->> 'name', ', ' order by x.n))
      from jsonb_array_elements(case jsonb_typeof(${answer}) when 'array' then ${answer} else '[]'::jsonb end)
        with ordinality as x(e, n))::text, '')`;
  }
  if (field.type === "signature") {
    return sql`coalesce((case when jsonb_typeof(${answer}) = 'object' then to_jsonb(
      case when jsonb_typeof(${answer} -> 'file') = 'object'
        then case when coalesce(${answer} ->> 'name', '') <> '' then (${answer} ->> 'name') || ' (signed)' else 'signed' end
        else coalesce(${answer} ->> 'name', '') end) end)::text, '')`;
  }
  return null;
}
