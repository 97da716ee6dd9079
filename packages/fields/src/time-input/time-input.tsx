"use client";

import { compileTimeField } from "@formwright/core/field-types/time";
import { useMemo } from "react";
import { Field } from "../field/field";
import { frameProps } from "../field/frame-props";
import { useEarlyInput } from "../field/use-early-input";
import { useFieldController } from "../field/use-field-controller";
import { useWidgetTexts } from "../messages/use-widget-texts";
import type { FieldBaseProps } from "../types";
import { useRespondentLocale } from "../utils/use-respondent-locale";
import { timeRangeText } from "./time-range-text";

/**
 * Props of {@link TimeInput}.
 *
 * @example
 * const props: TimeInputProps = { name: "start", label: "Start", min: "09:00", step: 15 };
 */
export interface TimeInputProps extends FieldBaseProps<string> {
  /** The earliest time taken, `HH:MM`. */
  min?: string;
  /** The latest time taken, `HH:MM`. */
  max?: string;
  /** Minutes between the times taken, counted from `min` (from 00:00 without one). */
  step?: number;
}

/**
 * A time of day, stored as `HH:MM`, 24 h (`""` when empty). It is the
 * browser's own `<input type="time">` (keyboard, screen readers, phone
 * pickers; shown in the respondent's 12 or 24 h clock, its value always
 * `HH:MM`), with `step` in seconds. The description says the range and
 * step in the respondent's language. It validates like the server
 * (`compileTimeField`).
 *
 * @example
 * <TimeInput name="start" label="Start" min="09:00" max="17:00" step={15} />
 */
export function TimeInput(props: TimeInputProps) {
  const { min, max, step, required, label, rules } = props;
  const locale = useRespondentLocale();
  const checkTime = useMemo(
    () => compileTimeField({ type: "time", name: props.name, label, rules: { min, max, step } }),
    [props.name, label, min, max, step],
  );
  const withTimeRule = useMemo(
    () => ({
      ...rules,
      validate: {
        ...(typeof rules?.validate === "function" ? { own: rules.validate } : rules?.validate),
        time: (value: string) => {
          const result = checkTime(value);
          return "error" in result ? result.error : true;
        },
      },
    }),
    [rules, checkTime],
  );
  const texts = useWidgetTexts();
  const range = timeRangeText({ min, max, step }, { locale: locale ?? "en-GB", texts });
  const description = [props.description, range].filter(Boolean).join(" ") || undefined;
  const { field, id, describedBy, isInvalid, error, change } = useFieldController<string>({
    ...props,
    description,
    rules: withTimeRule,
    kind: "text",
    emptyValue: "",
  });
  const value = typeof field.value === "string" ? field.value : "";
  const inputRef = useEarlyInput<HTMLInputElement>({
    ref: field.ref,
    adopt: (input) => {
      if (input.value !== value) change(input.value);
    },
  });
  return (
    <Field {...frameProps(props)} description={description} error={error}>
      <input
        ref={inputRef}
        id={id}
        className="fw-input fw-input--time"
        type="time"
        name={field.name}
        value={value}
        min={min}
        max={max}
        step={step ? step * 60 : undefined}
        onChange={(event) => change(event.target.value)}
        onBlur={field.onBlur}
        disabled={field.disabled}
        aria-describedby={describedBy}
        aria-invalid={isInvalid || undefined}
        // aria-required is not allowed on date and time inputs; the native attribute is announced
        // (forms that show our messages are noValidate, so the browser does not block them).
        required={required}
      />
    </Field>
  );
}
