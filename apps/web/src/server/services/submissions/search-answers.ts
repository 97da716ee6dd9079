import { FIELD_DOCUMENT_REGISTRY, type FieldType } from "@formwright/core";
import { type SQL, sql } from "drizzle-orm";
import { submissions } from "../../db/schema";

/**
 * The message for a `submissions(search:)` term with a NUL or a lone
 * surrogate half: no stored answer can hold one, and the database refuses
 * to compare text with a NUL at all.
 */
export const SEARCH_UNSUPPORTED = "search contains characters that cannot be searched for";

/**
 * Matches submissions where any answer contains `term`, case-insensitively:
 * text answers, each element of a multi-choice answer, numbers as JSON writes
 * them, and a checkbox as the admin shows it ("Yes" or "No"). A choice also
 * matches when its option's label contains the term: `labelMatches` names,
 * per field, the values whose labels do (see {@link valuesWithLabelsContaining}).
 * Field names are not searched. `%`, `_` and `\` in the term are literal.
 */
export function answersContain(
  term: string,
  labelMatches: Readonly<Record<string, readonly string[]>> = {},
): SQL {
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const byLabel =
    Object.keys(labelMatches).length > 0
      ? sql` or jsonb_exists(coalesce(${JSON.stringify(labelMatches)}::jsonb -> answer.name, '[]'::jsonb), item.text)`
      : sql``;
  return sql`exists (
    select 1 from jsonb_each(${submissions.data}) as answer(name, value)
    cross join lateral jsonb_array_elements_text(
      case jsonb_typeof(answer.value)
        when 'array' then answer.value
        when 'boolean' then jsonb_build_array(case when answer.value = 'true'::jsonb then 'Yes'::text else 'No'::text end)
        else jsonb_build_array(answer.value)
      end
    ) as item(text)
    where item.text ilike ${pattern}${byLabel}
  )`;
}

/**
 * Per choice field, the option values whose label contains `term`
 * (case-insensitively), across every version of the form.
 *
 * @example
 * valuesWithLabelsContaining([{ name: "slot", options: [{ value: "option3", label: "Evening social" }] }], "evening");
 * // { slot: ["option3"] }
 */
export function valuesWithLabelsContaining(
  fields: ReadonlyArray<{
    name: string;
    type: FieldType;
    options: ReadonlyArray<{ value: string; label: string }>;
  }>,
  term: string,
): Record<string, string[]> {
  const needle = term.toLowerCase();
  const matches: Record<string, string[]> = {};
  for (const field of fields) {
    // A type's own options (a checkbox's Yes and No) are matched as its answers already.
    if (FIELD_DOCUMENT_REGISTRY[field.type].fixedOptions) continue;
    const values = field.options
      .filter((option) => option.label.toLowerCase().includes(needle))
      .map((option) => option.value);
    if (values.length > 0) matches[field.name] = values;
  }
  return matches;
}
