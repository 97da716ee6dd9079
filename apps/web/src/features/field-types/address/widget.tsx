"use client";

import {
  ADDRESS_AUTOCOMPLETE,
  type AddressBlock,
  type AddressPart,
  type AddressValue,
  addressPartLabel,
  addressPartPostName,
  addressProblem,
  collectedParts,
  countryOptions,
  requiredParts,
} from "@formwright/core/field-types/address";
import { Field, useFieldController, useFieldMessages } from "@formwright/fields";
import { useLayoutEffect, useMemo, useRef } from "react";
import { useCatalogue } from "../../public-form/localized-form";
import type { CommonWidgetProps } from "../field-widget";

// One part under another, each label above its input (as every field's label is).
const PART_STYLE = { marginBottom: "0.75rem" };
const LABEL_STYLE = { display: "block", marginBottom: "0.25rem" };

function asAddress(value: unknown): AddressValue {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as AddressValue)
    : {};
}

/**
 * The public form's address: a group (its legend the field's label) of a
 * labelled text input per part and a native country list, each with its
 * autofill token, so a browser fills the address at once. The countries are
 * named in the form's language and sorted the way it sorts. Each input is
 * named `<name>[<part>]`, so a post without scripts reads as the same object.
 * A message is tied (`aria-describedby`, `aria-invalid`) to the input of the
 * part it names, which also takes the field's id: the error summary's link
 * lands on it. Loaded on its own (see field-types/list.ts).
 *
 * @example
 * <AddressWidget block={{ type: "address", name: "home", label: "Home address" }} common={common} />
 */
export function AddressWidget({
  block,
  common,
}: {
  block: AddressBlock;
  common: CommonWidgetProps;
}) {
  const catalogue = useCatalogue();
  const { language = "en", selectPlaceholder } = useFieldMessages();
  const parts = useMemo(() => collectedParts(block), [block]);
  const required = useMemo(() => new Set(requiredParts(block)), [block]);
  const countries = useMemo(() => countryOptions(language), [language]);
  const { field, id, errorId, error, change } = useFieldController<AddressValue>({
    ...common,
    // The address's own check (which parts, which country) is core's, through the form's resolver.
    required: false,
    kind: "choice",
    emptyValue: {},
  });
  const value = asAddress(field.value);
  const setPart = (part: AddressPart, text: string) => {
    const next: AddressValue = { ...asAddress(field.value) };
    if (text === "") delete next[part];
    else next[part] = text;
    change(next);
  };

  // Text typed (or autofilled) in the server's HTML before hydration is the answer too.
  const group = useRef<HTMLDivElement>(null);
  const adopt = useRef(() => {});
  adopt.current = () => {
    const controls = group.current?.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
      "input, select",
    );
    const next: AddressValue = { ...value };
    let differs = false;
    for (const part of parts) {
      const name = addressPartPostName(field.name, part);
      const control = [...(controls ?? [])].find((element) => element.name === name);
      if (!control || control.value === (value[part] ?? "")) continue;
      differs = true;
      if (control.value === "") delete next[part];
      else next[part] = control.value;
    }
    if (differs) change(next);
  };
  useLayoutEffect(() => adopt.current(), []);

  // The part the message is about takes the field's id and the message; else line 1 does.
  const problemPart = error ? addressProblem(block, value)?.part : undefined;
  const target = problemPart ?? parts[0];
  const inputId = (part: AddressPart) => (part === target ? id : `${id}-${part}`);

  return (
    <Field
      name={common.name}
      label={common.label}
      description={common.description}
      hiddenLabel={common.hiddenLabel}
      width={common.width}
      required={common.required}
      disabled={field.disabled}
      error={error}
      variant="group"
    >
      <div ref={group} className="fw-address">
        {parts.map((part) => {
          const partId = inputId(part);
          const isRequired = required.has(part);
          const isInvalid = Boolean(error) && part === target;
          const inputProps = {
            id: partId,
            ref: part === target ? field.ref : undefined,
            name: addressPartPostName(field.name, part),
            autoComplete: ADDRESS_AUTOCOMPLETE[part],
            className: part === "country" ? "fw-input fw-native-select" : "fw-input",
            value: value[part] ?? "",
            onBlur: field.onBlur,
            disabled: field.disabled,
            "aria-required": isRequired || undefined,
            "aria-invalid": isInvalid || undefined,
            "aria-describedby": isInvalid ? errorId : undefined,
          };
          return (
            <div key={part} className="fw-address__part" data-part={part} style={PART_STYLE}>
              <label className="fw-address__label" htmlFor={partId} style={LABEL_STYLE}>
                {addressPartLabel(part, catalogue)}
                {isRequired ? (
                  <span className="fw-field__required" aria-hidden="true">
                    {" *"}
                  </span>
                ) : null}
              </label>
              {part === "country" ? (
                <select {...inputProps} onChange={(event) => setPart(part, event.target.value)}>
                  <option value="">{selectPlaceholder}</option>
                  {countries.map((country) => (
                    // The server's and the browser's Intl data may name a country differently.
                    <option key={country.value} value={country.value} suppressHydrationWarning>
                      {country.label}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  {...inputProps}
                  type="text"
                  onChange={(event) => setPart(part, event.target.value)}
                />
              )}
            </div>
          );
        })}
      </div>
    </Field>
  );
}
