import {
  type FieldSummaryOfKind,
  type FieldType,
  fieldDocumentOf,
  type SummaryKind,
  type SummaryKinds,
} from "@formwright/core";
import type { Database } from "../../db/database";
import { loadFormHistory } from "../form-history";
import { newestFieldBlock } from "./newest-field-block";
import { TALLIES } from "./tallies";

/** One field's summary for a chart: the field, and what its type made of its answers. */
export type FieldSummaryOf<K extends SummaryKind> = {
  name: string;
  /** The label in the newest version that has the field. */
  label: string;
  type: FieldType;
} & SummaryKinds[K]["summary"];

/**
 * The summaries of one kind of a form's fields, for the charts of the
 * submissions page: each field whose type sums its answers up that way (its
 * core `summary`), in the form's field order. The database counts the
 * kind's tally; the type makes the chart's data of it, with the field's
 * labels across every version (the ones its answer words use).
 *
 * @example
 * const [service] = await fieldSummaries(db, { formId, kind: "distribution" });
 * service.counts; // [{ value: 1, count: 0 }, …, { value: 5, count: 3 }]
 */
export async function fieldSummaries<K extends SummaryKind>(
  db: Database,
  input: { formId: string; kind: K },
): Promise<FieldSummaryOf<K>[]> {
  const form = await loadFormHistory(db, input.formId);
  const fields = form.fields.flatMap((field) => {
    const summary = fieldDocumentOf(field.type).summary;
    // Each kind has its own input and output: the kind tells them apart.
    return summary?.kind === input.kind
      ? [{ field, summary: summary as unknown as FieldSummaryOfKind<unknown, K> }]
      : [];
  });
  if (fields.length === 0) return [];
  const tallies = await TALLIES[input.kind](db, {
    formId: form.id,
    names: fields.map(({ field }) => field.name),
  });
  return fields.map(({ field, summary }) => ({
    name: field.name,
    label: field.label,
    type: field.type,
    ...summary.summarise({
      block: newestFieldBlock(field, form.documents),
      field,
      tally: tallies.get(field.name) as SummaryKinds[K]["tally"],
    }),
  }));
}
