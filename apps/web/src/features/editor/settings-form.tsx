"use client";

import { type ReactNode, useEffect, useId, useRef } from "react";
import { type FieldErrors, type FieldValues, FormProvider, useForm } from "react-hook-form";
import { focusSetting } from "./focus-setting";

/** A request to move focus to a setting (`null`: the first input); `nonce` repeats it. */
export interface FocusRequest {
  setting: string | null;
  nonce: number;
}

/**
 * One settings panel: the editor's own inputs (from `@formwright/fields`) in a
 * react-hook-form form. The form is only a place for the inputs' values and
 * errors: every change the user makes goes to `onValues`, and the document's
 * problems come in through `errors`, shown under the inputs they concern.
 * Nothing is ever submitted.
 */
export function SettingsForm({
  heading,
  defaultValues,
  errors,
  onValues,
  focusRequest,
  values,
  children,
}: {
  heading: ReactNode;
  defaultValues: FieldValues;
  /**
   * The inputs' values after a change made elsewhere (the canvas edited the
   * block in place): a new object puts them in the inputs, without reporting
   * them back to `onValues`.
   */
  values?: FieldValues;
  errors: Record<string, unknown>;
  /**
   * Takes every change; may answer with inputs to update (`{ name: "email" }`)
   * when the change moved other settings along (a name following its label).
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: most panels answer nothing
  onValues: (values: FieldValues) => Record<string, unknown> | void;
  focusRequest: FocusRequest | null;
  children: ReactNode;
}) {
  const headingId = useId();
  const form = useForm<FieldValues>({
    defaultValues,
    errors: errors as FieldErrors,
    shouldFocusError: false,
  });
  const onValuesRef = useRef(onValues);
  onValuesRef.current = onValues;
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    // A changed input reports a name; registrations and resets do not, and change nothing.
    const subscription = form.watch((values, { name }) => {
      if (!name) return;
      const patch = onValuesRef.current(structuredClone(values) as FieldValues);
      for (const [path, value] of Object.entries(patch ?? {})) form.setValue(path, value);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  useEffect(() => {
    if (values) form.reset(values, { keepDefaultValues: true, keepErrors: true });
  }, [form, values]);

  useEffect(() => {
    if (focusRequest) focusSetting(formRef.current, focusRequest.setting);
  }, [focusRequest]);

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        className="fw-settings"
        aria-labelledby={headingId}
        noValidate
        onSubmit={(event) => event.preventDefault()}
      >
        <h2 id={headingId} className="fw-settings__heading">
          {heading}
        </h2>
        {children}
      </form>
    </FormProvider>
  );
}
