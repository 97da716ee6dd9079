"use client";

import { Field } from "../field/field";
import { frameProps } from "../field/frame-props";
import { useEarlyInput } from "../field/use-early-input";
import { useFieldController } from "../field/use-field-controller";
import type { FieldBaseProps } from "../types";

/**
 * Props of {@link Textarea}.
 *
 * @example
 * const props: TextareaProps = { name: "message", label: "Message", rows: 8 };
 */
export interface TextareaProps extends FieldBaseProps<string> {
  /** Visible lines of text (default 5). */
  rows?: number;
}

/**
 * A multi-line text field. Stores the text as typed (`""` when empty).
 *
 * @example
 * <Textarea name="message" label="Message" required rules={{ maxLength: 500 }} />
 */
export function Textarea(props: TextareaProps) {
  const { rows = 5, placeholder, required } = props;
  const { field, id, describedBy, isInvalid, error, change } = useFieldController({
    ...props,
    kind: "text",
    emptyValue: "",
  });
  const value = typeof field.value === "string" ? field.value : "";
  const textareaRef = useEarlyInput<HTMLTextAreaElement>({
    ref: field.ref,
    adopt: (textarea) => {
      if (textarea.value !== value) change(textarea.value);
    },
  });
  return (
    <Field {...frameProps(props)} error={error}>
      <textarea
        ref={textareaRef}
        id={id}
        className="fw-textarea"
        name={field.name}
        rows={rows}
        value={value}
        onChange={(event) => change(event.target.value)}
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
