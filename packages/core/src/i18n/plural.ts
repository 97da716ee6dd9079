/**
 * The case of a plural message for `n`: an exact case (`=0`) first, then the
 * language's plural category, then `other`. Used by the generated catalogues.
 *
 * @example
 * plural(new Intl.PluralRules("pl"), 5, { one: () => "plik", few: () => "pliki", many: () => "plików", other: () => "pliku" }); // "plików"
 */
export function plural(
  rules: Intl.PluralRules,
  n: number,
  cases: Record<string, () => string>,
): string {
  const pick = cases[`=${n}`] ?? cases[rules.select(n)] ?? cases.other;
  return pick ? pick() : String(n);
}

/**
 * The case of a select message for `value`, else its `other` case.
 *
 * @example select("a", { a: () => "A", other: () => "?" }); // "A"
 */
export function select(value: string, cases: Record<string, () => string>): string {
  const pick = cases[value] ?? cases.other;
  return pick ? pick() : value;
}
