"use client";

import { THEME_FONTS, THEME_RADIUS_MAX } from "@formwright/core";
import { Checkbox, NumberInput, RadioGroup, Select, TextInput } from "@formwright/fields";
import { useFormContext, useWatch } from "react-hook-form";
import { ImagePicker } from "../image-picker/image-picker";
import { presetValues, THEME_PRESETS } from "./theme-values";

const SCHEMES = [
  { label: "Light", value: "light" },
  { label: "Dark", value: "dark" },
  { label: "Follow the device (light or dark)", value: "auto" },
];

const FONTS = [
  { label: "Default (system)", value: "" },
  ...Object.keys(THEME_FONTS)
    .filter((font) => font !== "system")
    .map((font) => ({ label: font[0]?.toUpperCase() + font.slice(1), value: font })),
];

/**
 * A colour: `#rrggbb` typed, beside the platform's colour picker bound to the
 * same value (the picker shows the default while the text is empty or not a
 * colour, and picking writes the text).
 */
function ColorSetting({
  name,
  label,
  fallback,
}: {
  name: string;
  label: string;
  fallback: string;
}) {
  const { setValue } = useFormContext();
  const value = (useWatch({ name }) as string | undefined) ?? "";
  const shown = /^#[0-9a-f]{6}$/i.test(value.trim()) ? value.trim().toLowerCase() : fallback;
  return (
    <div className="fw-color-setting">
      <input
        type="color"
        className="fw-color-setting__picker"
        aria-label={`${label} picker`}
        value={shown}
        onChange={(event) => setValue(name, event.target.value, { shouldDirty: true })}
      />
      <TextInput name={name} label={label} description={`#rrggbb; default ${fallback}`} />
    </div>
  );
}

/** The inputs a preset sets, for telling which preset the look is now. */
const PRESET_INPUTS = Object.keys(presetValues({})) as Array<keyof ReturnType<typeof presetValues>>;

/**
 * The presets to start from, the one the look now is marked (`aria-pressed`
 * and a check mark): every input a preset sets holds its value.
 */
function ThemePresets() {
  const { setValue } = useFormContext();
  const current = useWatch({ name: PRESET_INPUTS }) as unknown[];
  // "#0F766E " and "#0f766e", 8 and "8" are the same setting.
  const norm = (value: unknown) =>
    String(value ?? "")
      .trim()
      .toLowerCase();
  return (
    <fieldset className="fw-theme-presets">
      <legend className="fw-editor-hint">Start from a preset, then adjust</legend>
      {THEME_PRESETS.map((preset) => {
        const values = presetValues(preset.theme);
        const isCurrent = PRESET_INPUTS.every(
          (input, i) => norm(current[i]) === norm(values[input]),
        );
        return (
          <button
            key={preset.name}
            type="button"
            className="fw-button fw-button--secondary"
            aria-pressed={isCurrent}
            onClick={() => {
              for (const [input, value] of Object.entries(values)) {
                setValue(input, value, { shouldDirty: true });
              }
            }}
          >
            {isCurrent && (
              <span className="fw-theme-presets__mark" aria-hidden="true">
                ✓{" "}
              </span>
            )}
            {preset.name}
          </button>
        );
      })}
    </fieldset>
  );
}

/**
 * How the form looks: a preset to start from, the colours (checked for
 * contrast when saved: a problem names the pair and its ratio), corner
 * radius, font, light or dark, and a logo. The preview follows.
 */
export function ThemeSettings() {
  const scheme = useWatch({ name: "themeScheme" });
  const isDark = scheme === "dark";
  const logoSrc = (useWatch({ name: "themeLogo.src" }) as string | undefined) ?? "";
  const isDecorative = useWatch({ name: "themeLogo.decorative" }) === true;
  return (
    <fieldset className="fw-editor-group">
      <legend>Look</legend>
      <ThemePresets />
      <RadioGroup name="themeScheme" label="Colour scheme" options={SCHEMES} />
      <div className="fw-editor-columns">
        <ColorSetting
          name="themeAccent"
          label="Accent colour"
          fallback={isDark ? "#8ab4ff" : "#1d4ed8"}
        />
        <ColorSetting
          name="themeBackground"
          label="Background colour"
          fallback={isDark ? "#16161a" : "#ffffff"}
        />
        <ColorSetting
          name="themeText"
          label="Text colour"
          fallback={isDark ? "#f1f1f4" : "#1b1b1f"}
        />
      </div>
      <div className="fw-editor-columns">
        <NumberInput
          name="themeRadius"
          label="Corner radius (px)"
          description={`0 to ${THEME_RADIUS_MAX}; default 4`}
          rules={{ min: 0, max: THEME_RADIUS_MAX }}
        />
        <Select name="themeFont" label="Font" options={FONTS} searchable={false} />
      </div>
      <ImagePicker prefix="themeLogo." context="logo" />
      <TextInput
        name="themeLogo.src"
        label="Logo address"
        description="Optional; shown above the title. Set by the picker, or an https:// address"
      />
      {logoSrc !== "" && !isDecorative && (
        <TextInput
          name="themeLogo.alt"
          label="Logo alt text"
          description="Usually the organisation's name"
        />
      )}
      {logoSrc !== "" && (
        <Checkbox name="themeLogo.decorative" label="The title already names it (no alt text)" />
      )}
    </fieldset>
  );
}
