import {
  FIELD_DOCUMENT_REGISTRY,
  type FieldType,
  fieldBlockSchema,
  netPromoterScore,
  type ScaleCount,
  scaleMean,
} from "@formwright/core";
import { sql } from "drizzle-orm";
import type { Database } from "../db/database";
import type { SubmissionField } from "./submission-fields";

/** The distribution of one rating or scale field's answers. */
export interface ScaleFieldStats {
  name: string;
  label: string;
  type: FieldType;
  /** Smallest number shown: the field's, or a smaller one an older version took. */
  min: number;
  /** Largest number shown: the field's, or a larger one an older version took. */
  max: number;
  /** How many submissions answered the field. */
  answers: number;
  /** The mean answer, two decimals; `null` without answers. */
  mean: number | null;
  /** Net Promoter Score (-100 to 100) of a scale with `"preset": "nps"`; else `null`. */
  nps: number | null;
  /** One entry per whole number from `min` to `max` (zero counts included). */
  counts: ScaleCount[];
}

type Settings = { min: number; max: number; isNps: boolean };

/** The newest valid block of the field among the documents (newest first), as its chart reads it. */
function settingsOf(field: SubmissionField, documents: readonly unknown[]): Settings | undefined {
  const definition = FIELD_DOCUMENT_REGISTRY[field.type];
  for (const document of documents) {
    const blocks = (document as { blocks?: unknown } | null)?.blocks;
    if (!Array.isArray(blocks)) continue;
    const raw = blocks.find(
      (block) => (block as { name?: unknown } | null)?.name === field.name,
    ) as unknown;
    // A stored draft may be mid-edit: only a block the schema takes is read.
    const parsed = fieldBlockSchema.safeParse(raw);
    if (parsed.success && parsed.data.type === field.type) {
      return definition.distribution?.(parsed.data as never);
    }
  }
  return undefined;
}

async function countNumbers(
  db: Database,
  input: { formId: string; names: string[] },
): Promise<Map<string, Map<number, number>>> {
  const counts = new Map<string, Map<number, number>>();
  if (input.names.length === 0) return counts;
  const result = await db.execute(sql`
    select e.key as name, e.answer::text as value, count(*)::int as count
    from submissions s
    cross join lateral jsonb_each(s.data) as e(key, answer)
    where s.form_id = ${input.formId}
      and jsonb_typeof(e.answer) = 'number'
      and e.key in (${sql.join(
        input.names.map((n) => sql`${n}`),
        sql`, `,
      )})
    group by e.key, e.answer`);
  for (const row of (result as { rows: Array<{ name: string; value: string; count: number }> })
    .rows) {
    const value = Number(row.value);
    // Stored answers were validated as whole numbers; anything else is not charted.
    if (!Number.isInteger(value)) continue;
    const byValue = counts.get(row.name) ?? new Map<number, number>();
    byValue.set(value, (byValue.get(value) ?? 0) + Number(row.count));
    counts.set(row.name, byValue);
  }
  return counts;
}

/**
 * The distribution charts of a form's rating and scale fields (chart kind
 * `distribution` in core), counted in the database: for each field, how many
 * answers chose each whole number of its range, the mean and, for an NPS
 * scale, the Net Promoter Score. The range is the newest version's, widened
 * to numbers older versions took.
 *
 * @param documents the draft first, then the published versions, newest first
 * @example
 * const [service] = await scaleFieldStats(db, { formId, fields, documents });
 * service.counts; // [{ value: 1, count: 0 }, ..., { value: 5, count: 3 }]
 */
export async function scaleFieldStats(
  db: Database,
  input: { formId: string; fields: readonly SubmissionField[]; documents: readonly unknown[] },
): Promise<ScaleFieldStats[]> {
  const fields = input.fields.filter(
    (field) => FIELD_DOCUMENT_REGISTRY[field.type].chart === "distribution",
  );
  const counts = await countNumbers(db, {
    formId: input.formId,
    names: fields.map((field) => field.name),
  });
  return fields.map((field) => {
    const byValue = counts.get(field.name) ?? new Map<number, number>();
    const settings = settingsOf(field, input.documents);
    const seen = [...byValue.keys()];
    const min = Math.min(settings?.min ?? Number.POSITIVE_INFINITY, ...seen);
    const max = Math.max(settings?.max ?? Number.NEGATIVE_INFINITY, ...seen);
    const list: ScaleCount[] = [];
    if (Number.isFinite(min) && Number.isFinite(max)) {
      for (let value = min; value <= max; value++) {
        list.push({ value, count: byValue.get(value) ?? 0 });
      }
    }
    return {
      name: field.name,
      label: field.label,
      type: field.type,
      min: list[0]?.value ?? 0,
      max: list.at(-1)?.value ?? 0,
      answers: list.reduce((sum, entry) => sum + entry.count, 0),
      mean: scaleMean(list),
      nps: settings?.isNps === true ? netPromoterScore(list) : null,
      counts: list,
    };
  });
}
