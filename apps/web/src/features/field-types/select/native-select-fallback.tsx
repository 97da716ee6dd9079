"use client";

import {
  nativeSelectName,
  otherOptionName,
  type SelectBlock,
} from "@formwright/core/field-types/select";
import { type FieldWidth, fieldId, fieldWidthStyle, useFieldMessages } from "@formwright/fields";
import { useFormContext, useFormState } from "react-hook-form";

/**
 * The id of a select's native fallback (the error summary links to it without scripts).
 *
 * @example
 * nativeSelectId("country"); // "field-country-native"
 */
export function nativeSelectId(name: string): string {
  return `${fieldId(name)}-native`;
}

/**
 * A select as a native `<select>` (`multiple` for a multi select), shown
 * only when scripts are off: it is inside `<noscript>`, with a style that
 * hides the script widget's frame, so with scripts on nothing changes. A
 * creatable select adds an "Other" text box. Its values post under names of
 * their own (see core's `selectPosted`), which win over the script
 * widget's hidden inputs. Hooks run outside the `<noscript>`, which React
 * does not hydrate.
 *
 * @example
 * <NativeSelectFallback block={block} />
 */
export function NativeSelectFallback({ block }: { block: SelectBlock }) {
  const { errors } = useFormState({ name: block.name });
  const { getValues } = useFormContext();
  const { selectPlaceholder, errorPrefix } = useFieldMessages();
  const message = errors[block.name]?.message;
  const error = typeof message === "string" && message ? message : undefined;
  const value: unknown = getValues(block.name);
  const chosen = (Array.isArray(value) ? value : value == null ? [] : [value]).map(String);
  const options = block.options ?? [];
  const known = new Set(options.map((o) => o.value));
  const other = block.creatable ? (chosen.find((v) => !known.has(v)) ?? "") : "";
  const id = nativeSelectId(block.name);
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const describedBy =
    [block.description ? descriptionId : "", error ? errorId : ""].filter(Boolean).join(" ") ||
    undefined;
  return (
    <noscript>
      <style>{`.fw-field[data-field="${block.name}"]:has(.fw-select){display:none}`}</style>
      <div
        className="fw-field fw-field--control"
        style={fieldWidthStyle(block.width as FieldWidth | undefined)}
        data-invalid={error ? "" : undefined}
      >
        <label
          className={block.hiddenLabel ? "fw-field__label fw-visually-hidden" : "fw-field__label"}
          htmlFor={id}
        >
          {block.label}
          {block.required ? (
            <span className="fw-field__required" aria-hidden="true">
              {" *"}
            </span>
          ) : null}
        </label>
        {block.description ? (
          <p id={descriptionId} className="fw-field__description">
            {block.description}
          </p>
        ) : null}
        {/* Always posted, so an emptied multi select is not mistaken for "no fallback". */}
        <input type="hidden" name={nativeSelectName(block.name)} value="" />
        <select
          id={id}
          className="fw-input fw-native-select"
          name={nativeSelectName(block.name)}
          multiple={block.multi}
          defaultValue={block.multi ? chosen.filter((v) => known.has(v)) : (chosen[0] ?? "")}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          aria-required={block.required || undefined}
        >
          {block.multi ? null : <option value="">{block.placeholder ?? selectPlaceholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {block.creatable ? (
          <>
            <label className="fw-field__label" htmlFor={`${id}-other`}>
              {`Other (${block.label})`}
            </label>
            <input
              id={`${id}-other`}
              className="fw-input"
              type="text"
              name={otherOptionName(block.name)}
              defaultValue={other}
            />
          </>
        ) : null}
        {error ? (
          <p id={errorId} className="fw-field__error">
            <span className="fw-visually-hidden">{errorPrefix}</span> {error}
          </p>
        ) : null}
      </div>
    </noscript>
  );
}
