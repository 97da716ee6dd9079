"use client";

import type { ReactNode } from "react";
import { useFormContext, useFormState, useWatch } from "react-hook-form";
import { moveItem } from "../editor-state";

function focusLater(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

/**
 * An ordered list of rows in a block's settings (a choice field's options, a
 * carousel's slides): each row's fields, buttons to move it up and down and
 * to remove it, and one to add a row. Rows are edited by position
 * (`options.0.label`), which is also where the document check reports their
 * problems. Focus follows the row moved, goes to the next Remove button (or
 * the Add button) after a removal, and to `addFocusId` after an addition.
 *
 * @example
 * <ListEditor name="options" legend="Options" noun="option" rowClassName="fw-options-editor__row"
 *   newItem={(items) => ({ label: "New", value: "new" })} addFocusId={(i) => `option-remove-${i}`}
 *   renderFields={(index, n) => <TextInput name={`options.${index}.label`} label={`Option ${n} label`} />} />
 */
export function ListEditor<T>({
  name,
  legend,
  noun,
  rowClassName,
  newItem,
  addFocusId,
  renderFields,
  minItems = 0,
  maxItems = Number.POSITIVE_INFINITY,
}: {
  /** The form value holding the array. */
  name: string;
  legend: string;
  /** Lower-case name of one row, in ids (`option-remove-0`) and captions ("Add option"). */
  noun: string;
  rowClassName: string;
  newItem: (items: readonly T[]) => T;
  /** The id to focus once a row is added at `index`. */
  addFocusId: (index: number) => string;
  /** One row's fields; `n` counts from 1. */
  renderFields: (index: number, n: number) => ReactNode;
  minItems?: number;
  maxItems?: number;
}) {
  const { setValue } = useFormContext();
  const items = (useWatch({ name }) as T[] | undefined) ?? [];
  const { errors } = useFormState({ name });
  const groupError = (errors[name] as { root?: { message?: string } } | undefined)?.root?.message;

  const replace = (next: T[]) => setValue(name, next, { shouldDirty: true });
  const add = () => {
    replace([...items, newItem(items)]);
    focusLater(addFocusId(items.length));
  };
  const remove = (index: number) => {
    replace(items.filter((_, i) => i !== index));
    const next = Math.min(index, items.length - 2);
    focusLater(next >= 0 ? `${noun}-remove-${next}` : `${noun}-add`);
  };
  const move = (index: number, delta: number) => {
    replace(moveItem(items, index, index + delta));
    const to = index + delta;
    // At an end the button pressed is disabled: focus goes to the other one.
    const isEdge = to === 0 || to === items.length - 1;
    const direction = isEdge ? (delta < 0 ? "down" : "up") : delta < 0 ? "up" : "down";
    focusLater(`${noun}-move-${direction}-${to}`);
  };

  return (
    <fieldset
      className="fw-editor-group fw-options-editor"
      aria-describedby={groupError ? `${name}-error` : undefined}
    >
      <legend>{legend}</legend>
      {groupError && (
        <p id={`${name}-error`} className="fw-field__error">
          <span className="fw-visually-hidden">Error:</span> {groupError}
        </p>
      )}
      <ol className="fw-options-editor__list">
        {items.map((_, index) => {
          const n = index + 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited by position, as the document reports them
            <li key={index} className={rowClassName}>
              {renderFields(index, n)}
              <div className="fw-options-editor__actions">
                <button
                  type="button"
                  id={`${noun}-move-up-${index}`}
                  className="fw-button fw-button--secondary fw-button--small"
                  aria-label={`Move ${noun} ${n} up`}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  id={`${noun}-move-down-${index}`}
                  className="fw-button fw-button--secondary fw-button--small"
                  aria-label={`Move ${noun} ${n} down`}
                  disabled={index === items.length - 1}
                  onClick={() => move(index, 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  id={`${noun}-remove-${index}`}
                  className="fw-button fw-button--secondary fw-button--small"
                  aria-label={`Remove ${noun} ${n}`}
                  disabled={items.length <= minItems}
                  onClick={() => remove(index)}
                >
                  Remove
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        id={`${noun}-add`}
        className="fw-button fw-button--secondary fw-button--small"
        disabled={items.length >= maxItems}
        onClick={add}
      >
        Add {noun}
      </button>
    </fieldset>
  );
}
