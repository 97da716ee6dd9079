"use client";

import { type ReactNode, startTransition, useEffect, useId, useRef } from "react";
import { type FieldErrors, type FieldValues, FormProvider, useForm } from "react-hook-form";
import { focusSetting } from "./focus-setting";
import { isDeepEqual } from "./is-deep-equal";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The inputs (by path) whose values differ between `before` and `after`, as
 * deep as the two have the same shape: a label typed on the canvas is the one
 * input `label`, an option's label `options.2.label`; a list that grew or
 * shrank is replaced whole.
 *
 * @example
 * changedInputs({ label: "A", options: [{ label: "x" }] }, { label: "B", options: [{ label: "y" }] });
 * // [["label", "B"], ["options.0.label", "y"]]
 */
export function changedInputs(
  before: unknown,
  after: unknown,
  path = "",
  found: Array<[string, unknown]> = [],
): Array<[string, unknown]> {
  if (isDeepEqual(before, after)) return found;
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  if (Array.isArray(before) && Array.isArray(after) && path && before.length === after.length) {
    after.forEach((item, index) => {
      changedInputs(before[index], item, at(index), found);
    });
    return found;
  }
  const sameKeys =
    isRecord(before) &&
    isRecord(after) &&
    Object.keys(before).length === Object.keys(after).length &&
    Object.keys(after).every((key) => Object.hasOwn(before, key));
  if (sameKeys || (!path && isRecord(after))) {
    const old = isRecord(before) ? before : {};
    for (const [key, value] of Object.entries(after as Record<string, unknown>)) {
      changedInputs(old[key], value, at(key), found);
    }
    return found;
  }
  found.push([path, after]);
  return found;
}

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
   * them back to `onValues`. Only the inputs whose values differ are set (a
   * keystroke on the canvas redraws the panel's one input, not the panel).
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
  // Set while values from elsewhere go into the inputs: those are no change of the author's here.
  const isApplying = useRef(false);

  useEffect(() => {
    // A changed input reports a name; registrations and resets do not, and change nothing.
    const subscription = form.watch((values, { name }) => {
      if (!name || isApplying.current) return;
      const patch = onValuesRef.current(structuredClone(values) as FieldValues);
      for (const [path, value] of Object.entries(patch ?? {})) form.setValue(path, value);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  useEffect(() => {
    if (!values) return;
    // Issue 31 §7: the form's values change now; its inputs are drawn again at a
    // transition's priority, which the next keystroke on the canvas interrupts.
    startTransition(() => {
      isApplying.current = true;
      try {
        for (const [path, value] of changedInputs(form.getValues(), values)) {
          form.setValue(path, value);
        }
      } finally {
        isApplying.current = false;
      }
    });
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
