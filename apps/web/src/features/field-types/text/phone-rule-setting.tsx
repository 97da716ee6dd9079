"use client";

import { PHONE_COUNTRIES } from "@formwright/core";
import { useFormContext } from "react-hook-form";
import type { RuleInputProps } from "../field-editor";
import { phoneCountryOptions } from "./phone-country-options";

/**
 * A text field's phone rule: off, or a valid phone number for a default
 * country (a native select of the countries core's phone rule knows, named
 * in English); the answer is stored in E.164.
 *
 * @example
 * <PhoneRuleSetting name="rules.phone" label="Phone number" />
 */
export function PhoneRuleSetting({ name, label, description }: RuleInputProps) {
  const { register } = useFormContext();
  const id = `field-${name.replace(/\./g, "-")}`;
  return (
    <div className="fw-field fw-field--input">
      <label className="fw-field__label" htmlFor={id}>
        {label}
      </label>
      {description ? (
        <p className="fw-field__description" id={`${id}-description`}>
          {description}
        </p>
      ) : null}
      <select
        id={id}
        className="fw-input"
        aria-describedby={description ? `${id}-description` : undefined}
        {...register(name)}
      >
        <option value="">Off: any text</option>
        {phoneCountryOptions(PHONE_COUNTRIES).map(({ value, label: country }) => (
          <option key={value} value={value}>
            {country}
          </option>
        ))}
      </select>
    </div>
  );
}
