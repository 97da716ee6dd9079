"use client";

import { RadioGroup } from "@formwright/fields";
import { setOptional } from "../../editor/block-types/draft-values";
import type { FieldEditor } from "../field-editor";
import { PhoneRuleSetting } from "./phone-rule-setting";

const INPUT_TYPES = [
  { label: "Text", value: "text" },
  { label: "Email address", value: "email" },
  { label: "Phone number", value: "tel" },
  { label: "Web address", value: "url" },
];

/** The kind of text a block without `inputType` holds. */
const PLAIN_TEXT = "text";

/** A text field's kind of text (`inputType`): the keyboard, autofill and the check it brings. */
export function TextKindSetting() {
  return <RadioGroup name="inputType" label="Kind of text" options={INPUT_TYPES} />;
}

/**
 * The editor's settings of a text field: its kind of text, and the phone
 * rule's country picker.
 *
 * @example
 * textEditor.readOwn?.({ type: "text", name: "mail", label: "Mail", inputType: "email" }); // { inputType: "email" }
 */
export const textEditor: FieldEditor = {
  title: "Text",
  hint: "One line of text",
  hasPlaceholder: true,
  defaultValue: "text",
  FieldGroupSettings: TextKindSetting,
  ownSettings: ["inputType"],
  readOwn: (block) => ({
    inputType: typeof block.inputType === "string" ? block.inputType : PLAIN_TEXT,
  }),
  writeOwn: (values, next) =>
    setOptional(
      next,
      "inputType",
      typeof values.inputType === "string" && values.inputType !== PLAIN_TEXT
        ? values.inputType
        : undefined,
    ),
  ruleInputs: { phone: PhoneRuleSetting },
};
