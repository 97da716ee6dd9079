const decimalsOf = new Map<string, number>();

/**
 * How many decimals a currency's minor units have, as `Intl` knows it: 2 for
 * EUR, 0 for JPY, 3 for KWD; 2 for a code `Intl` does not know.
 *
 * @example
 * currencyDecimals("JPY"); // 0
 */
export function currencyDecimals(currency: string): number {
  let decimals = decimalsOf.get(currency);
  if (decimals === undefined) {
    try {
      decimals =
        new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions()
          .maximumFractionDigits ?? 2;
    } catch {
      decimals = 2;
    }
    decimalsOf.set(currency, decimals);
  }
  return decimals;
}

/**
 * Minor units written in major units with the currency's decimals, without
 * grouping or symbol (a spreadsheet's number, an editor's input).
 *
 * @example
 * majorUnits(1500, "EUR"); // "15.00"
 * majorUnits(1500, "JPY"); // "1500"
 */
export function majorUnits(amount: number, currency: string): string {
  const decimals = currencyDecimals(currency);
  return (amount / 10 ** decimals).toFixed(decimals);
}

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
  return format.format(amount / 10 ** currencyDecimals(currency));
}
