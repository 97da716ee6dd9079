import { describe, expect, it } from "vitest";
import { COUNTRY_CODES, isCountryCode } from "./country-codes";
import { countryName, countryOptions } from "./country-names";

describe("country codes", () => {
  it("lists the 249 assigned ISO 3166-1 alpha-2 codes once each, in order", () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    expect([...COUNTRY_CODES].sort()).toEqual(COUNTRY_CODES);
    for (const code of COUNTRY_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it("every code has a name of its own on this platform", () => {
    for (const code of COUNTRY_CODES) expect(countryName(code)).not.toBe(code);
  });

  it("knows no reserved or user-assigned code", () => {
    for (const code of ["EU", "UN", "XK", "QO", "ZZ", "UK", "fr", ""]) {
      expect(isCountryCode(code)).toBe(false);
    }
  });
});

describe("countryName and countryOptions", () => {
  it("names a country in a language, English without one or for no language", () => {
    expect(countryName("DE", "fr")).toBe("Allemagne");
    expect(countryName("DE")).toBe("Germany");
    expect(countryName("DE", "not a language tag")).toBe("Germany");
  });

  it("sorts the list by name the way the language sorts", () => {
    const german = countryOptions("de").map((o) => o.label);
    expect(german).toHaveLength(249);
    // "Österreich" sorts with the Os in German, not after "Z".
    expect(german.indexOf("Österreich")).toBeLessThan(german.indexOf("Panama"));
    expect(german.indexOf("Oman")).toBeLessThan(german.indexOf("Österreich"));
    const english = countryOptions("en");
    expect(english[0]?.value).toBe("AF");
  });
});
