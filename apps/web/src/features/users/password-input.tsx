"use client";

import { Field, type FieldBaseProps, useFieldController } from "@formwright/fields";

/** Props of {@link PasswordInput}. */
export interface PasswordInputProps extends FieldBaseProps<string> {
  /** `new-password` (default) keeps browsers from filling in the signed-in person's own password. */
  autoComplete?: "new-password" | "current-password";
}

/**
 * A password field in the field layer's frame (label, description, error):
 * `@formwright/fields` has no password widget, so this is the same thin
 * adapter its widgets are, around `<input type="password">`.
 *
 * @example
 * <PasswordInput name="password" label="First password" required rules={{ minLength: 8 }} />
 */
export function PasswordInput(props: PasswordInputProps) {
  const { autoComplete = "new-password", required, placeholder } = props;
  const { field, id, describedBy, isInvalid, error, change } = useFieldController({
    ...props,
    kind: "text",
    emptyValue: "",
  });
  return (
    <Field
      name={props.name}
      label={props.label}
      description={props.description}
      hiddenLabel={props.hiddenLabel}
      width={props.width}
      required={required}
      disabled={props.disabled}
      error={error}
    >
      <input
        ref={field.ref}
        id={id}
        className="fw-input"
        type="password"
        name={field.name}
        value={typeof field.value === "string" ? field.value : ""}
        onChange={(event) => change(event.target.value)}
        onBlur={field.onBlur}
        disabled={field.disabled}
        placeholder={placeholder}
        autoComplete={autoComplete}
        aria-describedby={describedBy}
        aria-invalid={isInvalid || undefined}
        // The form sets noValidate: this tells assistive technology, the browser shows no bubble.
        required={required}
      />
    </Field>
  );
}
