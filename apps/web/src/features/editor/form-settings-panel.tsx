"use client";

import { RadioGroup, Textarea, TextInput } from "@formwright/fields";
import { useCallback, useMemo, useRef, useState } from "react";
import { type FieldValues, useWatch } from "react-hook-form";
import { AvailabilitySettings } from "./availability/availability-settings";
import { type DocumentProblem, toSettingErrors } from "./document-problems";
import type { DraftSettings } from "./draft-types";
import {
  type FormSettingsValues,
  fromFormSettingsValues,
  toFormSettingsValues,
} from "./form-settings-values";
import { isDeepEqual } from "./is-deep-equal";
import { OutcomesSettings } from "./outcomes/outcomes-settings";
import { PIPE_HINT } from "./pipe-hint";
import { ResponsesSettings } from "./responses/responses-settings";
import { type FocusRequest, SettingsForm } from "./settings-form";
import { ThemeSettings } from "./theme/theme-settings";
import { LanguagePicker } from "./translations/language-picker";

const CONFIRMATION_KINDS = [
  { label: "Show a message", value: "message" },
  { label: "Go to another page", value: "redirect" },
];

function ConfirmationSetting() {
  const kind = useWatch({ name: "confirmationKind" });
  return kind === "redirect" ? (
    <TextInput
      name="confirmationRedirect"
      label="Redirect address"
      type="url"
      description="An http(s) address, or a path on this site such as /thanks"
    />
  ) : (
    <Textarea
      name="confirmationMessage"
      label="Confirmation message"
      rows={2}
      description={PIPE_HINT}
    />
  );
}

/** The form's own settings: title, slug, description, submit caption, confirmation, calculations, endings and quiz, look, when it takes answers, who may answer and what is kept. */
export function FormSettingsPanel({
  settings,
  problems,
  focusRequest,
  onChange,
}: {
  settings: DraftSettings;
  problems: readonly DocumentProblem[];
  focusRequest: FocusRequest | null;
  onChange: (settings: DraftSettings) => void;
}) {
  const current = useRef(settings);
  current.current = settings;
  const [defaultValues] = useState(() => toFormSettingsValues(settings));
  const errors = useMemo(() => toSettingErrors(problems), [problems]);
  const onValues = useCallback(
    (values: FieldValues) => {
      const next = fromFormSettingsValues(values as FormSettingsValues, current.current);
      if (!isDeepEqual(next, current.current)) onChange(next);
    },
    [onChange],
  );
  return (
    <SettingsForm
      heading="Form settings"
      defaultValues={defaultValues}
      errors={errors}
      onValues={onValues}
      focusRequest={focusRequest}
    >
      <fieldset className="fw-editor-group">
        <legend>Form</legend>
        <TextInput name="title" label="Title" />
        <TextInput
          name="slug"
          label="Slug"
          description="The form's address, /f/<slug>: lowercase letters, digits and hyphens"
        />
        <Textarea
          name="description"
          label="Description"
          rows={2}
          description="Text under the title"
        />
        <TextInput name="submitLabel" label="Submit button caption" placeholder="Submit" />
        <LanguagePicker
          name="language"
          label="Language"
          placeholder="English (en), the default"
          description="The language the form is written in: it sets the page's language and direction and Formwright's own texts. Search by name, or type a tag such as de-CH"
        />
      </fieldset>
      <fieldset className="fw-editor-group">
        <legend>After submitting</legend>
        <RadioGroup name="confirmationKind" label="Respondents then" options={CONFIRMATION_KINDS} />
        <ConfirmationSetting />
      </fieldset>
      <OutcomesSettings />
      <ThemeSettings />
      <AvailabilitySettings />
      <ResponsesSettings />
    </SettingsForm>
  );
}
