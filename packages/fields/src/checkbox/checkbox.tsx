"use client";

import { Field } from "../field/field";
import { frameProps } from "../field/frame-props";
import { useEarlyInput } from "../field/use-early-input";
import { useFieldController } from "../field/use-field-controller";
import type { FieldBaseProps } from "../types";

/**
 * Props of {@link Checkbox}.
 *
 * @example
 * const props: CheckboxProps = { name: "terms", label: "I accept the terms", required: true };
 */
export type CheckboxProps = FieldBaseProps<boolean>;

/**
 * One checkbox with its label beside the box. Stores `true` or `false`;
 * `required` means it must be ticked (`{label} is required`).
 *
 * @example
 * <Checkbox name="terms" label="I accept the terms" required />
 */
export function Checkbox(props: CheckboxProps) {
  const { label, hiddenLabel, required } = props;
  const { field, id, describedBy, isInvalid, error, change } = useFieldController<boolean>({
    ...props,
    kind: "boolean",
    emptyValue: false,
  });
  const isChecked = field.value === true;
  const inputRef = useEarlyInput<HTMLInputElement>({
    ref: field.ref,
    adopt: (input) => {
      if (input.checked !== isChecked) change(input.checked);
    },
  });
  return (
    <Field {...frameProps(props)} error={error} variant="inline">
      <div className="fw-choice" data-state={isChecked ? "checked" : "unchecked"}>
        <input
          ref={inputRef}
          id={id}
          className="fw-choice__input"
          type="checkbox"
          name={field.name}
          value="true"
          checked={isChecked}
          onChange={(event) => change(event.target.checked)}
          onBlur={field.onBlur}
          disabled={field.disabled}
          aria-describedby={describedBy}
          aria-invalid={isInvalid || undefined}
          aria-required={required || undefined}
        />
        <label
          className={hiddenLabel ? "fw-choice__label fw-visually-hidden" : "fw-choice__label"}
          htmlFor={id}
        >
          {label}
          {required ? (
            <span className="fw-field__required" aria-hidden="true">
              {" *"}
            </span>
          ) : null}
        </label>
      </div>
    </Field>
  );
}
