import {
  type CsvColumn,
  FIELD_DOCUMENT_REGISTRY,
  FIELD_TYPES,
  type FieldBlock,
  type FieldType,
  fieldDocumentOf,
} from "@formwright/core";
import { z } from "zod";

/** One option of a choice field, as charts and exports label it. */
export interface FieldOption {
  value: string;
  label: string;
}

/**
 * A field as the submissions browser, the CSV export and the charts see it:
 * merged across every version of the form.
 */
export interface SubmissionField {
  name: string;
  /** The label in the newest version that has the field. */
  label: string;
  /** The type in the newest version that has the field. */
  type: FieldType;
  /** Whether the newest document (the draft) still has the field. */
  isCurrent: boolean;
  /**
   * For choice fields, every option any version offered: the newest version's
   * options in its order, then options only older versions had. A single
   * checkbox has `true` ("Yes") and `false` ("No"). Empty for other fields.
   */
  options: FieldOption[];
  /**
   * For a field whose answer is read by rows and columns (a matrix): every
   * row and column any version offered, newest labels and order first, so
   * its answers read as "Row: Column" in labels. Absent for other fields.
   */
  rows?: FieldOption[];
  /** See {@link SubmissionField.rows}. */
  columns?: FieldOption[];
  /**
   * The CSV columns of a type that writes several (its core `csvColumns`, e.g.
   * a matrix's rows): the newest version's, then keys only older ones had.
   */
  csvColumns?: CsvColumn[];
  /**
   * For a field that holds others (a group): its inner fields, merged across
   * versions as a form's are, and what an item is called; its answers read
   * item by item ("Attendee 2: Name: Ada"). Absent for other fields.
   */
  blocks?: SubmissionField[];
  itemLabel?: string;
}

/** Adds the CSV columns of one version's block that the field does not have yet. */
function addCsvColumns(field: SubmissionField, block: unknown): void {
  const hook = fieldDocumentOf(field.type).csvColumns;
  if (!hook || (block as { type?: unknown }).type !== field.type) return;
  let columns: readonly CsvColumn[];
  try {
    columns = hook(block as FieldBlock);
  } catch {
    return; // A stored block without the settings the hook reads: one column.
  }
  field.csvColumns ??= [];
  for (const column of columns) {
    if (!field.csvColumns.some((c) => c.key === column.key)) field.csvColumns.push(column);
  }
}

/**
 * Adds the choices of one version's list (`rows` or `columns`) the field does
 * not have yet: the newest version's labels and order first.
 */
function mergeChoices(
  known: FieldOption[] | undefined,
  choices: readonly FieldOption[] | undefined,
): FieldOption[] | undefined {
  if (!choices) return known;
  const merged = known ?? [];
  for (const { value, label } of choices) {
    if (!merged.some((c) => c.value === value)) merged.push({ value, label });
  }
  return merged;
}

/** Field types whose answers are counted per option in the charts (their chart kind in core). */
export const CHOICE_FIELD_TYPES: ReadonlySet<FieldType> = new Set<FieldType>(
  FIELD_TYPES.filter((type) => FIELD_DOCUMENT_REGISTRY[type].chart === "options"),
);

const fieldTypes: ReadonlySet<string> = new Set(FIELD_TYPES);

const storedChoicesSchema = z.array(z.looseObject({ value: z.string(), label: z.string() }));

/**
 * What this module reads of a stored document. Stored JSON is a trust
 * boundary, but a version written under an older schema must still name its
 * columns, so only the parts used here are checked and the rest is ignored.
 */
const storedDocumentSchema = z.object({
  blocks: z.array(
    z.looseObject({
      type: z.string(),
      name: z.string().optional(),
      label: z.string().optional(),
      options: storedChoicesSchema.optional(),
      rows: storedChoicesSchema.optional(),
      columns: storedChoicesSchema.optional(),
      itemLabel: z.string().optional(),
      blocks: z.array(z.unknown()).optional(),
    }),
  ),
});

type StoredBlock = z.infer<typeof storedDocumentSchema>["blocks"][number];

function fieldBlocksOf(document: unknown): Array<StoredBlock & { name: string; type: FieldType }> {
  const parsed = storedDocumentSchema.safeParse(document);
  if (!parsed.success) return [];
  return parsed.data.blocks.filter(
    (block): block is StoredBlock & { name: string; type: FieldType } =>
      fieldTypes.has(block.type) && typeof block.name === "string" && block.name.length > 0,
  );
}

/**
 * The fields of a form across its versions, in column order: the fields of
 * the newest document in its order, then fields only older versions had
 * (newest of those first). Each field takes its label and type from the
 * newest document that has it.
 *
 * @param documents the draft first, then the published versions, newest first
 * @example
 * collectSubmissionFields([draft, version2, version1]).map((f) => f.name);
 * // ["fullName", "email", "phone"] — "phone" was dropped after version 1
 */
export function collectSubmissionFields(documents: readonly unknown[]): SubmissionField[] {
  const byName = new Map<string, SubmissionField>();
  const seenOptions = new Map<string, Set<string>>();
  // A group's inner blocks in each version, newest first: merged as a form's fields are.
  const innerDocuments = new Map<string, { blocks: unknown[] }[]>();
  documents.forEach((document, index) => {
    for (const block of fieldBlocksOf(document)) {
      let field = byName.get(block.name);
      if (!field) {
        field = {
          name: block.name,
          label: block.label ?? block.name,
          type: block.type,
          isCurrent: index === 0,
          // A single checkbox's options (Yes, No) are the type's own, not the document's.
          options: (FIELD_DOCUMENT_REGISTRY[block.type].fixedOptions ?? []).map((o) => ({ ...o })),
        };
        byName.set(block.name, field);
        seenOptions.set(block.name, new Set(field.options.map((o) => o.value)));
      }
      addCsvColumns(field, block);
      // Rows and columns of another type's block of the same name are not this field's.
      if (block.type === field.type) {
        if (block.blocks) {
          innerDocuments.set(block.name, [
            ...(innerDocuments.get(block.name) ?? []),
            { blocks: block.blocks },
          ]);
          field.itemLabel ??= block.itemLabel ?? field.label;
        }
        const rows = mergeChoices(field.rows, block.rows);
        const columns = mergeChoices(field.columns, block.columns);
        if (rows) field.rows = rows;
        if (columns) field.columns = columns;
      }
      const definition = FIELD_DOCUMENT_REGISTRY[field.type];
      // A ranking is not charted per option, but its CSV and details read labels too.
      if ((definition.chart !== "options" && !definition.hasOptions) || definition.fixedOptions)
        continue;
      const seen = seenOptions.get(block.name) as Set<string>;
      for (const option of block.options ?? []) {
        if (seen.has(option.value)) continue;
        seen.add(option.value);
        field.options.push({ value: option.value, label: option.label });
      }
    }
  });
  for (const [name, documents] of innerDocuments) {
    const field = byName.get(name);
    if (field) field.blocks = collectSubmissionFields(documents);
  }
  return [...byName.values()];
}
