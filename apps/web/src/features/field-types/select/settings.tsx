"use client";

import { Checkbox, RadioGroup } from "@formwright/fields";
import { useFormContext, useWatch } from "react-hook-form";
import { setOptional } from "../../editor/block-types/draft-values";
import type { FieldEditor } from "../field-editor";

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

/**
 * The editor's settings of a select: how it behaves (see
 * {@link SelectBehaviourSettings}), its options, and a default that is a list
 * when it takes several choices.
 *
 * @example
 * selectEditor.readOwn?.({ type: "select", name: "t", label: "T", multi: true }).multi; // true
 */
export const selectEditor: FieldEditor = {
  title: "Select",
  hint: "A drop-down list, single or multiple choice",
  keywords: ["dropdown", "drop-down", "menu", "list", "picker", "choice", "combobox"],
  hasPlaceholder: true,
  defaultValue: "choice",
  hasMulti: true,
  Groups: SelectBehaviourSettings,
  ownSettings: ["multi", "searchable", "creatable", "createPosition"],
  readOwn: (block) => ({
    multi: block.multi === true,
    searchable: block.searchable !== false,
    creatable: block.creatable === true,
    createPosition: block.createPosition === "first" ? "first" : "last",
  }),
  writeOwn: (values, next) => {
    setOptional(next, "multi", values.multi === true || undefined);
    setOptional(next, "searchable", values.searchable === false ? false : undefined);
    setOptional(next, "creatable", values.creatable === true || undefined);
    setOptional(next, "createPosition", values.createPosition === "first" ? "first" : undefined);
  },
};
