"use client";

import { Field } from "../field/field";
import { frameProps } from "../field/frame-props";
import { useEarlyInput } from "../field/use-early-input";
import { useFieldController } from "../field/use-field-controller";
import type { FieldBaseProps, FieldOption } from "../types";
import { choiceInputs } from "../utils/choice-inputs";

/**
 * Props of {@link CheckboxGroup}.
 *
 * @example
 * const props: CheckboxGroupProps = { name: "diet", label: "Diet", options: [{ label: "Vegan", value: "vegan" }] };
 */
export interface CheckboxGroupProps extends FieldBaseProps<string[]> {
  options: readonly FieldOption[];
}

function toValues(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

/**
 * Several choices among options, as native checkboxes in a `<fieldset>` with
 * the label as `<legend>`. Stores the ticked options' values in option order
 * (`[]` when none); `required` means at least one. The first checkbox carries
 * the field's id, so an error summary link lands on it.
 *
 * @example
 * <CheckboxGroup name="diet" label="Dietary needs" rules={{ maxItems: 2 }}
 *   options={[{ label: "Vegetarian", value: "vegetarian" }, { label: "Vegan", value: "vegan" }]} />
 */
export function CheckboxGroup(props: CheckboxGroupProps) {
  const { options } = props;
  const { field, id, error, change } = useFieldController<string[]>({
    ...props,
    kind: "choices",
    emptyValue: [],
  });
  const selected = toValues(field.value);
  const firstRef = useEarlyInput<HTMLInputElement>({
    ref: field.ref,
    adopt: (first) => {
      const ticked = new Set(
        choiceInputs(first)
          .filter((input) => input.checked)
          .map((input) => input.value),
      );
      const next = options.filter((option) => ticked.has(option.value)).map((o) => o.value);
      if (next.join("\u0000") !== selected.join("\u0000")) change(next);
    },
  });
  const toggle = (value: string, isChecked: boolean) => {
    const next = new Set(selected);
    if (isChecked) next.add(value);
    else next.delete(value);
    change(options.filter((option) => next.has(option.value)).map((option) => option.value));
  };
  return (
    <Field {...frameProps(props)} error={error} variant="group">
      <div className="fw-choices">
        {options.map((option, index) => {
          const optionId = index === 0 ? id : `${id}-${index}`;
          return (
            <div className="fw-choice" key={option.value}>
              <input
                ref={index === 0 ? firstRef : undefined}
                id={optionId}
                className="fw-choice__input"
                type="checkbox"
                name={field.name}
                value={option.value}
                checked={selected.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
                onBlur={field.onBlur}
                disabled={field.disabled}
              />
              <label className="fw-choice__label" htmlFor={optionId}>
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
    </Field>
  );
}
