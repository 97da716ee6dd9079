"use client";

import { type MouseEvent, useEffect, useId, useRef } from "react";
import { useFormState } from "react-hook-form";
import { useFieldMessages } from "../messages/field-messages";
import { fieldId } from "../utils/field-id";
import { flattenErrors } from "../utils/flatten-errors";

/**
 * Props of {@link ErrorSummary}.
 *
 * @example
 * const props: ErrorSummaryProps = { title: "Check your answers" };
 */
export interface ErrorSummaryProps {
  /** Heading of the box (default "There is a problem"). */
  title?: string;
  className?: string;
  /**
   * Only the errors of these fields (a page of a paged form); nested errors
   * count for their field (`address.city` for `address`).
   */
  fields?: readonly string[];
  /**
   * Shown (and focused) after this many failed attempts instead of after a
   * failed submit: a paged form's Next, which validates one page. 0 hides it.
   */
  attempt?: number;
}

function focusField(event: MouseEvent<HTMLAnchorElement>, name: string) {
  const target = document.getElementById(fieldId(name));
  if (!target) return; // let the link jump the ordinary way
  event.preventDefault();
  target.focus({ preventScroll: true });
  // Bring the whole field (its label too) into view, not just the input.
  const frame = target.closest(".fw-field") ?? target;
  frame.scrollIntoView({ block: "start" });
}

/**
 * The GOV.UK error summary: after a failed submit it shows, at its place in
 * the form (put it first), a box titled "There is a problem" with every error
 * of the form (nested ones too) as a link to its field; a link focuses the
 * field. It takes focus after each failed submit, so keyboard and screen
 * reader users land on it. It must be inside the react-hook-form `FormProvider`.
 * Set `shouldFocusError: false` in `useForm` so the form does not also move
 * focus to the first field.
 *
 * @example
 * <FormProvider {...form}>
 *   <form onSubmit={form.handleSubmit(save)} noValidate>
 *     <ErrorSummary />
 *     <TextInput name="email" label="Email" required />
 *   </form>
 * </FormProvider>
 */
export function ErrorSummary({ title: ownTitle, className, fields, attempt }: ErrorSummaryProps) {
  const { errors, submitCount, isSubmitSuccessful } = useFormState();
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const { errorSummaryTitle } = useFieldMessages();
  const title = ownTitle ?? errorSummaryTitle;
  const all = flattenErrors(errors);
  const list = fields
    ? all.filter(({ name }) => fields.includes(name.split(".")[0] as string))
    : all;
  const count = attempt ?? submitCount;
  const isShown = count > 0 && (attempt !== undefined || !isSubmitSuccessful) && list.length > 0;

  // Once per failed submit attempt, when the box is there (errors and the submit count
  // may arrive in separate renders), not on every later change of the errors.
  const focusedForSubmit = useRef(0);
  useEffect(() => {
    if (isShown && focusedForSubmit.current !== count) {
      focusedForSubmit.current = count;
      box.current?.focus();
    }
  }, [isShown, count]);

  if (!isShown) return null;
  return (
    <div
      ref={box}
      className={className ? `fw-error-summary ${className}` : "fw-error-summary"}
      role="alert"
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <h2 id={titleId} className="fw-error-summary__title">
        {title}
      </h2>
      <ul className="fw-error-summary__list">
        {list.map(({ name, message }) => (
          <li key={name}>
            <a href={`#${fieldId(name)}`} onClick={(event) => focusField(event, name)}>
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
