"use client";

import { Field } from "../field/field";
import { frameProps } from "../field/frame-props";
import { useEarlyInput } from "../field/use-early-input";
import { useFieldController } from "../field/use-field-controller";
import type { FieldBaseProps, FieldOption } from "../types";
import { choiceInputs } from "../utils/choice-inputs";

/**
 * Props of {@link RadioGroup}.
 *
 * @example
 * const props: RadioGroupProps = { name: "size", label: "Size", options: [{ label: "Small", value: "s" }] };
 */
export interface RadioGroupProps extends FieldBaseProps<string | null> {
  options: readonly FieldOption[];
}

/**
 * A single choice among a few options, as native radio buttons in a
 * `<fieldset>` with the label as `<legend>` (arrow keys move between them).
 * Stores the chosen option's value, `null` while none is chosen. The first
 * radio carries the field's id, so an error summary link lands on it.
 *
 * @example
 * <RadioGroup name="contact" label="How should we contact you?" required
 *   options={[{ label: "Email", value: "email" }, { label: "Phone", value: "phone" }]} />
 */
export function RadioGroup(props: RadioGroupProps) {
  const { options } = props;
  const { field, id, error, change } = useFieldController<string | null>({
    ...props,
    kind: "choice",
    emptyValue: null,
  });
  const firstRef = useEarlyInput<HTMLInputElement>({
    ref: field.ref,
    adopt: (first) => {
      const checked = choiceInputs(first).find((input) => input.checked);
      if (checked && checked.value !== field.value) change(checked.value);
    },
  });
  return (
    <Field {...frameProps(props)} error={error} variant="group" isRadioGroup>
      <div className="fw-choices">
        {options.map((option, index) => {
          const optionId = index === 0 ? id : `${id}-${index}`;
          return (
            <div className="fw-choice" key={option.value}>
              <input
                ref={index === 0 ? firstRef : undefined}
                id={optionId}
                className="fw-choice__input"
                type="radio"
                name={field.name}
                value={option.value}
                checked={field.value === option.value}
                onChange={() => change(option.value)}
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
