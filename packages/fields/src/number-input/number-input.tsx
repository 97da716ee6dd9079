"use client";

import { useState } from "react";
import { useFormContext } from "react-hook-form";
import { Field } from "../field/field";
import { frameProps } from "../field/frame-props";
import { useEarlyInput } from "../field/use-early-input";
import { useFieldController } from "../field/use-field-controller";
import type { FieldBaseProps } from "../types";
import { parseNumberText } from "../utils/parse-number-text";

/**
 * What a number input stores: a number, `undefined` when empty, or the raw
 * text when it is not a number (reported as `{label} must be a number`).
 *
 * @example
 * const values: NumberInputValue[] = [3.5, undefined, "abc"];
 */
export type NumberInputValue = number | string | undefined;

/**
 * Props of {@link NumberInput}.
 *
 * @example
 * const props: NumberInputProps = { name: "guests", label: "Guests", rules: { min: 1 } };
 */
export type NumberInputProps = FieldBaseProps<NumberInputValue>;

function toText(value: unknown): string {
  if (typeof value === "number") return String(value);
  return typeof value === "string" ? value : "";
}

/**
 * A decimal number field. It is a text input with `inputMode="decimal"`
 * (a `type="number"` input reports "" for text it cannot read, hiding the
 * mistake). Typed text converts to a number (`"3.50"` stores 3.5, `"-2"`
 * stores -2, only `.` as decimal point); empty stores `undefined`, never 0;
 * other text is stored as typed and fails validation. The text stays as typed.
 *
 * @example
 * <NumberInput name="guests" label="Guests" required rules={{ min: 1, max: 12 }} />
 */
export function NumberInput(props: NumberInputProps) {
  const { placeholder, required } = props;
  const { field, id, describedBy, isInvalid, error, change } = useFieldController<NumberInputValue>(
    { ...props, kind: "number", emptyValue: undefined },
  );
  const { getValues } = useFormContext();
  const [text, setText] = useState(() => toText(field.value));
  const [seenValue, setSeenValue] = useState<unknown>(field.value);
  if (!Object.is(field.value, seenValue)) {
    // The value changed from outside (reset, setValue): show it, unless the text already
    // says it. Read the form's own value: react-hook-form reports `undefined` (what an
    // erased number stores) as the default value instead.
    setSeenValue(field.value);
    const stored: unknown = getValues(field.name);
    if (!Object.is(parseNumberText(text), stored)) setText(toText(stored));
  }
  const inputRef = useEarlyInput<HTMLInputElement>({
    ref: field.ref,
    adopt: (input) => {
      if (input.value === text) return;
      setText(input.value);
      change(parseNumberText(input.value));
    },
  });
  return (
    <Field {...frameProps(props)} error={error}>
      <input
        ref={inputRef}
        id={id}
        className="fw-input fw-input--number"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        name={field.name}
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          const stored = parseNumberText(next);
          setText(next);
          change(stored);
        }}
        onBlur={field.onBlur}
        disabled={field.disabled}
        placeholder={placeholder}
        aria-describedby={describedBy}
        aria-invalid={isInvalid || undefined}
        aria-required={required || undefined}
      />
    </Field>
  );
}
