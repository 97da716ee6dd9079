"use client";

import type { FieldType } from "@formwright/core";
import { Checkbox, NumberInput, Select, Textarea, TextInput } from "@formwright/fields";
import { useWatch } from "react-hook-form";
import { defaultValueKindFor } from "./field-editor-settings";
import type { OptionValues } from "./field-settings-values";

const LABEL = "Default value";
const HINT = "What the field holds when the form opens";

/** The default value of a field, edited with the widget of the field's own kind. */
export function DefaultValueSetting({ type }: { type: FieldType }) {
  const isMulti = useWatch({ name: "multi" }) === true;
  const isCreatable = useWatch({ name: "creatable" }) === true;
  const options = (useWatch({ name: "options" }) as OptionValues[] | undefined) ?? [];
  const choices = options.filter((option) => option.value !== "");
  const kind = defaultValueKindFor(type, isMulti);
  switch (kind) {
    case "none":
      return null;
    case "text":
      return <TextInput name="defaultValue" label={LABEL} description={HINT} />;
    case "longText":
      return <Textarea name="defaultValue" label={LABEL} description={HINT} rows={2} />;
    case "number":
      return <NumberInput name="defaultValue" label={LABEL} description={HINT} />;
    case "flag":
      return <Checkbox name="defaultValue" label="Ticked when the form opens" />;
    case "choice":
    case "choices":
      return (
        <Select
          key={kind}
          name="defaultValue"
          label={kind === "choices" ? "Default choices" : "Default choice"}
          description={HINT}
          options={choices.map((o) => ({ label: o.label || o.value, value: o.value }))}
          multi={kind === "choices"}
          creatable={isCreatable}
          placeholder="None"
        />
      );
  }
}
