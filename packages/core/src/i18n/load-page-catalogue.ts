import { type CatalogueImports, catalogueLoader } from "./catalogue-loader";
import type { PageCatalogue } from "./generated/pages/catalogue";
import { catalogue as en } from "./generated/pages/en";
import type { SupportedLanguage } from "./languages";

// One dynamic import per language, as for the main catalogue (load-catalogue.ts).
const imports: CatalogueImports<PageCatalogue> = {
  de: () => import("./generated/pages/de"),
  fr: () => import("./generated/pages/fr"),
  es: () => import("./generated/pages/es"),
  pt: () => import("./generated/pages/pt"),
  it: () => import("./generated/pages/it"),
  nl: () => import("./generated/pages/nl"),
  pl: () => import("./generated/pages/pl"),
  ja: () => import("./generated/pages/ja"),
  ar: () => import("./generated/pages/ar"),
};

/**
 * The texts of the small pages the server writes itself, without React (the
 * answers of a post without scripts that could not be stored), in a shipped
 * language. Server only: no browser bundle imports it.
 *
 * @example const german = await loadPageCatalogue("de"); german.goToForm; // "Zum Formular"
 */
export const loadPageCatalogue: (language: SupportedLanguage) => Promise<PageCatalogue> =
  /* @__PURE__ */ catalogueLoader(en, imports);
