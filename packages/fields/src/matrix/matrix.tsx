"use client";

import { matrixRequiredError } from "@formwright/core/field-types/matrix";
import { useMemo } from "react";
import { Field } from "../field/field";
import { frameProps } from "../field/frame-props";
import { useFieldController } from "../field/use-field-controller";
import type { FieldBaseProps, FieldOption } from "../types";

/** A matrix's value: row value → column value (column values with `multiple`). */
export type MatrixValue = Record<string, string | string[]>;

/**
 * Props of {@link Matrix}.
 *
 * @example
 * const props: MatrixProps = { name: "taste", label: "Taste", rows, columns };
 */
export interface MatrixProps extends FieldBaseProps<MatrixValue> {
  rows: readonly FieldOption[];
  columns: readonly FieldOption[];
  /** Several columns per row (checkboxes) instead of one (radio buttons). */
  multiple?: boolean;
}

function cellOf(value: unknown, row: string): string | string[] | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  return Object.hasOwn(value, row) ? (value as MatrixValue)[row] : undefined;
}

/**
 * A grid of questions sharing the same answers: one `<fieldset>` per row
 * (its legend the row's label), each a radio group (a checkbox group with
 * `multiple`), inside the field's own fieldset. Wide screens lay the rows out
 * as a table under a row of column headings (the radios keep their column
 * label as accessible name); below 480 px each row is a stacked group with
 * visible labels, never wider than the screen. Inputs are named
 * `<name>[<row>]`, so a post without scripts reads as the same object.
 * Stores `{ row: column }` (`{ row: [columns] }` with `multiple`); required
 * means every row answered ({@link matrixRequiredError}).
 *
 * @example
 * <Matrix name="taste" label="Rate our food" required
 *   rows={[{ label: "Taste", value: "taste" }, { label: "Price", value: "price" }]}
 *   columns={[{ label: "Poor", value: "1" }, { label: "Good", value: "2" }]} />
 */
export function Matrix(props: MatrixProps) {
  const { rows, columns, multiple = false, required = false, label, rules } = props;
  const controllerRules = useMemo(() => {
    const custom = rules?.validate;
    const own = typeof custom === "function" ? { validate: custom } : (custom ?? {});
    if (!required) return rules;
    return {
      ...rules,
      validate: {
        required: (value: MatrixValue) => matrixRequiredError({ label, rows }, value) ?? true,
        ...own,
      },
    };
  }, [rules, required, label, rows]);
  const { field, id, error, change } = useFieldController<MatrixValue>({
    ...props,
    // Required is the matrix's own check (every row), not "any value".
    required: false,
    rules: controllerRules,
    kind: "choice",
    emptyValue: {},
  });
  const value = field.value as unknown;
  const setCell = (row: string, cell: string | string[]) => {
    const next: MatrixValue = { ...((value as MatrixValue | undefined) ?? {}) };
    if (Array.isArray(cell) && cell.length === 0) delete next[row];
    else next[row] = cell;
    change(next);
  };
  return (
    <Field {...frameProps(props)} error={error} variant="group">
      <div className="fw-matrix" style={{ "--fw-matrix-columns": columns.length } as never}>
        <div className="fw-matrix__head" aria-hidden="true">
          <span />
          {columns.map((column) => (
            <span key={column.value} className="fw-matrix__heading">
              {column.label}
            </span>
          ))}
        </div>
        {rows.map((row, rowIndex) => {
          const cell = cellOf(value, row.value);
          const rowId = `${id}-row-${rowIndex}`;
          const inputName = `${field.name}[${row.value}]`;
          const answered = Array.isArray(cell) ? cell.length > 0 : typeof cell === "string";
          return (
            <fieldset
              key={row.value}
              className="fw-matrix__row"
              data-unanswered={error && !answered ? "" : undefined}
              role={multiple ? undefined : "radiogroup"}
            >
              <legend className="fw-matrix__row-label">{row.label}</legend>
              {columns.map((column, columnIndex) => {
                const inputId =
                  rowIndex === 0 && columnIndex === 0 ? id : `${rowId}-${columnIndex}`;
                const checked = Array.isArray(cell)
                  ? cell.includes(column.value)
                  : cell === column.value;
                return (
                  <div className="fw-matrix__cell" key={column.value}>
                    <input
                      ref={rowIndex === 0 && columnIndex === 0 ? field.ref : undefined}
                      id={inputId}
                      className="fw-choice__input"
                      type={multiple ? "checkbox" : "radio"}
                      name={inputName}
                      value={column.value}
                      checked={checked}
                      onChange={(event) => {
                        if (!multiple) return setCell(row.value, column.value);
                        const list = Array.isArray(cell) ? cell : [];
                        setCell(
                          row.value,
                          event.target.checked
                            ? [...list, column.value]
                            : list.filter((item) => item !== column.value),
                        );
                      }}
                      onBlur={field.onBlur}
                      disabled={field.disabled}
                    />
                    <label className="fw-matrix__cell-label" htmlFor={inputId}>
                      {column.label}
                    </label>
                  </div>
                );
              })}
            </fieldset>
          );
        })}
      </div>
    </Field>
  );
}
