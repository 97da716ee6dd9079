"use client";

import { RadioGroup } from "@formwright/fields";

const INPUT_TYPES = [
  { label: "Text", value: "text" },
  { label: "Email address", value: "email" },
  { label: "Phone number", value: "tel" },
  { label: "Web address", value: "url" },
];

/** A text field's kind of text (`inputType`): the keyboard, autofill and the check it brings. */
export function TextKindSetting() {
  return <RadioGroup name="inputType" label="Kind of text" options={INPUT_TYPES} />;
}
