"use client";

import { SCALE_DEFAULT_RANGE } from "@formwright/core/field-types/scale";
import type { CSSProperties } from "react";
import { Field } from "../field/field";
import { frameProps } from "../field/frame-props";
import { useEarlyInput } from "../field/use-early-input";
import { useFieldController } from "../field/use-field-controller";
import type { FieldBaseProps } from "../types";
import { choiceInputs } from "../utils/choice-inputs";

/**
 * Props of {@link Scale}.
 *
 * @example
 * const props: ScaleProps = { name: "recommend", label: "Would you recommend us?", min: 0, max: 10 };
 */
export interface ScaleProps extends FieldBaseProps<number | null> {
  /** The first number (1 when unset). */
  min?: number;
  /** The last number (5 when unset). */
  max?: number;
  /** Words under the first number, read with it ("0, Not at all likely"). */
  minLabel?: string;
  /** Words under the last number, read with it. */
  maxLabel?: string;
}

/**
 * One whole number from `min` to `max` (a 1–5 scale, an NPS 0–10), stored as
 * that number (`null` while none is chosen). The numbers are native radio
 * buttons in a `<fieldset>` whose `<legend>` is the label: one tab stop, the
 * arrow keys move and choose, and the end numbers are read with their end
 * labels. All the numbers stay on one row, shrinking to fit a 390 px phone.
 *
 * @example
 * <Scale name="recommend" label="Would you recommend us?" min={0} max={10}
 *   minLabel="Not at all likely" maxLabel="Extremely likely" required />
 */
export function Scale(props: ScaleProps) {
  const {
    min = SCALE_DEFAULT_RANGE.min,
    max = SCALE_DEFAULT_RANGE.max,
    minLabel,
    maxLabel,
  } = props;
  const { field, id, error, change } = useFieldController<number | null>({
    ...props,
    kind: "number",
    emptyValue: null,
  });
  const firstRef = useEarlyInput<HTMLInputElement>({
    ref: field.ref,
    adopt: (first) => {
      const checked = choiceInputs(first).find((input) => input.checked);
      if (checked && Number(checked.value) !== field.value) change(Number(checked.value));
    },
  });
  const numbers = Array.from({ length: max - min + 1 }, (_, index) => min + index);
  const endLabel = (number: number) =>
    number === min ? minLabel : number === max ? maxLabel : undefined;
  return (
    <Field {...frameProps(props)} error={error} variant="group" isRadioGroup>
      <div className="fw-scale-box">
        <div
          className="fw-choices fw-scale"
          style={{ "--fw-scale-count": numbers.length } as CSSProperties}
        >
          {numbers.map((number, index) => {
            const words = endLabel(number);
            return (
              <label className="fw-scale__option" key={number}>
                <input
                  ref={index === 0 ? firstRef : undefined}
                  id={index === 0 ? id : `${id}-${index}`}
                  className="fw-scale__input"
                  type="radio"
                  name={field.name}
                  value={number}
                  checked={field.value === number}
                  onChange={() => change(number)}
                  onBlur={field.onBlur}
                  disabled={field.disabled}
                  // The end words join the number in one name ("0, Not at all likely"):
                  // text beside it in the label would be read with a stray space.
                  aria-label={words ? `${number}, ${words}` : undefined}
                />
                <span className="fw-scale__number">{number}</span>
              </label>
            );
          })}
        </div>
        {minLabel || maxLabel ? (
          // Read with the end numbers already: shown for sighted people only.
          <div className="fw-scale__ends" aria-hidden="true">
            <span>{minLabel}</span>
            <span>{maxLabel}</span>
          </div>
        ) : null}
      </div>
    </Field>
  );
}
