"use client";

import { Checkbox, RadioGroup } from "@formwright/fields";
import { useFormContext, useWatch } from "react-hook-form";

const POSITIONS = [
  { label: "Last", value: "last" },
  { label: "First", value: "first" },
];

/**
 * How a select behaves: single or multiple choice, searchable, and whether
 * respondents may add options of their own. Switching multiple choice on or
 * off converts the default value (one value ↔ a list).
 */
export function SelectBehaviourSettings() {
  const { getValues, setValue } = useFormContext();
  const isCreatable = useWatch({ name: "creatable" }) === true;
  const convertDefault = (isMulti: boolean) => {
    const current: unknown = getValues("defaultValue");
    if (isMulti) {
      setValue("defaultValue", typeof current === "string" && current !== "" ? [current] : []);
    } else {
      setValue("defaultValue", Array.isArray(current) ? (current[0] ?? null) : null);
    }
  };
  return (
    <fieldset className="fw-editor-group">
      <legend>Choice</legend>
      <Checkbox
        name="multi"
        label="Multiple choice"
        description="Respondents may pick several options"
        onChange={convertDefault}
      />
      <Checkbox name="searchable" label="Searchable" description="Typing filters the options" />
      <Checkbox name="creatable" label="Respondents may add their own option" />
      {isCreatable && (
        <RadioGroup name="createPosition" label="Place added options" options={POSITIONS} />
      )}
    </fieldset>
  );
}
