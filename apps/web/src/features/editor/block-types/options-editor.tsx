"use client";

import { Checkbox, NumberInput, Textarea, TextInput } from "@formwright/fields";
import type { OptionValues } from "./field-settings-values";
import { ListEditor } from "./list-editor";

/** An option value not used yet: `option3`, `option4`, ... */
export function freeOptionValue(options: readonly OptionValues[]): string {
  const taken = new Set(options.map((option) => option.value));
  let n = options.length + 1;
  while (taken.has(`option${n}`)) n += 1;
  return `option${n}`;
}

/** The option "Add option" (and Enter in the canvas's last option) adds: "Option 3", `option3`. */
export function newOption(options: readonly OptionValues[]): OptionValues {
  return { label: `Option ${options.length + 1}`, value: freeOptionValue(options) };
}

/**
 * The options of a select, radio group or checkbox group: one row per option
 * with its label and value, its points and correct mark (issue 32: what
 * `points()` adds and a quiz shows), buttons to move and remove it, and "Add
 * option" (which puts the focus in the new option's label).
 */
export function OptionsEditor() {
  return (
    <>
      <ListEditor<OptionValues>
        name="options"
        legend="Options"
        noun="option"
        rowClassName="fw-options-editor__row"
        newItem={newOption}
        addFocusId={(index) => `field-options-${index}-label`}
        renderFields={(index, n) => (
          <>
            <TextInput name={`options.${index}.label`} label={`Option ${n} label`} />
            <TextInput name={`options.${index}.value`} label={`Option ${n} value`} />
            <NumberInput
              name={`options.${index}.points`}
              label={`Option ${n} points`}
              description="Optional: what choosing it scores, for points() and quizzes"
            />
            <Checkbox name={`options.${index}.correct`} label={`Option ${n} is correct`} />
          </>
        )}
      />
      <Textarea
        name="explanation"
        label="Explanation"
        rows={2}
        description="Optional: shown with the correct answer after a submit, when the form is a quiz"
      />
    </>
  );
}
