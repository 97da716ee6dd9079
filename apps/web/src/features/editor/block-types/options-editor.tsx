"use client";

import { TextInput } from "@formwright/fields";
import { useFormContext, useFormState, useWatch } from "react-hook-form";
import { moveItem } from "../editor-state";
import type { OptionValues } from "./field-settings-values";

/** An option value not used yet: `option3`, `option4`, ... */
export function freeOptionValue(options: readonly OptionValues[]): string {
  const taken = new Set(options.map((option) => option.value));
  let n = options.length + 1;
  while (taken.has(`option${n}`)) n += 1;
  return `option${n}`;
}

function focusLater(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

/**
 * The options of a select, radio group or checkbox group: one row per option
 * with its label and value, buttons to move and remove it, and "Add option".
 * Rows are edited by position (`options.0.label`), which is also where the
 * document check reports their problems.
 */
export function OptionsEditor() {
  const { setValue } = useFormContext();
  const options = (useWatch({ name: "options" }) as OptionValues[] | undefined) ?? [];
  const { errors } = useFormState({ name: "options" });
  const groupError = (errors.options as { root?: { message?: string } } | undefined)?.root?.message;

  const replace = (next: OptionValues[]) => setValue("options", next, { shouldDirty: true });
  const add = () => {
    const n = options.length + 1;
    replace([...options, { label: `Option ${n}`, value: freeOptionValue(options) }]);
    focusLater(`field-options-${options.length}-label`);
  };
  const remove = (index: number) => {
    replace(options.filter((_, i) => i !== index));
    const next = Math.min(index, options.length - 2);
    focusLater(next >= 0 ? `option-remove-${next}` : "option-add");
  };
  const move = (index: number, delta: number) => {
    replace(moveItem(options, index, index + delta));
    const to = index + delta;
    const isEdge = to === 0 || to === options.length - 1;
    focusLater(
      `option-move-${isEdge ? (delta < 0 ? "down" : "up") : delta < 0 ? "up" : "down"}-${to}`,
    );
  };

  return (
    <fieldset
      className="fw-editor-group fw-options-editor"
      aria-describedby={groupError ? "options-error" : undefined}
    >
      <legend>Options</legend>
      {groupError && (
        <p id="options-error" className="fw-field__error">
          <span className="fw-visually-hidden">Error:</span> {groupError}
        </p>
      )}
      <ol className="fw-options-editor__list">
        {options.map((_, index) => {
          const n = index + 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited by position, as the document reports them
            <li key={index} className="fw-options-editor__row">
              <TextInput name={`options.${index}.label`} label={`Option ${n} label`} />
              <TextInput name={`options.${index}.value`} label={`Option ${n} value`} />
              <div className="fw-options-editor__actions">
                <button
                  type="button"
                  id={`option-move-up-${index}`}
                  className="fw-button fw-button--secondary fw-button--small"
                  aria-label={`Move option ${n} up`}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  id={`option-move-down-${index}`}
                  className="fw-button fw-button--secondary fw-button--small"
                  aria-label={`Move option ${n} down`}
                  disabled={index === options.length - 1}
                  onClick={() => move(index, 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  id={`option-remove-${index}`}
                  className="fw-button fw-button--secondary fw-button--small"
                  aria-label={`Remove option ${n}`}
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
        id="option-add"
        className="fw-button fw-button--secondary fw-button--small"
        onClick={add}
      >
        Add option
      </button>
    </fieldset>
  );
}
