"use client";

import type { FieldEditor } from "../field-editor";

/**
 * What a hidden field is, in the editor: respondents never see it; its value
 * comes from the form's link or the default; they can change it.
 */
export function HiddenFieldNote() {
  return (
    <p className="fw-field__description">
      Respondents never see this field. Its value comes from the form&apos;s link (
      <code>?name=value</code>, e.g. <code>?utm_source=newsletter</code>) or the default below.
      Anyone can change the link, so never use it for a secret or to prove anything.
    </p>
  );
}

/**
 * The editor's settings of a hidden field: a note on where its value comes
 * from, its name and default; nothing the respondent would see (no required,
 * width or visually hidden label).
 *
 * @example
 * hiddenEditor.showsNoWidget; // true
 */
export const hiddenEditor: FieldEditor = {
  title: "Hidden field",
  hint: "Not shown: a value from the link (?name=value) or its default, e.g. a campaign tag",
  keywords: [
    "utm",
    "tracking",
    "campaign",
    "url parameter",
    "query string",
    "prefill",
    "tag",
    "invisible",
  ],
  hasPlaceholder: false,
  defaultValue: "text",
  FieldGroupSettings: HiddenFieldNote,
  showsNoWidget: true,
};
