"use client";

import { Field } from "../field/field";
import { frameProps } from "../field/frame-props";
import { useEarlyInput } from "../field/use-early-input";
import { useFieldController } from "../field/use-field-controller";
import type { FieldBaseProps } from "../types";

/**
 * Kinds of one-line text a {@link TextInput} takes.
 *
 * @example
 * const type: TextInputType = "email";
 */
export type TextInputType = "text" | "email" | "tel" | "url";

/**
 * Props of {@link TextInput}.
 *
 * @example
 * const props: TextInputProps = { name: "email", label: "Email", type: "email", required: true };
 */
export interface TextInputProps extends FieldBaseProps<string> {
  /** `email` and `url` also check the format (`{label} must be a valid email address`). */
  type?: TextInputType;
  /** The `autocomplete` token, e.g. `"email"` or `"name"` (WCAG 1.3.5). */
  autoComplete?: string;
}

/**
 * A one-line text field. Stores the text as typed (`""` when empty).
 *
 * @example
 * <TextInput name="email" label="Email" type="email" required autoComplete="email" />
 */
export function TextInput(props: TextInputProps) {
  const { type = "text", autoComplete, placeholder, required } = props;
  const kind = type === "email" ? "email" : type === "url" ? "url" : "text";
  const { field, id, describedBy, isInvalid, error, change } = useFieldController({
    ...props,
    kind,
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
    <Field {...frameProps(props)} error={error}>
      <input
        ref={inputRef}
        id={id}
        className="fw-input"
        type={type}
        name={field.name}
        value={value}
        onChange={(event) => change(event.target.value)}
        onBlur={field.onBlur}
        disabled={field.disabled}
        placeholder={placeholder}
        autoComplete={autoComplete}
        aria-describedby={describedBy}
        aria-invalid={isInvalid || undefined}
        aria-required={required || undefined}
      />
    </Field>
  );
}
