"use client";

import type { FieldBlock } from "@formwright/core";
import { fieldId, useFieldMessages } from "@formwright/fields";
import { useFormState } from "react-hook-form";
import type { NativePostState } from "../../lib/native-post/native-post-state";
import { noScriptTargetId } from "../field-types/no-script-target-id";

/**
 * The error summary of a form posted without scripts, rendered by the
 * server: "There is a problem" and each error as a link to its field (the
 * native stand-in of a type whose widget needs scripts, see
 * `noScriptTargetId`), plus any problem with the whole submission. Gone
 * after the next submit with scripts, whose own summary takes over.
 */
export function NativeErrorSummary({
  state,
  fields,
}: {
  state: NativePostState;
  /** The form's field blocks, which the errors are named after. */
  fields: readonly FieldBlock[];
}) {
  const { submitCount } = useFormState();
  const { errorSummaryTitle } = useFieldMessages();
  const seen = new Set<string>();
  const errors = state.fieldErrors.filter((e) => !seen.has(e.name) && seen.add(e.name));
  if (submitCount > 0 || (errors.length === 0 && !state.message)) return null;
  const targetOf = (name: string) => {
    const block = fields.find((field) => field.name === name);
    return block ? noScriptTargetId(block) : fieldId(name);
  };
  return (
    <div
      className="fw-error-summary"
      role="alert"
      aria-labelledby="fw-native-error-title"
      tabIndex={-1}
      data-testid="native-error-summary"
    >
      <h2 id="fw-native-error-title" className="fw-error-summary__title">
        {errorSummaryTitle}
      </h2>
      <ul className="fw-error-summary__list">
        {state.message ? <li>{state.message}</li> : null}
        {errors.map(({ name, message }) => (
          <li key={name}>
            <a href={`#${targetOf(name)}`}>{message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
