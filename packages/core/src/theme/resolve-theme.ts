import type { z } from "zod";
import { contrastRatio, formatRatio, mixColors } from "./contrast";
import { THEME_FONTS, type Theme } from "./theme-schema";

/** The colours one scheme of a theme paints with. */
export interface ThemePalette {
  background: string;
  text: string;
  /** Descriptions and hints: between text and background, still 4.5:1. */
  muted: string;
  /** Borders of inputs and controls: 3:1. */
  border: string;
  accent: string;
  /** Text on the accent (button captions): white or near-black, whichever reads. */
  onAccent: string;
  /** Links and secondary buttons: the accent where it reads as text (4.5:1), else the text colour. */
  accentText: string;
  error: string;
  /** The focus ring (the text colour) and the halo around it (the background). */
  focus: string;
  focusHalo: string;
}

/** The default look: what a document without `theme` gets. */
export const DEFAULT_LIGHT: Readonly<ThemePalette> = {
  background: "#ffffff",
  text: "#1b1b1f",
  muted: "#50505a",
  border: "#6b6b76",
  accent: "#1d4ed8",
  onAccent: "#ffffff",
  accentText: "#1d4ed8",
  error: "#b3261e",
  focus: "#0b0c0c",
  focusHalo: "#ffffff",
};

/** The dark scheme's defaults. */
export const DEFAULT_DARK: Readonly<ThemePalette> = {
  background: "#16161a",
  text: "#f1f1f4",
  muted: "#b9b9c3",
  border: "#8e8e99",
  accent: "#8ab4ff",
  onAccent: "#0b0c0c",
  accentText: "#8ab4ff",
  error: "#ffb4ab",
  focus: "#f1f1f4",
  focusHalo: "#16161a",
};

/** WCAG AA: text and its background. */
export const TEXT_CONTRAST_MIN = 4.5;
/** WCAG AA: controls, borders and the focus ring against what is around them. */
export const CONTROL_CONTRAST_MIN = 3;

/** A pair of a theme's colours below WCAG AA. */
export interface ContrastProblem {
  /** The theme key to change: `text`, `accent` or `background`. */
  key: "text" | "accent" | "background";
  message: string;
}

/** The closest mix of `from` toward `to` that still keeps `min` against `against`. */
function mixedKeeping(from: string, to: string, against: string, weight: number, min: number) {
  for (let w = weight; w <= 1; w += 0.05) {
    const color = mixColors(from, to, w);
    if (contrastRatio(color, against) >= min) return color;
  }
  return from;
}

function paletteFrom(
  base: ThemePalette,
  colors: { background?: string; text?: string; accent?: string },
) {
  const background = colors.background ?? base.background;
  const text = colors.text ?? base.text;
  const accent = colors.accent ?? base.accent;
  const isDefault = background === base.background && text === base.text;
  const onAccent =
    contrastRatio("#ffffff", accent) >= contrastRatio("#0b0c0c", accent) ? "#ffffff" : "#0b0c0c";
  const errors = [base.error, DEFAULT_LIGHT.error, DEFAULT_DARK.error];
  const error =
    errors.find((e) => contrastRatio(e, background) >= TEXT_CONTRAST_MIN) ??
    (contrastRatio(DEFAULT_LIGHT.error, background) >= contrastRatio(DEFAULT_DARK.error, background)
      ? DEFAULT_LIGHT.error
      : DEFAULT_DARK.error);
  return {
    background,
    text,
    muted: isDefault
      ? base.muted
      : mixedKeeping(text, background, background, 0.7, TEXT_CONTRAST_MIN),
    border: isDefault
      ? base.border
      : mixedKeeping(text, background, background, 0.55, CONTROL_CONTRAST_MIN),
    accent,
    onAccent,
    accentText: contrastRatio(accent, background) >= TEXT_CONTRAST_MIN ? accent : text,
    error,
    focus: text,
    focusHalo: background,
  };
}

/**
 * The palettes a theme paints with: `light` (or the only one for
 * `colorScheme: "dark"`, then dark) and, for `"auto"`, `dark` as well, which
 * keeps the accent but takes the dark defaults' background and text.
 */
