"use client";

import { createContext, useContext } from "react";
import type { FieldIds } from "../utils/field-id";

/**
 * What a {@link Field} tells the parts inside it: its name, ids and state.
 *
 * @example
 * const { id, describedBy }: FieldContextValue = useFieldContext();
 */
export interface FieldContextValue extends FieldIds {
  name: string;
  /** The `aria-describedby` of the input: description and error ids when shown. */
  describedBy: string | undefined;
  isInvalid: boolean;
}

/**
 * Provided by {@link Field}; read it with {@link useFieldContext}, or with
 * `useContext(FieldContext)` where being outside a field is allowed.
 *
 * @example
 * const field = useContext(FieldContext); // null outside a <Field>
 */
export const FieldContext = createContext<FieldContextValue | null>(null);

/**
 * The ids and state of the enclosing {@link Field}, for custom inputs that
 * must be tied to its label, description and error.
 *
 * @example
 * function MyInput() {
 *   const { id, describedBy, isInvalid } = useFieldContext();
 *   return <input id={id} aria-describedby={describedBy} aria-invalid={isInvalid || undefined} />;
 * }
 */
export function useFieldContext(): FieldContextValue {
  const context = useContext(FieldContext);
  if (!context) throw new Error("useFieldContext must be used inside a <Field>");
  return context;
}
