"use client";

import type { FieldType } from "@formwright/core";
import { Checkbox, NumberInput, TextInput } from "@formwright/fields";
import { useWatch } from "react-hook-form";
import { rulesFor } from "./field-editor-settings";
import { PhoneRuleSetting } from "./phone-rule-setting";
import { RULE_SETTINGS } from "./rule-settings";

/** The validation rules a field type takes, one input each. */
export function RulesSettings({ type }: { type: FieldType }) {
  const isMulti = useWatch({ name: "multi" }) === true;
  const rules = rulesFor(type, isMulti);
  if (rules.length === 0) return null;
  return (
    <fieldset className="fw-editor-group">
      <legend>Validation</legend>
      <div className="fw-editor-columns">
        {rules.map((rule) => {
          const { label, kind, description } = RULE_SETTINGS[rule];
          const name = `rules.${rule}`;
          if (kind === "flag") return <Checkbox key={rule} name={name} label={label} />;
          if (kind === "country") {
            return (
              <PhoneRuleSetting key={rule} name={name} label={label} description={description} />
            );
          }
          if (kind === "pattern") {
            return <TextInput key={rule} name={name} label={label} description={description} />;
          }
          return <NumberInput key={rule} name={name} label={label} description={description} />;
        })}
      </div>
    </fieldset>
  );
}
