/**
 * The languages whose product texts ship with Formwright (the public form's
 * buttons, notices and validation messages). A form may be in any BCP 47
 * language; these texts fall back to English for a language not listed.
 */
export const SUPPORTED_LANGUAGES = [
  "en",
  "de",
  "fr",
  "es",
  "pt",
  "it",
  "nl",
  "pl",
  "ja",
  "ar",
] as const;

/** A language with a shipped catalogue. */
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];

/** The language of a form that sets none. */
export const DEFAULT_LANGUAGE = "en";

// Languages written right to left (primary subtags), and scripts that are.
const RTL_LANGUAGES = new Set([
  "ar",
  "arc",
  "ckb",
  "dv",
  "fa",
  "he",
  "iw",
  "ks",
  "ps",
  "sd",
  "ug",
  "ur",
  "yi",
]);
const RTL_SCRIPTS = new Set(["adlm", "arab", "hebr", "nkoo", "rohg", "syrc", "thaa"]);

/**
 * Longest language tag read, in characters: the length RFC 5646 (§4.4.1) asks
 * every implementation to support. Anything longer is no language, and is
 * never handed to `Intl` (whose work grows with the text: ~11 ms for 1 MB).
 */
export const LANGUAGE_TAG_MAX_LENGTH = 35;

/**
 * The canonical form of a BCP 47 tag (`"de-ch"` → `"de-CH"`), or null when it
 * is not one or is longer than {@link LANGUAGE_TAG_MAX_LENGTH}.
 *
 * @example canonicalLanguage("PT-br"); // "pt-BR"
 */
export function canonicalLanguage(tag: string): string | null {
  if (tag.length > LANGUAGE_TAG_MAX_LENGTH) return null;
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? null;
  } catch {
    return null;
  }
}

/**
 * The shipped catalogue for a BCP 47 tag: its primary language when shipped, else English.
 *
 * @example catalogueLanguageOf("de-AT"); // "de"
 */
export function catalogueLanguageOf(tag: string): SupportedLanguage {
  const primary = tag.split("-")[0]?.toLowerCase() ?? "";
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(primary)
    ? (primary as SupportedLanguage)
    : "en";
}

/**
 * The writing direction of a BCP 47 tag: `"rtl"` for Arabic, Hebrew, Persian and
 * other right-to-left languages or scripts, else `"ltr"`.
 *
 * @example textDirection("fa-IR"); // "rtl"
 */
export function textDirection(tag: string): "ltr" | "rtl" {
  const [primary = "", ...rest] = tag.toLowerCase().split("-");
  const script = rest.find((part) => part.length === 4);
  if (script) return RTL_SCRIPTS.has(script) ? "rtl" : "ltr";
  return RTL_LANGUAGES.has(primary) ? "rtl" : "ltr";
}
