import type { SupportedLanguage } from "./languages";

/** One dynamic import per shipped language but English, spelled out by the caller. */
export type CatalogueImports<T> = Record<
  Exclude<SupportedLanguage, "en">,
  () => Promise<{ catalogue: T }>
>;

/**
 * A loader of one set of catalogues: English at once, every other language
 * from its own chunk, fetched once. It returns the same promise for every
 * call, so React's `use` can read it. The imports stay spelled out by each
 * set (`() => import("./generated/de")`): a bundler splits only literal paths.
 *
 * @example
 * const load = catalogueLoader(english, { de: () => import("./generated/de"), ... });
 * (await load("de")).submit; // "Absenden"
 */
export function catalogueLoader<T>(
  english: T,
  imports: CatalogueImports<T>,
): (language: SupportedLanguage) => Promise<T> {
  const loaded = new Map<SupportedLanguage, Promise<T>>();
  return (language) => {
    let promise = loaded.get(language);
    if (!promise) {
      promise =
        language === "en" ? Promise.resolve(english) : imports[language]().then((m) => m.catalogue);
      loaded.set(language, promise);
    }
    return promise;
  };
}
