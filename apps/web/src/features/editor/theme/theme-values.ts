import type { NumberInputValue } from "@formwright/fields";
import { isRecord, textOf } from "../block-types/draft-values";

/** A document's `theme` as the editor's inputs hold it ("" or undefined: the default). */
export interface ThemeValues {
  themeAccent: string;
  themeBackground: string;
  themeText: string;
  themeRadius: NumberInputValue;
  themeFont: string;
  themeScheme: "light" | "dark" | "auto";
  themeLogo: { src: string; alt: string; decorative: boolean };
}

/** The theme key each input writes, for mapping a problem back to its input. */
export const THEME_INPUTS = {
  accent: "themeAccent",
  background: "themeBackground",
  text: "themeText",
  radius: "themeRadius",
  font: "themeFont",
  colorScheme: "themeScheme",
  logo: "themeLogo.src",
} as const;

/** Looks to start from: each sets every colour, the radius, the font and the scheme. */
export const THEME_PRESETS = [
  { name: "Default", theme: {} },
  {
    name: "Ocean",
    theme: { accent: "#0369a1", background: "#f0f9ff", text: "#0c1a26", radius: 8, font: "system" },
  },
  {
    name: "Forest",
    theme: {
      accent: "#166534",
      background: "#f7faf5",
      text: "#14210f",
      radius: 6,
      font: "humanist",
    },
  },
  {
    name: "Paper",
    theme: { accent: "#9a3412", background: "#fffbf5", text: "#2b2118", radius: 2, font: "serif" },
  },
  {
    name: "Rounded",
    theme: {
      accent: "#7c3aed",
      background: "#ffffff",
      text: "#1b1b1f",
      radius: 16,
      font: "rounded",
    },
  },
  { name: "Night", theme: { colorScheme: "dark", accent: "#f59e0b", radius: 8 } },
] as const satisfies ReadonlyArray<{ name: string; theme: Record<string, unknown> }>;

/**
 * The inputs' values for a document's `theme`.
 *
 * @example
 * toThemeValues({ accent: "#0f766e" }).themeAccent; // "#0f766e"
 */
export function toThemeValues(theme: unknown): ThemeValues {
  const t = isRecord(theme) ? theme : {};
  const logo = isRecord(t.logo) ? t.logo : {};
  const scheme = t.colorScheme === "dark" || t.colorScheme === "auto" ? t.colorScheme : "light";
  return {
    themeAccent: textOf(t.accent),
    themeBackground: textOf(t.background),
    themeText: textOf(t.text),
    themeRadius:
      typeof t.radius === "number" || typeof t.radius === "string" ? t.radius : undefined,
    themeFont: textOf(t.font),
    themeScheme: scheme,
    themeLogo: { src: textOf(logo.src), alt: textOf(logo.alt), decorative: logo.alt === "" },
  };
}

/** The values a preset puts in the inputs. */
export function presetValues(theme: Record<string, unknown>): Omit<ThemeValues, "themeLogo"> {
  const { themeLogo: _logo, ...values } = toThemeValues(theme);
  return values;
}

/**
 * The document's `theme` from the inputs, or undefined when every input is
 * at its default (the key is then left out). Colours are kept as typed, so
 * the save names a colour it cannot read.
 */
export function fromThemeValues(values: ThemeValues): Record<string, unknown> | undefined {
  const theme: Record<string, unknown> = {};
  const text = (key: string, value: string) => {
    if (value.trim() !== "") theme[key] = value.trim();
  };
  text("accent", values.themeAccent);
  text("background", values.themeBackground);
  text("text", values.themeText);
  const radius = values.themeRadius;
  if (radius !== undefined && !(typeof radius === "string" && radius.trim() === "")) {
    theme.radius = radius;
  }
  text("font", values.themeFont);
  if (values.themeScheme !== "light") theme.colorScheme = values.themeScheme;
  const logo = values.themeLogo;
  if (logo && logo.src.trim() !== "") {
    theme.logo = { src: logo.src.trim(), alt: logo.decorative ? "" : logo.alt };
  }
  return Object.keys(theme).length === 0 ? undefined : theme;
}
