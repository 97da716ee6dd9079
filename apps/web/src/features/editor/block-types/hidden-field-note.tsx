"use client";

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
