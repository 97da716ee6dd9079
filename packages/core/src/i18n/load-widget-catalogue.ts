import { type CatalogueImports, catalogueLoader } from "./catalogue-loader";
import type { WidgetCatalogue } from "./generated/widgets/catalogue";
import { catalogue as en } from "./generated/widgets/en";
import type { SupportedLanguage } from "./languages";

// One dynamic import per language, as for the main catalogue (load-catalogue.ts).
const imports: CatalogueImports<WidgetCatalogue> = {
  de: () => import("./generated/widgets/de"),
  fr: () => import("./generated/widgets/fr"),
  es: () => import("./generated/widgets/es"),
  pt: () => import("./generated/widgets/pt"),
  it: () => import("./generated/widgets/it"),
  nl: () => import("./generated/widgets/nl"),
  pl: () => import("./generated/widgets/pl"),
  ja: () => import("./generated/widgets/ja"),
  ar: () => import("./generated/widgets/ar"),
};

/**
 * The texts of the file, signature, date and time widgets in a shipped
 * language: apart from the main catalogue, so only a page with such a widget
 * loads them. The same promise for every call, so React's `use` can read it.
 *
 * @example const german = await loadWidgetCatalogue("de"); german.fileRemove; // "Entfernen"
 */
export const loadWidgetCatalogue: (language: SupportedLanguage) => Promise<WidgetCatalogue> =
  /* @__PURE__ */ catalogueLoader(en, imports);
