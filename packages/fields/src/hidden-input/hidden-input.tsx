"use client";

import { useController } from "react-hook-form";

/**
 * Props of {@link HiddenInput}.
 *
 * @example
 * const props: HiddenInputProps = { name: "utm_source", defaultValue: "direct" };
 */
export interface HiddenInputProps {
  /** Field name in the form values (also the posted name). */
  name: string;
  /** Initial value (the form's own `defaultValues` win when both are set). */
  defaultValue?: string;
}

/**
 * A value the form carries without showing it: an `<input type="hidden">`
 * registered with react-hook-form, so it is submitted with the other values
 * and posted by a form without scripts too. Nothing is visible or focusable,
 * so it has no label. Its value is whatever the form starts from (a query
 * string, a default); the respondent can still change it (the URL, the
 * page), so it is no secret.
 *
 * @example
 * <HiddenInput name="utm_source" defaultValue="direct" />
 */
export function HiddenInput({ name, defaultValue }: HiddenInputProps) {
  const { field } = useController({ name, defaultValue: defaultValue ?? "" });
  const value = typeof field.value === "string" ? field.value : "";
  return <input ref={field.ref} type="hidden" name={field.name} value={value} />;
}