export function themePalettes(theme: Theme | undefined): {
  light: ThemePalette | null;
  dark: ThemePalette | null;
} {
  const scheme = theme?.colorScheme ?? "light";
  const colors = { background: theme?.background, text: theme?.text, accent: theme?.accent };
  if (scheme === "dark") return { light: null, dark: paletteFrom(DEFAULT_DARK, colors) };
  const light = paletteFrom(DEFAULT_LIGHT, colors);
  if (scheme === "light") return { light, dark: null };
  return { light, dark: paletteFrom(DEFAULT_DARK, { accent: theme?.accent }) };
}

/**
 * The pairs of a theme's colours that fall below WCAG AA (4.5:1 for text,
 * 3:1 for controls and the focus ring), each named with its ratio; empty when
 * the theme reads well in every scheme it uses.
 *
 * @example
 * themeContrastProblems({ text: "#999999" });
 * // [{ key: "text", message: "text colour #999999 on background colour #ffffff is 2.84:1; text needs at least 4.5:1" }]
 */
export function themeContrastProblems(theme: Theme | undefined): ContrastProblem[] {
  if (!theme) return [];
  const problems: ContrastProblem[] = [];
  const palettes = themePalettes(theme);
  for (const [scheme, palette] of Object.entries(palettes)) {
    if (!palette) continue;
    const where = palettes.light && palettes.dark ? ` (${scheme} scheme)` : "";
    const check = (
      key: ContrastProblem["key"],
      what: string,
      fore: string,
      back: string,
      backName: string,
      min: number,
      need: string,
    ) => {
      const ratio = contrastRatio(fore, back);
      if (ratio < min) {
        problems.push({
          key,
          message: `${what} ${fore} on ${backName} ${back} is ${formatRatio(ratio)}${where}; ${need} needs at least ${min}:1`,
        });
      }
    };
    // Colours are named as the editor captions them ("Text colour"), not by their keys.
    check(
      "text",
      "text colour",
      palette.text,
      palette.background,
      "background colour",
      TEXT_CONTRAST_MIN,
      "text",
    );
    check(
      "accent",
      "accent colour",
      palette.accent,
      palette.background,
      "background colour",
      CONTROL_CONTRAST_MIN,
      "a control",
    );
    check(
      "accent",
      "button text",
      palette.onAccent,
      palette.accent,
      "accent colour",
      TEXT_CONTRAST_MIN,
      "text",
    );
  }
  return problems;
}

/**
 * A theme as CSS custom properties for the page and the field layer
 * (`--fw-*` and `--fw-field-*`), for the palette of one scheme.
 */
export function themeCssVariables(
  theme: Theme | undefined,
  palette: ThemePalette,
): Record<string, string> {
  const variables: Record<string, string> = {
    "--fw-bg": palette.background,
    "--fw-text": palette.text,
    "--fw-muted": palette.muted,
    "--fw-border": palette.border,
    "--fw-accent": palette.accent,
    "--fw-on-accent": palette.onAccent,
    "--fw-accent-text": palette.accentText,
    "--fw-field-on-accent": palette.onAccent,
    "--fw-error": palette.error,
    "--fw-focus": palette.focus,
    "--fw-focus-halo": palette.focusHalo,
    "--fw-field-bg": palette.background,
    "--fw-field-text": palette.text,
    "--fw-field-muted": palette.muted,
    "--fw-field-border": palette.border,
    "--fw-field-accent": palette.accent,
    "--fw-field-error": palette.error,
    "--fw-field-focus": palette.focus,
    "--fw-field-hover": mixColors(palette.accent, palette.background, 0.1),
  };
  if (theme?.radius !== undefined) {
    variables["--fw-field-radius"] = `${theme.radius}px`;
    variables["--fw-radius"] = `${theme.radius}px`;
  }
  if (theme?.font) variables["--fw-font"] = THEME_FONTS[theme.font];
  return variables;
}

/** Refuses a theme below WCAG AA, at the key to change, naming the pair and its ratio. */
export function checkThemeContrast(theme: Theme, ctx: z.RefinementCtx): void {
  for (const problem of themeContrastProblems(theme)) {
    ctx.addIssue({ code: "custom", path: [problem.key], message: problem.message });
  }
}
