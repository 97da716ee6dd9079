"use client";

import { Checkbox, RadioGroup } from "@formwright/fields";
import { useWatch } from "react-hook-form";
import { isRecord, setOptional } from "../../editor/block-types/draft-values";
import type { DraftBlock } from "../../editor/draft-types";
import type { FieldEditor } from "../field-editor";
import { ruleValue } from "../shared/rule-value";
import { PhoneRuleSetting } from "./phone-rule-setting";

const INPUT_TYPES = [
  { label: "Text", value: "text" },
  { label: "Email address", value: "email" },
  { label: "Phone number", value: "tel" },
  { label: "Web address", value: "url" },
];

/** The kind of text a block without `inputType` holds. */
const PLAIN_TEXT = "text";

/**
 * The kinds that are a check too, and their rule: choosing "Email address"
 * is choosing the email check (core's validator checks the kind), so the
 * editor offers no separate "Must be an email address" box.
 */
const KIND_RULES = { email: "email", url: "url" } as const;

/**
 * A text field's kind of text (`inputType`): the keyboard, autofill and the
 * check it brings; for an email address, whether the respondent confirms it
 * with a mailed code (`verify`, issue 33 §2; the save says so when the server
 * has no mail).
 */
export function TextKindSetting() {
  const isEmail = useWatch({ name: "inputType" }) === "email";
  return (
    <>
      <RadioGroup
        name="inputType"
        label="Kind of text"
        description="An email or web address is checked as the respondent types it."
        options={INPUT_TYPES}
      />
      {isEmail && (
        <Checkbox
          name="verify"
          label="Confirm the address with a code"
          description="Respondents get a 6-digit code by email and type it before sending. Needs mail on the server (FORMWRIGHT_SMTP_URL)."
        />
      )}
    </>
  );
}

/** The rules the kind of text sets: no input of their own. */
function SetByKindOfText() {
  return null;
}

function kindOf(block: DraftBlock): string {
  if (typeof block.inputType === "string") return block.inputType;
  // A document from before the kind was the check: its rule alone names the kind.
  const rules = isRecord(block.rules) ? block.rules : {};
  for (const [kind, rule] of Object.entries(KIND_RULES)) {
    if (ruleValue(rules[rule]) === true) return kind;
  }
  return PLAIN_TEXT;
}

/**
 * The editor's settings of a text field: its kind of text (which is the email
 * or web address check too), and the phone rule's country picker.
 *
 * @example
 * textEditor.readOwn?.({ type: "text", name: "mail", label: "Mail", inputType: "email" }); // { inputType: "email" }
 */
export const textEditor: FieldEditor = {
  title: "Text",
  hint: "One line of text",
  keywords: [
    "short answer",
    "single line",
    "input",
    "name",
    "email",
    "e-mail",
    "phone",
    "telephone",
    "website",
    "url",
    "link",
  ],
  hasPlaceholder: true,
  defaultValue: "text",
  FieldGroupSettings: TextKindSetting,
  ownSettings: ["inputType", "verify"],
  readOwn: (block) => ({ inputType: kindOf(block), verify: block.verify === true }),
  writeOwn: (values, next) => {
    const kind = typeof values.inputType === "string" ? values.inputType : PLAIN_TEXT;
    setOptional(next, "inputType", kind !== PLAIN_TEXT ? kind : undefined);
    // Only an email address is verified.
    setOptional(next, "verify", kind === "email" && values.verify === true ? true : undefined);
    // Another kind drops the check the kind was; the kind's own rule (with its
    // message) is kept where a document has both.
    if (!isRecord(next.rules)) return;
    const rules = { ...next.rules };
    for (const [owner, rule] of Object.entries(KIND_RULES)) {
      if (kind !== owner) delete rules[rule];
    }
    setOptional(next, "rules", Object.keys(rules).length > 0 ? rules : undefined);
  },
  ruleInputs: { phone: PhoneRuleSetting, email: SetByKindOfText, url: SetByKindOfText },
};
