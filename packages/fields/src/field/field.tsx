"use client";

import { type ReactNode, useMemo } from "react";
import { fieldWidthStyle } from "../layout/field-width-style";
import { useFieldMessages } from "../messages/field-messages";
import type { FieldWidth } from "../types";
import { describedBy } from "../utils/described-by";
import { fieldIds } from "../utils/field-id";
import { FieldContext, type FieldContextValue } from "./field-context";

/**
 * How the frame lays out its caption: `control` puts a `<label>` above one
 * input, `group` makes a `<fieldset>` with a `<legend>` (radio and checkbox
 * groups), `inline` leaves the label to a control that shows its own beside
 * it (a single checkbox), with the description under the control.
 *
 * @example
 * const variant: FieldVariant = "group";
 */
export type FieldVariant = "control" | "group" | "inline";

/**
 * Props of {@link Field}.
 *
 * @example
 * const props: FieldProps = { name: "code", label: "Code", error: "Code is required", children: null };
 */
export interface FieldProps {
  name: string;
  label: string;
  description?: string;
  hiddenLabel?: boolean;
  width?: FieldWidth;
  required?: boolean;
  disabled?: boolean;
  /** The message to show under the field; nothing is shown without one. */
  error?: string;
  variant?: FieldVariant;
  /** A `group` frame that holds radio buttons says so (`role="radiogroup"`), which also lets it carry `aria-required`. */
  isRadioGroup?: boolean;
  children: ReactNode;
}

/**
 * The frame every widget shares, GOV.UK style: the label above the input, the
 * description under the label, the error under the input. Ids come from the
 * name ({@link fieldIds}) and are handed to the input through
 * {@link useFieldContext}. It reads nothing from the form: pass `error`.
 *
 * @example
 * <Field name="code" label="Code" description="Six digits" error={errors.code?.message}>
 *   <MyCodeInput />
 * </Field>
 */
export function Field({
  name,
  label,
  description,
  hiddenLabel = false,
  width,
  required = false,
  disabled = false,
  error,
  variant = "control",
  isRadioGroup = false,
  children,
}: FieldProps) {
  const { errorPrefix } = useFieldMessages();
  const isInvalid = Boolean(error);
  const hasDescription = Boolean(description);
  const context = useMemo<FieldContextValue>(() => {
    const ids = fieldIds(name);
    return {
      ...ids,
      name,
      isInvalid,
      describedBy: describedBy({ ids, hasDescription, isInvalid }),
    };
  }, [name, isInvalid, hasDescription]);

  const captionClass = hiddenLabel ? "fw-field__label fw-visually-hidden" : "fw-field__label";
  const caption = (
    <>
      {label}
      {required ? (
        <span className="fw-field__required" aria-hidden="true">
          {" *"}
        </span>
      ) : null}
    </>
  );
  const descriptionElement = hasDescription ? (
    <p id={context.descriptionId} className="fw-field__description">
      {description}
    </p>
  ) : null;
  const errorElement = isInvalid ? (
    <p id={context.errorId} className="fw-field__error" data-error-for={name}>
      <span className="fw-visually-hidden">{errorPrefix}</span> {error}
    </p>
  ) : null;
  const rootProps = {
    className: `fw-field fw-field--${variant}`,
    style: fieldWidthStyle(width),
    "data-field": name,
    "data-invalid": isInvalid ? "" : undefined,
    "data-disabled": disabled ? "" : undefined,
    "data-required": required ? "" : undefined,
  };

  const groupContent = (
    <>
      <legend className={captionClass}>{caption}</legend>
      {descriptionElement}
      {children}
      {errorElement}
    </>
  );

  return (
    <FieldContext.Provider value={context}>
      {variant === "group" && isRadioGroup ? (
        <fieldset
          {...rootProps}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: ARIA in HTML allows radiogroup on a fieldset; it lets the group carry aria-required
          role="radiogroup"
          aria-required={required || undefined}
          aria-invalid={isInvalid || undefined}
          aria-describedby={context.describedBy}
        >
          {groupContent}
        </fieldset>
      ) : variant === "group" ? (
        <fieldset
          {...rootProps}
          aria-invalid={isInvalid || undefined}
          aria-describedby={context.describedBy}
        >
          {groupContent}
        </fieldset>
      ) : (
        <div {...rootProps}>
          {variant === "control" ? (
            <label className={captionClass} htmlFor={context.id}>
              {caption}
            </label>
          ) : null}
          {variant === "control" ? descriptionElement : null}
          {children}
          {variant === "inline" ? descriptionElement : null}
          {errorElement}
        </div>
      )}
    </FieldContext.Provider>
  );
}
