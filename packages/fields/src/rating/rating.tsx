"use client";

import { RATING_DEFAULT_MAX } from "@formwright/core/field-types/rating";
import type { CSSProperties } from "react";
import { Field } from "../field/field";
import { frameProps } from "../field/frame-props";
import { useEarlyInput } from "../field/use-early-input";
import { useFieldController } from "../field/use-field-controller";
import type { FieldBaseProps } from "../types";
import { choiceInputs } from "../utils/choice-inputs";

/**
 * Props of {@link Rating}.
 *
 * @example
 * const props: RatingProps = { name: "service", label: "How was our service?", max: 5 };
 */
export interface RatingProps extends FieldBaseProps<number | null> {
  /** How many stars (3–10 in a form document); 5 when unset. */
  max?: number;
}

/**
 * A rating of 1 to `max` stars, stored as the number chosen (`null` while
 * none is). Each star is a native radio button in a `<fieldset>` whose
 * `<legend>` is the label, so the group has one tab stop, the arrow keys move
 * and choose, and each star is read as "3 of 5". The radios are invisible
 * over their stars: a tap or click on a star chooses it.
 *
 * @example
 * <Rating name="service" label="How was our service?" max={5} required />
 */
export function Rating(props: RatingProps) {
  const max = props.max ?? RATING_DEFAULT_MAX;
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
  const value = typeof field.value === "number" ? field.value : 0;
  const stars = Array.from({ length: max }, (_, index) => index + 1);
  return (
    <Field {...frameProps(props)} error={error} variant="group" isRadioGroup>
      <div className="fw-choices fw-rating" style={{ "--fw-scale-count": max } as CSSProperties}>
        {stars.map((star) => {
          const isOn = star <= value;
          return (
            <label className="fw-rating__star" key={star} data-state={isOn ? "on" : "off"}>
              <input
                ref={star === 1 ? firstRef : undefined}
                id={star === 1 ? id : `${id}-${star - 1}`}
                className="fw-scale__input"
                type="radio"
                name={field.name}
                value={star}
                checked={field.value === star}
                onChange={() => change(star)}
                onBlur={field.onBlur}
                disabled={field.disabled}
              />
              <span className="fw-rating__symbol" aria-hidden="true">
                {isOn ? "★" : "☆"}
              </span>
              <span className="fw-visually-hidden">{`${star} of ${max}`}</span>
            </label>
          );
        })}
      </div>
    </Field>
  );
}
