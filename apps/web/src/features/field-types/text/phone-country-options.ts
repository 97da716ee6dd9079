/**
 * The phone rule's countries as options of a select, by English name (the
 * browser's `Intl.DisplayNames`; a code it cannot name shows as itself),
 * each with its code: "France (FR)".
 *
 * @example
 * phoneCountryOptions(["FR", "DE"]); // [{ value: "FR", label: "France (FR)" }, { value: "DE", label: "Germany (DE)" }] sorted by label
 */
export function phoneCountryOptions(
  codes: readonly string[],
): Array<{ value: string; label: string }> {
  const names = new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });
  return codes
    .map((code) => ({ value: code, label: `${names.of(code) ?? code} (${code})` }))
    .sort((a, b) => a.label.localeCompare(b.label, "en"));
}
