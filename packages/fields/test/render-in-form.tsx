import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { type FieldValues, FormProvider, type UseFormReturn, useForm } from "react-hook-form";
import { vi } from "vitest";
import { ErrorSummary } from "../src/error-summary/error-summary";

interface HarnessProps {
  children: ReactNode;
  defaultValues?: FieldValues;
  onValid: (values: FieldValues) => void;
  expose: (form: UseFormReturn) => void;
  withSummary: boolean;
}

function Harness({ children, defaultValues, onValid, expose, withSummary }: HarnessProps) {
  const form = useForm({ defaultValues, shouldFocusError: false });
  expose(form);
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onValid)} noValidate>
        {withSummary ? <ErrorSummary /> : null}
        {children}
        <button type="submit">Submit</button>
      </form>
    </FormProvider>
  );
}

/**
 * Renders widgets inside a react-hook-form form with a "Submit" button, and
 * returns the user-event instance, the form and the valid-submit spy.
 */
export function renderInForm(
  ui: ReactNode,
  {
    defaultValues,
    withSummary = false,
  }: { defaultValues?: FieldValues; withSummary?: boolean } = {},
) {
  const onValid = vi.fn<(values: FieldValues) => void>();
  let form: UseFormReturn | undefined;
  const user = userEvent.setup();
  const view = render(
    <Harness
      defaultValues={defaultValues}
      onValid={onValid}
      expose={(f) => {
        form = f;
      }}
      withSummary={withSummary}
    >
      {ui}
    </Harness>,
  );
  const getForm = (): UseFormReturn => {
    if (!form) throw new Error("form not rendered");
    return form;
  };
  const submit = () => user.click(view.getByRole("button", { name: "Submit" }));
  /** The values of the last valid submit. */
  const submitted = (): FieldValues => {
    const call = onValid.mock.calls.at(-1);
    if (!call) throw new Error("the form was not submitted valid");
    return call[0];
  };
  return { ...view, user, onValid, submit, submitted, getForm };
}

/** The inline error shown for a field, found by its name. */
export function errorFor(container: HTMLElement, name: string): HTMLElement | null {
  return container.querySelector(`[data-error-for="${name}"]`);
}
