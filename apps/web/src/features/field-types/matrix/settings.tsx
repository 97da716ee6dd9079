"use client";

import { Checkbox, TextInput } from "@formwright/fields";
import { isRecord, setOptional, textOf } from "../../editor/block-types/draft-values";
import type { OptionValues } from "../../editor/block-types/field-settings-values";
import { ListEditor } from "../../editor/block-types/list-editor";
import type { DraftBlock } from "../../editor/draft-types";
import type { FieldEditor, OwnSettingsValues } from "../field-editor";

function freeValue(items: readonly OptionValues[], stem: string): string {
  const taken = new Set(items.map((item) => item.value));
  let n = items.length + 1;
  while (taken.has(`${stem}${n}`)) n += 1;
  return `${stem}${n}`;
}

function listOf(value: unknown): OptionValues[] {
  return Array.isArray(value)
    ? value.map((item: unknown) => {
        const record = isRecord(item) ? item : {};
        return { label: textOf(record.label), value: textOf(record.value) };
      })
    : [];
}

/** The inputs' values of a matrix's own settings: rows, columns, multiple. */
function readMatrixSettings(block: DraftBlock): Record<string, unknown> {
  return {
    rows: listOf(block.rows),
    columns: listOf(block.columns),
    multiple: block.multiple === true,
  };
}

/** Writes a matrix's rows, columns and `multiple` from the inputs. */
function writeMatrixSettings(values: OwnSettingsValues, next: DraftBlock): void {
  next.rows = listOf(values.rows);
  next.columns = listOf(values.columns);
  setOptional(next, "multiple", values.multiple === true || undefined);
}

function ItemsEditor({ name, noun }: { name: "rows" | "columns"; noun: "Row" | "Column" }) {
  const stem = noun.toLowerCase();
  return (
    <ListEditor<OptionValues>
      name={name}
      legend={`${noun}s`}
      noun={stem}
      rowClassName="fw-options-editor__row"
      newItem={(items) => ({
        label: `${noun} ${items.length + 1}`,
        value: freeValue(items, stem),
      })}
      addFocusId={(index) => `field-${name}-${index}-label`}
      minItems={1}
      renderFields={(index, n) => (
        <>
          <TextInput name={`${name}.${index}.label`} label={`${noun} ${n} label`} />
          <TextInput name={`${name}.${index}.value`} label={`${noun} ${n} value`} />
        </>
      )}
    />
  );
}

/** A matrix's rows and columns (label and stored value each), and whether a row takes several columns. */
export function MatrixSettings() {
  return (
    <fieldset className="fw-editor-group">
      <legend>Grid</legend>
      <Checkbox
        name="multiple"
        label="Several answers per row"
        description="Checkboxes instead of radio buttons in each row"
      />
      <ItemsEditor name="rows" noun="Row" />
      <ItemsEditor name="columns" noun="Column" />
    </fieldset>
  );
}

/**
 * The editor's settings of a matrix: its rows and columns, and whether a row
 * takes several columns. A new matrix starts with two of each.
 *
 * @example
 * matrixEditor.readOwn?.({ type: "matrix", name: "m", label: "M", rows: [{ label: "A", value: "a" }] }).rows;
 * // [{ label: "A", value: "a" }]
 */
export const matrixEditor: FieldEditor = {
  title: "Matrix",
  hint: "A grid: the same choices for several rows",
  keywords: ["grid", "likert", "table", "rows", "columns", "survey grid"],
  hasPlaceholder: false,
  defaultValue: "none",
  Groups: MatrixSettings,
  ownSettings: ["rows", "columns", "multiple"],
  readOwn: readMatrixSettings,
  writeOwn: writeMatrixSettings,
  initial: {
    rows: [
      { label: "Row 1", value: "row1" },
      { label: "Row 2", value: "row2" },
    ],
    columns: [
      { label: "Column 1", value: "column1" },
      { label: "Column 2", value: "column2" },
    ],
  },
};
