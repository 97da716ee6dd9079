import { type Theme, themeCssVariables, themePalettes } from "@formwright/core";

const FIELD_SCOPE = ".fw-grid, .fw-field, .fw-error-summary";

function rules(variables: Record<string, string>, scheme: "light" | "dark"): string {
  const page = Object.entries(variables).filter(([name]) => !name.startsWith("--fw-field-"));
  const fields = Object.entries(variables).filter(([name]) => name.startsWith("--fw-field-"));
  const declare = (entries: [string, string][]) => entries.map(([k, v]) => `${k}: ${v};`).join(" ");
  return `:root { ${declare(page)} color-scheme: ${scheme}; } ${FIELD_SCOPE} { ${declare(fields)} }`;
}

/**
 * A form's theme as a style sheet for its page: custom properties for the
 * page and the field layer, and for `colorScheme: "auto"` the dark palette
 * under `prefers-color-scheme: dark`. Every value is a checked `#rrggbb`, a
 * number or one of the fixed font stacks, so nothing a document holds can
 * write CSS of its own.
 *
 * @example
 * themeStyleSheet({ accent: "#0f766e" }); // ":root { --fw-bg: #ffffff; … }"
 */
export function themeStyleSheet(theme: Theme): string {
  const { light, dark } = themePalettes(theme);
  if (light && dark) {
    return `${rules(themeCssVariables(theme, light), "light")} @media (prefers-color-scheme: dark) { ${rules(themeCssVariables(theme, dark), "dark")} }`;
  }
  const only = light ?? dark;
  return only ? rules(themeCssVariables(theme, only), light ? "light" : "dark") : "";
}

/** The theme's style sheet in the page (nothing without a theme). */
export function ThemeStyle({ theme }: { theme: Theme | undefined }) {
  if (!theme) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: values are checked colours, numbers and fixed font stacks (see themeStyleSheet)
  return <style dangerouslySetInnerHTML={{ __html: themeStyleSheet(theme) }} />;
}

/** The theme's logo above the title (nothing without one). */
export function ThemeLogo({ theme }: { theme: Theme | undefined }) {
  if (!theme?.logo) return null;
  // biome-ignore lint/performance/noImgElement: a logo of any https host or upload, shown small as it is
  return <img className="fw-public-page__logo" src={theme.logo.src} alt={theme.logo.alt} />;
}
