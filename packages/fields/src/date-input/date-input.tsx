"use client";

import { compileDateField } from "@formwright/core/field-types/date";
import { useMemo } from "react";
import { Field } from "../field/field";
import { frameProps } from "../field/frame-props";
import { useEarlyInput } from "../field/use-early-input";
import { useFieldController } from "../field/use-field-controller";
import { useWidgetTexts } from "../messages/use-widget-texts";
import type { FieldBaseProps } from "../types";
import { useRespondentLocale, useRespondentToday } from "../utils/use-respondent-locale";
import { dateRangeText } from "./date-range-text";

/**
 * Props of {@link DateInput}.
 *
 * @example
 * const props: DateInputProps = { name: "arrival", label: "Arrival", min: "today" };
 */
export interface DateInputProps extends FieldBaseProps<string> {
  /** The earliest date taken: `YYYY-MM-DD` or `"today"`. */
  min?: string;
  /** The latest date taken: `YYYY-MM-DD` or `"today"`. */
  max?: string;
}

/**
 * A date, stored as `YYYY-MM-DD` (`""` when empty). It is the browser's own
 * `<input type="date">`: typed by keyboard in the respondent's own date
 * order, read by screen readers, a picker on phones, and its value is always
 * ISO. `min`/`max` (dates or `"today"`, the respondent's today) bound the
 * picker, and the description says the range in the respondent's language.
 * It validates like the server (`compileDateField`).
 *
 * @example
 * <DateInput name="arrival" label="Arrival" min="today" max="2030-12-31" required />
 */
export function DateInput(props: DateInputProps) {
  const { min, max, required, label, rules } = props;
  const locale = useRespondentLocale();
  const today = useRespondentToday();
  const checkDate = useMemo(
    () => compileDateField({ type: "date", name: props.name, label, rules: { min, max } }),
    [props.name, label, min, max],
  );
  const withDateRule = useMemo(
    () => ({
      ...rules,
      validate: {
        ...(typeof rules?.validate === "function" ? { own: rules.validate } : rules?.validate),
        date: (value: string) => {
          const result = checkDate(value);
          return "error" in result ? result.error : true;
        },
      },
    }),
    [rules, checkDate],
  );
  const texts = useWidgetTexts();
  const range = dateRangeText({ min, max }, { locale: locale ?? "en-GB", texts });
  const description = [props.description, range].filter(Boolean).join(" ") || undefined;
  const { field, id, describedBy, isInvalid, error, change } = useFieldController<string>({
    ...props,
    description,
    rules: withDateRule,
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
  const resolve = (bound: string | undefined) => (bound === "today" ? (today ?? undefined) : bound);
  return (
    <Field {...frameProps(props)} description={description} error={error}>
      <input
        ref={inputRef}
        id={id}
        className="fw-input fw-input--date"
        type="date"
        name={field.name}
        value={value}
        min={resolve(min)}
        max={resolve(max)}
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
