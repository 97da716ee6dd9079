import { z } from "zod";
import { imageSrcSchema } from "../document/image-src-schema";

/** Fonts a theme can name: system stacks, never fetched from a font CDN. */
export const THEME_FONTS = {
  system: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  humanist:
    'Seravek, "Gill Sans Nova", Ubuntu, Calibri, "DejaVu Sans", source-sans-pro, sans-serif',
  serif: 'Charter, "Bitstream Charter", "Sitka Text", Cambria, Georgia, serif',
  rounded:
    'ui-rounded, "Hiragino Maru Gothic ProN", Quicksand, Comfortaa, Manjari, "Arial Rounded MT", Calibri, sans-serif',
  mono: 'ui-monospace, "Cascadia Code", "Source Code Pro", Menlo, Consolas, "DejaVu Sans Mono", monospace',
} as const;

/** A font a theme can name. */
export type ThemeFont = keyof typeof THEME_FONTS;

/** Largest corner radius, in pixels. */
export const THEME_RADIUS_MAX = 24;

const hexColor = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: "must be a colour as #rrggbb, e.g. #1d4ed8" })
  .transform((value) => value.toLowerCase());

/**
 * How a form looks: its accent (buttons, checked controls), background and
 * text colours, corner radius, font, and light or dark scheme. Every key is
 * optional; what is left out keeps the default look. Contrast is checked
 * where the document is parsed ({@link checkThemeContrast}).
 *
 * @example
 * themeSchema.parse({ accent: "#0f766e", radius: 12, font: "rounded" });
 */
export const themeSchema = z.strictObject({
  accent: hexColor.optional(),
  background: hexColor.optional(),
  text: hexColor.optional(),
  radius: z.int().min(0).max(THEME_RADIUS_MAX).optional(),
  font: z
    .enum(Object.keys(THEME_FONTS) as [ThemeFont, ...ThemeFont[]], {
      error: `must be one of ${Object.keys(THEME_FONTS).join(", ")}`,
    })
    .optional(),
  colorScheme: z.enum(["light", "dark", "auto"]).optional(),
  /** Shown above the title: an uploaded image (or https URL); `alt` may be "" when the title says it all. */
  logo: z.strictObject({ src: imageSrcSchema, alt: z.string().max(300) }).optional(),
});

/** The `theme` of a document. */
export type Theme = z.infer<typeof themeSchema>;
