"use client";

import { type FieldKind, toControllerRules } from "@formwright/core";
import { useMemo } from "react";
import { type UseControllerReturn, useController } from "react-hook-form";
import type { FieldBaseProps } from "../types";
import { describedBy } from "../utils/described-by";
import { type FieldIds, fieldIds } from "../utils/field-id";

/**
 * What {@link useFieldController} gives a widget.
 *
 * @example
 * const { field, id, error, change }: FieldControllerReturn = useFieldController({ ...props, kind: "text", emptyValue: "" });
 */
export interface FieldControllerReturn extends FieldIds {
  field: UseControllerReturn["field"];
  /** The field's error message from the form state, found by its name. */
  error: string | undefined;
  isInvalid: boolean;
  describedBy: string | undefined;
  /** Stores a value in the form and calls the widget's `onChange` with it. */
  change: (value: unknown) => void;
}

/**
 * The thin react-hook-form binding every widget shares: registers the field
 * by name with `useController` and the rules of {@link toControllerRules},
 * reads its error from the form state and derives the ids of its parts.
 * Must run inside a react-hook-form `FormProvider`.
 *
 * @example
 * const { field, id, describedBy, isInvalid, change } = useFieldController({ ...props, kind: "text", emptyValue: "" });
 */
export function useFieldController<TValue>({
  name,
  label,
  required,
  rules,
  defaultValue,
  disabled,
  description,
  onChange,
  kind,
  emptyValue,
}: FieldBaseProps<TValue> & { kind: FieldKind; emptyValue: TValue }): FieldControllerReturn {
  const controllerRules = useMemo(
    () => toControllerRules({ label, required, rules, kind }),
    [label, required, rules, kind],
  );
  const { field, fieldState } = useController({
    name,
    rules: controllerRules,
    defaultValue: defaultValue === undefined ? emptyValue : defaultValue,
    disabled,
  });
  const error = fieldState.error?.message || undefined;
  const isInvalid = Boolean(error);
  const ids = fieldIds(name);
  const fieldOnChange = field.onChange;
  const change = useMemo(
    () => (value: unknown) => {
      fieldOnChange(value);
      onChange?.(value as TValue);
    },
    [fieldOnChange, onChange],
  );
  return {
    ...ids,
    field,
    error,
    isInvalid,
    describedBy: describedBy({ ids, hasDescription: Boolean(description), isInvalid }),
    change,
  };
}
