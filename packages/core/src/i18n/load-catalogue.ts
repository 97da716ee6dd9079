import { type CatalogueImports, catalogueLoader } from "./catalogue-loader";
import type { Catalogue } from "./generated/catalogue";
import { catalogue as en } from "./generated/en";
import type { SupportedLanguage } from "./languages";

// One dynamic import per language, spelled out, so each is a chunk of its own
// that a page loads only when its form is in that language.
const imports: CatalogueImports<Catalogue> = {
  de: () => import("./generated/de"),
  fr: () => import("./generated/fr"),
  es: () => import("./generated/es"),
  pt: () => import("./generated/pt"),
  it: () => import("./generated/it"),
  nl: () => import("./generated/nl"),
  pl: () => import("./generated/pl"),
  ja: () => import("./generated/ja"),
  ar: () => import("./generated/ar"),
};

/**
 * The product texts of a shipped language (English is always loaded; the
 * others are fetched once). The same promise for every call, so React's
 * `use` can read it.
 *
 * @example const german = await loadCatalogue("de"); german.submit; // "Absenden"
 */
export const loadCatalogue: (language: SupportedLanguage) => Promise<Catalogue> = catalogueLoader(
  en,
  imports,
);
