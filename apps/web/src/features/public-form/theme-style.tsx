import { type Theme, themeCssVariables, themePalettes } from "@formwright/core";

const FIELD_SCOPE = ".fw-grid, .fw-field, .fw-error-summary";

function rules(
  variables: Record<string, string>,
  scheme: "light" | "dark",
  scope: string | undefined,
): string {
  const page = Object.entries(variables).filter(([name]) => !name.startsWith("--fw-field-"));
  const fields = Object.entries(variables).filter(([name]) => name.startsWith("--fw-field-"));
  const declare = (entries: [string, string][]) => entries.map(([k, v]) => `${k}: ${v};`).join(" ");
  const fieldScope = scope ? `${scope} :is(${FIELD_SCOPE})` : FIELD_SCOPE;
  return `${scope ?? ":root"} { ${declare(page)} color-scheme: ${scheme}; } ${fieldScope} { ${declare(fields)} }`;
}

/**
 * A form's theme as a style sheet for its page: custom properties for the
 * page and the field layer, and for `colorScheme: "auto"` the dark palette
 * under `prefers-color-scheme: dark`. Every value is a checked `#rrggbb`, a
 * number or one of the fixed font stacks, so nothing a document holds can
 * write CSS of its own. With `scope` (a fixed selector of the caller's, such
 * as the editor's canvas) the page's properties go on that element instead of
 * `:root`, and the field layer's on the fields inside it.
 *
 * @example
 * themeStyleSheet({ accent: "#0f766e" }); // ":root { --fw-bg: #ffffff; … }"
 * themeStyleSheet({ accent: "#0f766e" }, ".fw-canvas__paper"); // ".fw-canvas__paper { --fw-bg: … }"
 */
export function themeStyleSheet(theme: Theme, scope?: string): string {
  const { light, dark } = themePalettes(theme);
  if (light && dark) {
    return `${rules(themeCssVariables(theme, light), "light", scope)} @media (prefers-color-scheme: dark) { ${rules(themeCssVariables(theme, dark), "dark", scope)} }`;
  }
  const only = light ?? dark;
  return only ? rules(themeCssVariables(theme, only), light ? "light" : "dark", scope) : "";
}

/** The theme's style sheet in the page, or only inside `scope` (nothing without a theme). */
export function ThemeStyle({ theme, scope }: { theme: Theme | undefined; scope?: string }) {
  if (!theme) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: values are checked colours, numbers and fixed font stacks (see themeStyleSheet)
  return <style dangerouslySetInnerHTML={{ __html: themeStyleSheet(theme, scope) }} />;
}

/** The theme's logo above the title (nothing without one). */
export function ThemeLogo({ theme }: { theme: Theme | undefined }) {
  if (!theme?.logo) return null;
  // biome-ignore lint/performance/noImgElement: a logo of any https host or upload, shown small as it is
  return <img className="fw-public-page__logo" src={theme.logo.src} alt={theme.logo.alt} />;
}
