import { COUNTRY_CODES } from "./country-codes";

/** The language country names fall back to when none is given or the tag is no language. */
const FALLBACK_LANGUAGE = "en";

// A namer per language asked for; few languages are ever asked, but the tag may
// come from a request, so the cache is bounded.
const CACHE_MAX = 16;
const namers = new Map<string, Intl.DisplayNames>();

function namerFor(language: string): Intl.DisplayNames {
  let namer = namers.get(language);
  if (!namer) {
    try {
      namer = new Intl.DisplayNames([language, FALLBACK_LANGUAGE], { type: "region" });
    } catch {
      // Not a language tag (RangeError): the fallback's names.
      namer = new Intl.DisplayNames([FALLBACK_LANGUAGE], { type: "region" });
    }
    if (namers.size >= CACHE_MAX) namers.clear();
    namers.set(language, namer);
  }
  return namer;
}

/**
 * A country's name in a language (a BCP 47 tag; English without one), as the
 * platform's `Intl.DisplayNames` says it; the code itself when it names none.
 *
 * @example
 * countryName("DE", "fr"); // "Allemagne"
 * countryName("DE"); // "Germany"
 */
export function countryName(code: string, language: string = FALLBACK_LANGUAGE): string {
  try {
    return namerFor(language).of(code) ?? code;
  } catch {
    return code; // Not a region code at all.
  }
}

/** One country of a list: its code and its name in the list's language. */
export interface CountryOption {
  value: string;
  label: string;
}

/**
 * Every country (see `COUNTRY_CODES`), named in a language and sorted by
 * name the way that language sorts (`localeCompare`): the choices of an
 * address's country list.
 *
 * @example
 * countryOptions("de").find((o) => o.value === "AT"); // { value: "AT", label: "Österreich" }
 */
export function countryOptions(language: string = FALLBACK_LANGUAGE): CountryOption[] {
  const options = COUNTRY_CODES.map((code) => ({
    value: code,
    label: countryName(code, language),
  }));
  let collator: Intl.Collator;
  try {
    collator = new Intl.Collator([language, FALLBACK_LANGUAGE]);
  } catch {
    collator = new Intl.Collator(FALLBACK_LANGUAGE);
  }
  return options.sort((a, b) => collator.compare(a.label, b.label));
}
