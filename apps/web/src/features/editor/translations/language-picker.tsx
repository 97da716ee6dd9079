"use client";

import { knownLanguage } from "@formwright/core";
import { Select } from "@formwright/fields";
import { useMemo } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { languageOptions, typedLanguageCaption } from "./language-options";

const canCreate = (input: string) => knownLanguage(input) !== null;
const createLabel = (input: string) => typedLanguageCaption(input) ?? input;

/**
 * A language, picked by name: a searchable select of the common languages
 * ("German (de)"), where typing any other BCP 47 tag of a known language
 * offers it by name too ("Klingon (tlh)"). Stores the canonical tag; a stored
 * tag no option offers shows by name (or as itself when it names none).
 * Keyboard and screen reader work as the fields' {@link Select} does.
 *
 * @example
 * <LanguagePicker name="language" label="Language" />
 */
export function LanguagePicker({
  name,
  label,
  description,
  placeholder,
  disabled,
  onPick,
}: {
  name: string;
  label: string;
  description?: string;
  placeholder?: string;
  disabled?: boolean;
  /** Called with the canonical tag picked (null when cleared). */
  onPick?: (tag: string | null) => void;
}) {
  const { setValue } = useFormContext();
  const value = useWatch({ name }) as unknown;
  const current = typeof value === "string" ? value : "";
  const options = useMemo(() => languageOptions([current]), [current]);
  return (
    <Select
      name={name}
      label={label}
      description={description}
      placeholder={placeholder}
      disabled={disabled}
      options={options}
      creatable
      canCreate={canCreate}
      formatCreateLabel={createLabel}
      onChange={(picked) => {
        const tag = typeof picked === "string" ? (knownLanguage(picked) ?? picked) : null;
        if (tag !== picked) setValue(name, tag, { shouldDirty: true });
        onPick?.(tag);
      }}
    />
  );
}
