"use client";

import type { FieldType } from "@formwright/core";
import { useWatch } from "react-hook-form";
import { DEFAULT_VALUE_INPUTS } from "./default-value-inputs";
import { defaultValueKindFor } from "./field-editor-settings";
import type { OptionValues } from "./field-settings-values";

/** The default value of a field, edited with the input of the field's own kind of default. */
export function DefaultValueSetting({ type }: { type: FieldType }) {
  const isMulti = useWatch({ name: "multi" }) === true;
  const isCreatable = useWatch({ name: "creatable" }) === true;
  const options = (useWatch({ name: "options" }) as OptionValues[] | undefined) ?? [];
  const choices = options.filter((option) => option.value !== "");
  const kind = defaultValueKindFor(type, isMulti);
  const { Input } = DEFAULT_VALUE_INPUTS[kind];
  // Keyed by kind: a select turned multiple gets a new input, not the single one's state.
  return Input ? <Input key={kind} choices={choices} isCreatable={isCreatable} /> : null;
}
