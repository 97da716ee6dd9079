"use client";

import type { FieldType } from "@formwright/core";
import { Checkbox, Select, Textarea, TextInput } from "@formwright/fields";
import { useWatch } from "react-hook-form";
import { FIELD_EDITORS } from "../../field-types/admin-list";
import type { DraftBlock } from "../draft-types";
import { PIPE_HINT } from "../pipe-hint";
import { DefaultValueSetting } from "./default-value-setting";
import { hasOptions } from "./field-editor-settings";
import { OptionsEditor } from "./options-editor";
import { RulesSettings } from "./rules-settings";

const WIDTHS = [
  { label: "Full width", value: "full" },
  ...Array.from({ length: 11 }, (_, i) => ({
    label: `${i + 1} of 12 columns`,
    value: String(i + 1),
  })),
];

const CUSTOM_WIDTH = { label: "Per screen size (kept as written)", value: "custom" };

/** The settings of a field block of any type: what every field has, and its type's own (see `FIELD_EDITORS`). */
export function FieldBlockSettings({ block }: { block: DraftBlock }) {
  const type = block.type as FieldType;
  const { hasPlaceholder, FieldGroupSettings, Groups, showsNoWidget } = FIELD_EDITORS[type];
  const width = useWatch({ name: "width" });
  return (
    <>
      <fieldset className="fw-editor-group">
        <legend>Field</legend>
        <TextInput name="label" label="Label" description={PIPE_HINT} />
        <TextInput
          name="name"
          label="Name"
          description="Key of the answer in submissions: a letter or _, then letters, digits or _"
        />
        <Textarea
          name="description"
          label="Description"
          rows={2}
          description={`Help text under the label. ${PIPE_HINT}`}
        />
        {hasPlaceholder && (
          <TextInput
            name="placeholder"
            label="Placeholder"
            description="Hint shown inside the empty field"
          />
        )}
        {FieldGroupSettings && <FieldGroupSettings />}
        {!showsNoWidget && (
          <>
            <Checkbox
              name="required"
              label="Required"
              description="The form cannot be sent without it"
            />
            <Checkbox
              name="hiddenLabel"
              label="Visually hidden"
              description="The label is not shown; screen readers still read it"
            />
            <Select
              name="width"
              label="Width"
              description="Columns of 12 it spans on screens 480 px and wider"
              options={width === "custom" ? [...WIDTHS, CUSTOM_WIDTH] : WIDTHS}
              searchable={false}
            />
          </>
        )}
      </fieldset>
      {Groups && <Groups />}
      {hasOptions(type) && <OptionsEditor />}
      <fieldset className="fw-editor-group">
        <legend>Default</legend>
        <DefaultValueSetting type={type} />
      </fieldset>
      <RulesSettings type={type} />
    </>
  );
}
