import { type CountryCode, parsePhoneNumberFromString } from "libphonenumber-js/min";

/**
 * A phone number as E.164 (`+33612345678`) when it is a valid number: a
 * national number of `defaultCountry`, or any country's number written with
 * `+` and its country code; else `undefined`. It runs libphonenumber-js with
 * its smallest metadata (`min`: length and leading digits per numbering
 * plan), and lives in a module of its own that only forms with a phone rule
 * load (see `loadPhoneRule`).
 *
 * @example
 * normalizePhoneNumber("06 12 34 56 78", "FR"); // "+33612345678"
 * normalizePhoneNumber("0612", "FR"); // undefined
 */
export function normalizePhoneNumber(text: string, defaultCountry: string): string | undefined {
  const parsed = parsePhoneNumberFromString(text, {
    defaultCountry: defaultCountry as CountryCode,
    extract: false,
  });
  return parsed?.isValid() ? parsed.number : undefined;
}
