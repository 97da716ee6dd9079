"use client";

import { Checkbox, NumberInput, Select, Textarea, TextInput } from "@formwright/fields";
import type { ComponentType } from "react";
import type { DefaultValueKind } from "../../field-types/field-editor";
import { numberInput } from "../../field-types/shared/setting-values";
import { textOf } from "./draft-values";

const LABEL = "Default value";
const HINT = "What the field holds when the form opens";

/** What a default value's input is told: the options it may pick from. */
export interface DefaultInputProps {
  /** The field's options with a value, for a default choice. */
  choices: ReadonlyArray<{ label: string; value: string }>;
  /** Whether respondents may add their own option (so may the default). */
  isCreatable: boolean;
}

/** How one kind of default value is edited (see `DefaultValueKind`). */
export interface DefaultValueInput {
  /** The stored default as the input holds it. */
  toInput(value: unknown): unknown;
  /** The input's value as the stored default, or `undefined` when it is empty. */
  fromInput(value: unknown): unknown;
  /** The input, or `null` for a type that has no default. */
  Input: ComponentType<DefaultInputProps> | null;
}

function ChoiceInput({ choices, isCreatable, multi }: DefaultInputProps & { multi: boolean }) {
  return (
    <Select
      name="defaultValue"
      label={multi ? "Default choices" : "Default choice"}
      description={HINT}
      options={choices.map((o) => ({ label: o.label || o.value, value: o.value }))}
      multi={multi}
      creatable={isCreatable}
      placeholder="None"
    />
  );
}

const nonEmptyText = (value: unknown) =>
  typeof value === "string" && value !== "" ? value : undefined;

/**
 * How each kind of default value is edited, read and written back. A field
 * type says which kind it is (`defaultValue` of its `FieldEditor`).
 *
 * @example
 * DEFAULT_VALUE_INPUTS.choices.fromInput("a"); // ["a"]
 */
export const DEFAULT_VALUE_INPUTS: Readonly<Record<DefaultValueKind, DefaultValueInput>> = {
  text: {
    toInput: textOf,
    fromInput: nonEmptyText,
    Input: () => <TextInput name="defaultValue" label={LABEL} description={HINT} />,
  },
  longText: {
    toInput: textOf,
    fromInput: nonEmptyText,
    Input: () => <Textarea name="defaultValue" label={LABEL} description={HINT} rows={2} />,
  },
  number: {
    toInput: numberInput,
    // Text typed into it goes on for the document check to name.
    fromInput: (value) =>
      typeof value === "number" || (typeof value === "string" && value.trim() !== "")
        ? value
        : undefined,
    Input: () => <NumberInput name="defaultValue" label={LABEL} description={HINT} />,
  },
  flag: {
    toInput: (value) => value === true,
    fromInput: (value) => (value === true ? true : undefined),
    Input: () => <Checkbox name="defaultValue" label="Ticked when the form opens" />,
  },
  choice: {
    toInput: (value) => (typeof value === "string" ? value : null),
    // A list (left by a select that was multiple) keeps its first choice.
    fromInput: (value) => {
      if (!Array.isArray(value)) return nonEmptyText(value);
      return typeof value[0] === "string" ? value[0] : undefined;
    },
    Input: (props) => <ChoiceInput {...props} multi={false} />,
  },
  choices: {
    toInput: (value) => (Array.isArray(value) ? value.filter((v) => typeof v === "string") : []),
    // One choice (left by a select that was single) becomes a list of it.
    fromInput: (value) => {
      if (typeof value === "string" && value !== "") return [value];
      return Array.isArray(value) && value.length > 0 ? value : undefined;
    },
    Input: (props) => <ChoiceInput {...props} multi />,
  },
  none: { toInput: () => undefined, fromInput: () => undefined, Input: null },
};
