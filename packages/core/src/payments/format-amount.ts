/**
 * An amount in minor units written as money in a language: the currency's
 * own number of decimals (2 for EUR, 0 for JPY) as `Intl` knows it.
 *
 * @example
 * formatAmount(1500, "EUR", "en"); // "€15.00"
 * formatAmount(1500, "JPY", "en"); // "¥1,500"
 */
export function formatAmount(amount: number, currency: string, language: string): string {
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(language, { style: "currency", currency });
  } catch {
    format = new Intl.NumberFormat("en", { style: "currency", currency });
  }
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}
