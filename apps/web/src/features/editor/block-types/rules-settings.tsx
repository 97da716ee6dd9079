"use client";

import type { FieldType } from "@formwright/core";
import { Checkbox, NumberInput, TextInput } from "@formwright/fields";
import { useWatch } from "react-hook-form";
import { FIELD_EDITORS } from "../../field-types/admin-list";
import { rulesFor } from "./field-editor-settings";
import { RULE_SETTINGS } from "./rule-settings";

/**
 * The validation rules a field type takes, one input each: the type's own
 * input of a rule where it draws one (see `ruleInputs` of its `FieldEditor`),
 * else the rule's plain input.
 */
export function RulesSettings({ type }: { type: FieldType }) {
  const isMulti = useWatch({ name: "multi" }) === true;
  const rules = rulesFor(type, isMulti);
  const ownInputs = FIELD_EDITORS[type].ruleInputs ?? {};
  if (rules.length === 0) return null;
  return (
    <fieldset className="fw-editor-group">
      <legend>Validation</legend>
      <div className="fw-editor-columns">
        {rules.map((rule) => {
          const { label, kind, description } = RULE_SETTINGS[rule];
          const name = `rules.${rule}`;
          const OwnInput = ownInputs[rule];
          if (OwnInput) {
            return <OwnInput key={rule} name={name} label={label} description={description} />;
          }
          if (kind === "flag") return <Checkbox key={rule} name={name} label={label} />;
          if (kind === "pattern" || kind === "country") {
            return <TextInput key={rule} name={name} label={label} description={description} />;
          }
          return <NumberInput key={rule} name={name} label={label} description={description} />;
        })}
      </div>
    </fieldset>
  );
}
