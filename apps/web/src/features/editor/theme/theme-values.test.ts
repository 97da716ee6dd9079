import { parseFormDocument } from "@formwright/core";
import { describe, expect, it } from "vitest";
import type { DraftSettings } from "../draft-types";
import {
  formSettingFor,
  fromFormSettingsValues,
  toFormSettingsValues,
} from "../form-settings-values";
import { presetValues, THEME_PRESETS } from "./theme-values";

const base: DraftSettings = { slug: "brand", title: "Brand", confirmation: { message: "Thanks" } };

function edit(settings: DraftSettings, changes: Record<string, unknown>): DraftSettings {
  return fromFormSettingsValues({ ...toFormSettingsValues(settings), ...changes }, settings);
}

describe("the theme in the form settings", () => {
  it("gives back the settings unchanged when nothing was edited", () => {
    const themed: DraftSettings = {
      ...base,
      theme: {
        accent: "#0f766e",
        background: "#fffbf5",
        text: "#2b2118",
        radius: 12,
        font: "serif",
        colorScheme: "auto",
        logo: { src: "/uploads/logo.webp", alt: "" },
      },
    };
    expect(edit(themed, {})).toEqual(themed);
    expect(edit(base, {})).toEqual(base);
  });

  it("writes only what differs from the default, and leaves the key out at the default", () => {
    const next = edit(base, { themeAccent: " #0F766E ", themeScheme: "dark" });
    expect(next.theme).toEqual({ accent: "#0F766E", colorScheme: "dark" });
    expect(edit(next, { themeAccent: "", themeScheme: "light" })).not.toHaveProperty("theme");
  });

  it("gives a logo its alt text, or none when the title names it", () => {
    const logo = { src: "/uploads/logo.webp", alt: "Acme", decorative: false };
    expect(edit(base, { themeLogo: logo }).theme).toEqual({ logo: { src: logo.src, alt: "Acme" } });
    expect(edit(base, { themeLogo: { ...logo, decorative: true } }).theme).toEqual({
      logo: { src: logo.src, alt: "" },
    });
  });

  it.each(THEME_PRESETS.map((preset) => [preset.name, preset.theme] as const))(
    "preset %s is a theme that passes the contrast check",
    (_name, theme) => {
      const next = edit(base, presetValues(theme));
      expect(parseFormDocument({ ...next, blocks: [] }).success).toBe(true);
    },
  );

  it("sends a contrast problem to the colour it names", () => {
    const next = edit(base, { themeText: "#999999" });
    const parsed = parseFormDocument({ ...next, blocks: [] });
    expect(parsed.success).toBe(false);
    expect(formSettingFor(["theme", "text"], next)).toBe("themeText");
    expect(formSettingFor(["theme", "logo", "src"], next)).toBe("themeLogo.src");
  });
});
